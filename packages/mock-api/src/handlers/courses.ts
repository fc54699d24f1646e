/** One course: card, detail, course page; and an instructor's weekly availability. */
import { availabilityGrid } from '../fixtures/availability';
import { courseById } from '../fixtures/courses';
import { toCourseCard, toCourseDetail, toCoursePage } from '../fixtures/courseViews';
import { DEACTIVE_INSTRUCTOR_ID, instructorById } from '../fixtures/people';
import { noData, ok } from '../envelope';
import { GET, num, type RouteDef } from './shared';

const NO_COURSE = 'Course not found';

export const courseRoutes = {
  courseCard: {
    methods: GET,
    handle: ({ params }) => {
      const course = courseById(num(params.courseId));
      return course ? ok(toCourseCard(course)) : noData(NO_COURSE, null);
    },
  },
  courseDetail: {
    methods: GET,
    handle: ({ params }) => {
      const course = courseById(num(params.courseId));
      return course ? ok(toCourseDetail(course)) : noData(NO_COURSE, null);
    },
  },
  course: {
    methods: GET,
    handle: ({ params }) => {
      const course = courseById(num(params.courseId));
      return course ? ok(toCoursePage(course)) : noData(NO_COURSE, null);
    },
  },
  instructorAvailability: {
    methods: GET,
    handle: ({ params }) => {
      const id = num(params.instructorId);
      // A deactivated instructor takes no bookings.
      if (!instructorById(id) || id === DEACTIVE_INSTRUCTOR_ID) return noData('No availability found', { rows: [], columns: [] });
      const grid = availabilityGrid(id);
      return ok(grid, { count: grid.rows.length });
    },
  },
} satisfies Record<string, RouteDef>;
