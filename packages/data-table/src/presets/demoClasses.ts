/**
 * Demo classes: those a learner can join, 3 at a time (the load-more module); an instructor
 * is given their own, 2 at a time (spec §9: "2 (instructor demo classes)").
 */
import { EMPTY_STATE_MESSAGES, PAGE_SIZE } from '@yuno/core';
import type { TableConfig } from '../config/types';
import { col } from '../config/columns';

export const learnerClasses: TableConfig = {
  id: 'learner-classes',
  title: 'Demo classes',
  view: {
    caption: 'Demo classes',
    route: 'demoClasses',
    params: { userId: 'self' },
    rowKey: 'id',
    pageSize: PAGE_SIZE.loadMore,
    pageSizeFor: { Instructor: PAGE_SIZE.instructorDemoClasses },
    paging: 'more',
    emptyText: EMPTY_STATE_MESSAGES.noClassesForLearner,
    columns: [
      col('title', 'Class', 'text', 'title', { fixed: true }),
      col('subject', 'Subject', 'text', 'category', { hiddenByDefault: true }),
      col('instructor', 'Instructor', 'user', 'instructor.full_name', { extra: 'instructor.image' }),
      col('when', 'Starts', 'datetime', 'start_date'),
      col('seats', 'Seats left', 'text', 'seats_left', { hiddenByDefault: true }),
      col('actions', 'Actions', 'actions', 'id', {
        actions: [{ kind: 'command', command: 'enrolDemo', label: 'Enroll', doneField: 'is_enrolled', doneLabel: 'Enrolled' }],
      }),
    ],
  },
};
