/**
 * The availability side panel (spec 2 §2): opened by See Availability on any course card of
 * the page (the 'availability:open' event), it shows the course's upcoming batches with the
 * 'Class Days & Time' filter, Show all and Enroll.
 *
 * This is the small part every page loads: the event and the dialog with the course's
 * category and title. The batches (with their skeleton while they load), the filter and the
 * enrolment are the panel's body, fetched as the person first acts (see usePanelBody). The
 * dialog opens with its body: at the first press the body is fetched alongside the dialog's
 * own code, so a skeleton of ours for the code's wait would show for a moment at most and cost
 * every page its bytes.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ERROR_MESSAGES, asString, events, type Batch } from '@yuno/core';
import { Dialog, EmptyState } from '@yuno/ui';
import type { PanelCourse } from './panelState';
import type { Enrolment } from '../enrolment/useEnrolment';
import type { EnrolmentCourse } from '../enrolment/enrolmentPayload';
import { usePanelBody } from './usePanelBody';
import { PANEL_TEXT } from './texts';

interface Opening {
  course: PanelCourse;
  /** A new one for every opening: the body starts afresh. */
  seq: number;
}

export function AvailabilityPanel() {
  const { body, failed, load } = usePanelBody();
  const [opening, setOpening] = useState<Opening | null>(null);
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const enrolRef = useRef<Enrolment['enrol'] | null>(null);
  // Try again pressed in the open panel: it stays open, the button busy, until the body comes.
  const [retrying, setRetrying] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const retry = () => {
    setRetrying(true);
    load();
  };
  useLayoutEffect(() => {
    if (!body || !retrying) return;
    setRetrying(false);
    // The busy Try again that had focus is gone: focus stays in the dialog, on what replaced it.
    panelRef.current?.focus();
  }, [body, retrying]);

  useEffect(
    () =>
      events.on('availability:open', (detail) => {
        const id = Number(detail?.courseId);
        if (!Number.isInteger(id) || id <= 0) return;
        const course = { id, title: asString(detail.title), category: asString(detail.category) };
        setOpening((last) => ({ course, seq: (last?.seq ?? 0) + 1 }));
        setTitle(course.title);
        setOpen(true);
        load();
      }),
    [load],
  );

  const close = () => {
    setOpen(false);
    setRetrying(false);
  };
  const onEnroll = (batch: Batch, course: EnrolmentCourse) => {
    close();
    enrolRef.current?.(batch, course);
  };

  let content = null;
  if (body && opening) {
    content = <body.PanelBatches key={opening.seq} course={opening.course} onTitle={setTitle} onEnroll={onEnroll} />;
  } else if (failed || retrying) {
    content = (
      <EmptyState title={PANEL_TEXT.bodyFailedTitle} message={ERROR_MESSAGES.common} action={{ label: PANEL_TEXT.retry, onClick: retry, loading: !failed }} />
    );
  }

  return (
    <>
      <Dialog open={open && content !== null} onClose={close} title={title || PANEL_TEXT.fallbackTitle} placement="right" width={500}>
        <div ref={panelRef} className="yuno-panel" tabIndex={-1}>
          {opening?.course.category ? <p className="yuno-panel__category">{opening.course.category}</p> : null}
          {content}
        </div>
      </Dialog>
      {body ? (
        <>
          {/* Beside the dialog, not in it: the enrolment's own dialogs open after the panel closes. */}
          <body.PanelBodyStyle />
          <body.PanelEnrolment enrolRef={enrolRef} />
        </>
      ) : null}
    </>
  );
}
