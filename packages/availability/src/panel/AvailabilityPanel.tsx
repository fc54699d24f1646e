/**
 * The availability side panel (spec 2 §2): opened by See Availability on any course card of
 * the page (the 'availability:open' event), it shows the course's upcoming batches with the
 * 'Class Days & Time' filter, Show all and Enroll.
 */
import { useEffect, useReducer } from 'react';
import { ERROR_MESSAGES, api, events, getConfig, normaliseCourseDetail, type Batch } from '@yuno/core';
import { Dialog, EmptyState } from '@yuno/ui';
import { panelReducer, initialPanel } from './panelState';
import { ClassDaysTimeFilter } from '../filters/ClassDaysTimeFilter';
import { BatchList } from '../batches/BatchList';
import { buildBatchesRequest } from '../batches/batchesRequest';
import { fetchBatches } from '../batches/fetchBatches';
import { useBatchLoader } from '../batches/useBatchLoader';
import { LIST_TEXT } from '../batches/texts';
import { useEnrolment } from '../enrolment/useEnrolment';
import { PANEL_TEXT } from './texts';

export function AvailabilityPanel() {
  const [state, dispatch] = useReducer(panelReducer, initialPanel);
  const { enrol, view } = useEnrolment();
  const { course, detail, detailSeq, filter, list } = state;

  useEffect(
    () =>
      events.on('availability:open', (detail) => {
        const id = Number(detail?.courseId);
        if (!Number.isInteger(id) || id <= 0) return;
        const text = (v: unknown) => (typeof v === 'string' ? v : '');
        dispatch({ type: 'open', course: { id, title: text(detail.title), category: text(detail.category) } });
      }),
    [],
  );

  // Opening (or retrying) asks for the course detail; its success asks for the batches.
  useEffect(() => {
    if (detail !== 'loading' || !course) return;
    api.get('courseDetail', { params: { courseId: course.id }, query: { user_id: getConfig().userId } }).then(
      (answer) => dispatch({ type: 'detailLoaded', seq: detailSeq, title: normaliseCourseDetail(answer.data).title }),
      () => dispatch({ type: 'detailFailed', seq: detailSeq }),
    );
    // detailSeq changes with every open and retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detailSeq, detail]);

  useBatchLoader(
    list.request,
    (limit, offset) => fetchBatches(buildBatchesRequest({ userId: getConfig().userId, courseId: course?.id ?? 0, limit, offset, filter })),
    (action) => dispatch({ type: 'list', action }),
  );

  const close = () => dispatch({ type: 'close' });
  const onEnroll = (batch: Batch) => {
    if (!course) return;
    close();
    enrol(batch, { id: course.id, title: course.title });
  };

  return (
    <>
      <Dialog open={state.open} onClose={close} title={course?.title || PANEL_TEXT.fallbackTitle} placement="right" width={500}>
        <div className="yuno-panel">
          {course?.category ? <p className="yuno-panel__category">{course.category}</p> : null}
          {detail === 'failed' ? (
            <EmptyState
              title={PANEL_TEXT.detailFailedTitle}
              message={ERROR_MESSAGES.common}
              action={{ label: PANEL_TEXT.retry, onClick: () => dispatch({ type: 'retry' }) }}
            />
          ) : (
            <>
              {detail === 'ready' ? (
                <ClassDaysTimeFilter applied={filter} onApply={(selection) => dispatch({ type: 'applyFilter', selection })} />
              ) : null}
              <BatchList
                state={detail === 'ready' ? list : { ...list, status: 'loading' }}
                showAllLabel={LIST_TEXT.showAll}
                onShowAll={() => dispatch({ type: 'list', action: { type: 'showAll' } })}
                onRetry={() => dispatch({ type: 'retry' })}
                onEnroll={onEnroll}
              />
            </>
          )}
        </div>
      </Dialog>
      {view}
    </>
  );
}
