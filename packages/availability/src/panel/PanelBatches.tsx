/**
 * The panel's content for one opened course (part of the panel's body, loaded on first use):
 * the course detail, then the batches with the 'Class Days & Time' filter, Show all and Enroll.
 * The panel mounts a new one for every opening, so nothing of an earlier course remains.
 */
import { useEffect, useReducer } from 'react';
import { ERROR_MESSAGES, api, defineRoutes, getConfig, interpolate, normaliseCourseDetail, type Batch } from '@yuno/core';
import { EmptyState } from '@yuno/ui';
import { openPanel, panelReducer, type PanelCourse } from './panelState';
import { ClassDaysTimeFilter } from '../filters/ClassDaysTimeFilter';
import { BatchList } from '../batches/BatchList';
import { buildBatchesRequest } from '../batches/batchesRequest';
import { fetchBatches } from '../batches/fetchBatches';
import { useBatchLoader } from '../batches/useBatchLoader';
import { LIST_TEXT } from '../batches/texts';
import type { EnrolmentCourse } from '../enrolment/enrolmentPayload';
import { PANEL_BODY_TEXT } from './texts';
import { FilterRowHold } from './FilterRowHold';
import { availabilityRoutes } from '../routes';

defineRoutes(availabilityRoutes);

export interface PanelBatchesProps {
  course: PanelCourse;
  /** The course's title once its detail has answered (the card may not have sent one). */
  onTitle: (title: string) => void;
  onEnroll: (batch: Batch, course: EnrolmentCourse) => void;
}

export function PanelBatches({ course: opened, onTitle, onEnroll }: PanelBatchesProps) {
  const [state, dispatch] = useReducer(panelReducer, opened, openPanel);
  const { course, detail, detailSeq, filter, list } = state;

  // eslint-disable-next-line react-hooks/exhaustive-deps -- An effect, not the answer's callback: a panel closed meanwhile reports nothing.
  useEffect(() => onTitle(course.title), [course.title]);

  // Opening (or retrying) asks for the course detail; its success asks for the batches.
  useEffect(() => {
    if (detail !== 'loading') return;
    api.get('courseDetail', { params: { courseId: course.id }, query: { user_id: getConfig().userId } }).then(
      (answer) => dispatch({ type: 'detailLoaded', seq: detailSeq, title: normaliseCourseDetail(answer.data).title }),
      () => dispatch({ type: 'detailFailed', seq: detailSeq }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- detailSeq changes with every retry.
  }, [detailSeq, detail]);

  useBatchLoader(
    list.request,
    (limit, offset) => fetchBatches(buildBatchesRequest({ userId: getConfig().userId, courseId: course.id, limit, offset, filter })),
    (action) => dispatch({ type: 'list', action }),
  );

  if (detail === 'failed') {
    return (
      <EmptyState
        title={PANEL_BODY_TEXT.detailFailedTitle}
        message={ERROR_MESSAGES.common}
        action={{ label: LIST_TEXT.retry, onClick: () => dispatch({ type: 'retry' }) }}
      />
    );
  }
  return (
    <>
      {detail === 'ready' ? <ClassDaysTimeFilter applied={filter} onApply={(selection) => dispatch({ type: 'applyFilter', selection })} /> : <FilterRowHold />}
      <BatchList
        state={detail === 'ready' ? list : { ...list, status: 'loading' }}
        showAllLabel={LIST_TEXT.showAll}
        onShowAll={() => dispatch({ type: 'list', action: { type: 'showAll' } })}
        onRetry={() => dispatch({ type: 'retry' })}
        onEnroll={(batch) => onEnroll(batch, { id: course.id, title: course.title })}
      />
      {state.filtered ? (
        // There (empty) from Apply on, before the count arrives: screen readers then announce it.
        <p className="yuno-visually-hidden" role="status">
          {list.status === 'ready' ? interpolate(PANEL_BODY_TEXT.batchCount, { n: list.count }) : ''}
        </p>
      ) : null}
    </>
  );
}
