/** Whether a learner is already enrolled in a course (the 'Alert' before checkout). */
import { alreadyEnrolledCourseId, courseById } from '../fixtures/courses';
import { demoUsers } from '../fixtures/users';
import { noData, ok } from '../envelope';
import { GET, num, type RouteDef } from './shared';

export const enrolmentRoutes = {
  enrollmentStatus: {
    methods: GET,
    handle: ({ params }) => {
      const courseId = num(params.courseId);
      if (!courseById(courseId)) return noData('Course not found', null);
      const enrolled = num(params.userId) === demoUsers.learner.id && courseId === alreadyEnrolledCourseId;
      return ok({ is_enrolled: enrolled, course_id: courseId, user_id: num(params.userId) });
    },
  },
} satisfies Record<string, RouteDef>;
