/** The instructor's upcoming classes, and one class on its detail page. */
import { EMPTY_STATE_MESSAGES, PAGE_SIZE, ROUTES } from '@yuno/core';
import type { ColumnConfig, TableConfig } from '../config/types';
import { col } from '../config/columns';
import { SCHEDULE_CLASS_ACTION } from './scheduleClass';

/** A class as the instructor sees it, with Delete (a confirm dialog first). */
const classColumns: ColumnConfig[] = [
  col('title', 'Class', 'text', 'title', { fixed: true }),
  col('when', 'Date and time', 'datetime', 'start'),
  col('course', 'Course', 'text', 'course.title'),
  col('learners', 'Learners', 'text', 'learners_count'),
  col('actions', 'Actions', 'actions', 'id', { roles: ['Instructor'], actions: [{ kind: 'command', command: 'deleteClass', label: 'Delete', danger: true }] }),
];

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
    columns: classColumns,
    actions: [SCHEDULE_CLASS_ACTION],
  },
};

/**
 * One class on its detail page, the class id in the page's address (`?class_id=`): a card,
 * and Delete, which confirms and then goes to the instructor's home (spec 2, "Classes and
 * groups"). Every field stays: there is no column to hide on a page about one class.
 */
export const classDetail: TableConfig = {
  id: 'class-detail',
  title: 'Class',
  view: {
    caption: 'Class',
    route: 'classDetail',
    params: { classId: '$query.class_id' },
    rowKey: 'id',
    pageSize: 1,
    layout: 'cards',
    columns: classColumns.map((column) => ({ ...column, fixed: true })),
    afterDelete: ROUTES.instructor,
  },
};
