/**
 * The learner's home page and courses (spec 1 "Tab sets and filters"). The spec names the
 * tabs; which rows each holds is the site's: the courses tabs ask `learnerCourses` for all,
 * current or ended enrolments.
 */
import { EMPTY_STATE_MESSAGES, PAGE_SIZE, TAB_SETS } from '@yuno/core';
import type { TableConfig, ViewConfig } from '../config/types';
import { col } from '../config/columns';
import { classesView } from './classViews';

const [schedule, upcoming, past] = TAB_SETS.learnerHome;

export const learnerHome: TableConfig = {
  id: 'learner-home',
  title: 'My classes',
  tabs: [
    { id: 'schedule', label: schedule, view: classesView(schedule, 'schedule', 'learner') },
    { id: 'upcoming', label: upcoming, view: classesView(upcoming, 'upcoming', 'learner') },
    { id: 'past', label: past, view: classesView(past, 'past', 'learner') },
  ],
};

function coursesView(caption: string, tab: 'all' | 'upcoming' | 'past'): ViewConfig {
  return {
    caption,
    route: 'learnerCourses',
    params: { userId: 'self', tab },
    rowKey: 'id',
    pageSize: PAGE_SIZE.default,
    emptyText: EMPTY_STATE_MESSAGES.notEnrolled,
    columns: [
      col('course', 'Course', 'link', 'course.title', { extra: 'course.url', fixed: true }),
      col('academy', 'Academy', 'user', 'academy.name', { extra: 'academy.logo', hiddenByDefault: true }),
      col('batch', 'Batch', 'text', 'batch.name', { hiddenByDefault: true }),
      col('instructor', 'Instructor', 'user', 'instructor.full_name', { extra: 'instructor.image' }),
      col('progress', 'Progress', 'progress', 'progress.percentage'),
      col('status', 'Status', 'status', 'status'),
      col('starts', 'Starts on', 'date', 'starts_on'),
      col('ends', 'Ends on', 'date', 'ends_on'),
    ],
  };
}

const [myCourses, current, ended] = TAB_SETS.learnerCourses;

export const learnerCourses: TableConfig = {
  id: 'learner-courses',
  title: 'My courses',
  tabs: [
    { id: 'all', label: myCourses, view: coursesView(myCourses, 'all') },
    { id: 'upcoming', label: current, view: coursesView(current, 'upcoming') },
    { id: 'past', label: ended, view: coursesView(ended, 'past') },
  ],
};
