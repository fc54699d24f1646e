/**
 * The Course Availability section of a course page (spec 2 §2): 'Group Classes' with the
 * course's batches and '1-to-1 Classes' with its instructors, as the course offers them.
 */
import { useEffect, useReducer } from 'react';
import { ERROR_MESSAGES, NO_BATCHES_MESSAGE, PAGE_SIZE, getConfig, isApiError, normaliseCourse, type Batch } from '@yuno/core';
import { EmptyState, Tabs } from '@yuno/ui';
import { useApi } from '@yuno/runtime';
import { batchListReducer, initialBatchList } from '../batches/batchList';
import { BatchListSkeleton } from '../batches/BatchListSkeleton';
import { buildBatchesRequest } from '../batches/batchesRequest';
import { fetchBatches } from '../batches/fetchBatches';
import { useBatchLoader } from '../batches/useBatchLoader';
import { useEnrolment } from '../enrolment/useEnrolment';
import { GroupClasses } from './GroupClasses';
import { OneToOne } from './OneToOne';
import { visibleTabs } from './visibleTabs';
import { COURSE_TEXT } from './texts';

export interface CourseAvailabilityProps {
  courseId: number;
}

export function CourseAvailability({ courseId }: CourseAvailabilityProps) {
  const answer = useApi<unknown>(['course', { courseId }]);
  const course = answer.data ? normaliseCourse(answer.data.data) : null;
  const tabs = course ? visibleTabs(course.personalization) : [];
  const hasGroupTab = tabs.some((t) => t.slug === '1-Many');
  const [list, dispatch] = useReducer(batchListReducer, initialBatchList);
  const { enrol, view } = useEnrolment(courseId);

  // The group tab's batches are kept here, so switching tabs does not lose them.
  useEffect(() => {
    if (hasGroupTab) dispatch({ type: 'reset', limit: PAGE_SIZE.courseBatches });
  }, [hasGroupTab, courseId]);

  useBatchLoader(list.request, (limit, offset) => fetchBatches(buildBatchesRequest({ userId: getConfig().userId, courseId, limit, offset })), dispatch);

  if (!course) {
    if (answer.error) {
      const missing = isApiError(answer.error) && answer.error.code === 204;
      return (
        <div className="yuno-course-availability">
          <EmptyState
            title={missing ? undefined : COURSE_TEXT.courseFailedTitle}
            message={missing ? COURSE_TEXT.courseMissing : ERROR_MESSAGES.common}
            action={missing ? undefined : { label: COURSE_TEXT.retry, onClick: () => void answer.mutate() }}
          />
        </div>
      );
    }
    return <BatchListSkeleton className="yuno-course-availability" label={COURSE_TEXT.loading} />;
  }

  const onEnroll = (batch: Batch) => enrol(batch, { id: course.id || courseId, title: course.title });

  return (
    <div className="yuno-course-availability">
      {tabs.length === 0 ? (
        <EmptyState message={NO_BATCHES_MESSAGE} />
      ) : (
        <Tabs
          label={COURSE_TEXT.tabsLabel}
          defaultValue={tabs[0].slug}
          tabs={tabs.map((tab) => ({
            id: tab.slug,
            label: tab.label,
            content:
              tab.slug === '1-Many' ? (
                <GroupClasses
                  list={list}
                  onShowAll={() => dispatch({ type: 'showAll' })}
                  onRetry={() => dispatch({ type: 'reset', limit: PAGE_SIZE.courseBatches })}
                  onEnroll={onEnroll}
                />
              ) : (
                <OneToOne instructors={course.mapped_instructors} />
              ),
          }))}
        />
      )}
      {view}
    </div>
  );
}
