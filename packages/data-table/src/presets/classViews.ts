/**
 * A home page's class views (spec 1 "Tab sets and filters"): this week's, the upcoming and
 * ongoing, or the past classes (with their recordings), from `homeClasses`.
 */
import { EMPTY_STATE_MESSAGES, PAGE_SIZE } from '@yuno/core';
import type { ColumnConfig, ViewConfig } from '../config/types';
import { col } from '../config/columns';
import { SCHEDULE_CLASS_ACTION } from './scheduleClass';

export type Who = 'learner' | 'instructor';

export function classesView(caption: string, tab: 'schedule' | 'upcoming' | 'past', who: Who): ViewConfig {
  const columns: ColumnConfig[] = [
    col('title', 'Class', 'text', 'title', { fixed: true }),
    col('when', 'Date and time', 'datetime', 'start'),
    col('course', 'Course', 'text', 'course.title'),
    who === 'learner'
      ? col('instructor', 'Instructor', 'user', 'instructor.full_name', { extra: 'instructor.image' })
      : col('learners', 'Learners', 'text', 'learners_count'),
  ];
  if (tab === 'past') columns.push(col('recording', 'Recording', 'link', 'recording.label', { extra: 'recording.url' }));
  return {
    caption,
    route: 'homeClasses',
    params: { userId: 'self', tab },
    rowKey: 'id',
    entity: 'class',
    pageSize: PAGE_SIZE.default,
    emptyText: who === 'learner' ? EMPTY_STATE_MESSAGES.noClassesForLearner : EMPTY_STATE_MESSAGES.noClassScheduled,
    columns,
    actions: who === 'instructor' ? [SCHEDULE_CLASS_ACTION] : undefined,
  };
}
