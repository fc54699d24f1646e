/** The instructor's upcoming classes. */
import { EMPTY_STATE_MESSAGES, PAGE_SIZE } from '@yuno/core';
import type { TableConfig } from '../config/types';
import { col } from '../config/columns';
import { SCHEDULE_CLASS_ACTION } from './scheduleClass';

export const upcomingClasses: TableConfig = {
  id: 'upcoming-classes',
  title: 'Upcoming classes',
  view: {
    caption: 'Upcoming classes',
    route: 'upcomingClasses',
    params: { userId: 'self' },
    rowKey: 'id',
    entity: 'class',
    pageSize: PAGE_SIZE.default,
    emptyText: EMPTY_STATE_MESSAGES.noClassScheduled,
    columns: [
      col('title', 'Class', 'text', 'title', { fixed: true }),
      col('when', 'Date and time', 'datetime', 'start'),
      col('course', 'Course', 'text', 'course.title'),
      col('learners', 'Learners', 'text', 'learners_count'),
      col('actions', 'Actions', 'actions', 'id', { roles: ['Instructor'], actions: [{ kind: 'command', command: 'deleteClass', label: 'Delete', danger: true }] }),
    ],
    actions: [SCHEDULE_CLASS_ACTION],
  },
};
