/**
 * The learner's and the instructor's home pages and the learner's courses (spec 1 "Tab sets
 * and filters"). The spec names the tabs; which rows each holds is the site's: the home tabs
 * ask `homeClasses` for this week's, the upcoming and ongoing, or the past classes (with their
 * recordings), the courses tabs ask `learnerCourses` for all, current or ended enrolments.
 */
import { EMPTY_STATE_MESSAGES, PAGE_SIZE, ROUTES, SCHEDULE_NEW_CLASS_TEXT, TAB_SETS } from '@yuno/core';
import type { ColumnConfig, TableConfig, ViewConfig } from '../config/types';
import { col } from '../config/columns';

type Who = 'learner' | 'instructor';

function classesView(caption: string, tab: 'schedule' | 'upcoming' | 'past', who: Who): ViewConfig {
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
    pageSize: PAGE_SIZE.default,
    emptyText: who === 'learner' ? EMPTY_STATE_MESSAGES.noClassesForLearner : EMPTY_STATE_MESSAGES.noClassScheduled,
    columns,
    actions: who === 'instructor' ? [{ kind: 'link', label: SCHEDULE_NEW_CLASS_TEXT, href: ROUTES.classSchedule, roles: ['Instructor'] }] : undefined,
  };
}

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

const [instructorUpcoming, instructorPast] = TAB_SETS.instructorHome;

export const instructorHome: TableConfig = {
  id: 'instructor-home',
  title: 'My classes',
  tabs: [
    { id: 'upcoming', label: instructorUpcoming, view: classesView(instructorUpcoming, 'upcoming', 'instructor') },
    { id: 'past', label: instructorPast, view: classesView(instructorPast, 'past', 'instructor') },
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
      col('academy', 'Academy', 'user', 'academy.name', { extra: 'academy.logo' }),
      col('batch', 'Batch', 'text', 'batch.name'),
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
