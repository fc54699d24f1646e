/**
 * The enrolment behind the panel's Enroll (part of the panel's body). It stays mounted while
 * the panel is closed: Enroll closes the panel and the hand-off's dialogs follow, and a choice
 * stored before login resumes from here.
 */
import { useEffect, type RefObject } from 'react';
import { useEnrolment, type Enrolment } from '../enrolment/useEnrolment';

export function PanelEnrolment({ enrolRef }: { enrolRef: RefObject<Enrolment['enrol'] | null> }) {
  const { enrol, view } = useEnrolment();
  useEffect(() => {
    enrolRef.current = enrol;
  }, [enrol, enrolRef]);
  return <>{view}</>;
}
