/** The instructor's courses: a card per course with its batches in Upcoming & Ongoing and Past tabs. */
import { EMPTY_STATE_MESSAGES, INSTRUCTOR_COURSE_BATCHES_PER_PAGE, PAGE_SIZE, TAB_SETS, TIME_OF_DAY_OPTIONS } from '@yuno/core';
import type { TableConfig, ViewConfig } from '../config/types';
import { col } from '../config/columns';

const [upcomingLabel, pastLabel] = TAB_SETS.instructorCourseBatches;

/** One course's batches: Upcoming & Ongoing and Past tabs, 4 per page, by time of day. */
const courseBatches = (tab: 'upcoming' | 'past'): ViewConfig => ({
  caption: tab === 'upcoming' ? upcomingLabel : pastLabel,
  route: 'courseBatches',
  params: { courseId: '$row.id', tab: '$tab' },
  rowKey: 'batch_id',
  pageSize: INSTRUCTOR_COURSE_BATCHES_PER_PAGE,
  columns: [
    col('batch', 'Batch', 'text', 'batch_name', { fixed: true }),
    col('starts', 'Starts on', 'date', 'starts_on'),
    col('ends', 'Ends on', 'date', 'ends_on'),
    col('instructor', 'Instructor', 'user', 'instructor.full_name', { extra: 'instructor.image.url' }),
    col('seats', 'Learners', 'text', 'enrolled_count'),
    col('status', 'Status', 'status', 'status'),
  ],
  filters: [
    {
      id: 'time',
      label: 'Time of day',
      type: 'select',
      param: 'batch_time',
      options: TIME_OF_DAY_OPTIONS.map((o, i) => ({ value: i === 0 ? '' : o.slug, label: o.label })),
    },
  ],
});

export const instructorCourses: TableConfig = {
  id: 'instructor-courses',
  title: 'My courses',
  view: {
    caption: 'My courses',
    route: 'instructorCourses',
    params: { userId: 'self' },
    rowKey: 'id',
    pageSize: PAGE_SIZE.default,
    layout: 'cards',
    // An instructor teaching no course (spec 1, "Empty-state messages"), when the server says nothing.
    emptyText: EMPTY_STATE_MESSAGES.instructorNoCourse,
    columns: [
      col('title', 'Course', 'link', 'title', { extra: 'url', fixed: true }),
      col('category', 'Category', 'text', 'category.name'),
      col('academy', 'Academy', 'user', 'academy.name', { extra: 'academy.logo_url.url' }),
      col('weeks', 'Weeks', 'text', 'duration_weeks'),
    ],
    detail: {
      id: 'batches',
      title: 'Batches',
      tabs: [
        { id: 'upcoming', label: upcomingLabel, view: courseBatches('upcoming') },
        { id: 'past', label: pastLabel, view: courseBatches('past') },
      ],
    },
  },
};
