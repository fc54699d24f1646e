import { LoadingOverlay } from '@yuno/ui';
import { CHECKING_TEXT } from './texts';

/** The full-page loader while the enrolment status is checked (and on the way to checkout). */
export function CheckingOverlay({ active }: { active: boolean }) {
  return active ? <LoadingOverlay label={CHECKING_TEXT} /> : null;
}
