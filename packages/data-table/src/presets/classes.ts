/** Upcoming classes of the instructor, and demo classes a learner can join. */
import { EMPTY_STATE_MESSAGES, PAGE_SIZE, ROUTES, SCHEDULE_NEW_CLASS_TEXT } from '@yuno/core';
import type { TableConfig } from '../config/types';
import { col } from '../config/columns';

export const upcomingClasses: TableConfig = {
  id: 'upcoming-classes',
  title: 'Upcoming classes',
  view: {
    caption: 'Upcoming classes',
    route: 'upcomingClasses',
    params: { userId: 'self' },
    rowKey: 'id',
    pageSize: PAGE_SIZE.default,
    emptyText: EMPTY_STATE_MESSAGES.noClassScheduled,
    columns: [
      col('title', 'Class', 'text', 'title', { fixed: true }),
      col('when', 'Date and time', 'datetime', 'start'),
      col('course', 'Course', 'text', 'course.title'),
      col('learners', 'Learners', 'text', 'learners_count'),
      col('actions', 'Actions', 'actions', 'id', { roles: ['Instructor'], actions: [{ kind: 'command', command: 'deleteClass', label: 'Delete' }] }),
    ],
    actions: [{ kind: 'link', label: SCHEDULE_NEW_CLASS_TEXT, href: ROUTES.classSchedule, roles: ['Instructor'] }],
  },
};

export const learnerClasses: TableConfig = {
  id: 'learner-classes',
  title: 'Demo classes',
  view: {
    caption: 'Demo classes',
    route: 'demoClasses',
    params: { userId: 'self' },
    rowKey: 'id',
    pageSize: PAGE_SIZE.loadMore,
    paging: 'more',
    emptyText: EMPTY_STATE_MESSAGES.noClassesForLearner,
    columns: [
      col('title', 'Class', 'text', 'title', { fixed: true }),
      col('subject', 'Subject', 'text', 'category'),
      col('instructor', 'Instructor', 'user', 'instructor.full_name', { extra: 'instructor.image' }),
      col('when', 'Starts', 'datetime', 'start_date'),
      col('seats', 'Seats left', 'text', 'seats_left'),
      col('actions', 'Actions', 'actions', 'id', {
        actions: [{ kind: 'command', command: 'enrolDemo', label: 'Enroll', doneField: 'is_enrolled', doneLabel: 'Enrolled' }],
      }),
    ],
  },
};
