/**
 * The routes that the course availability and the availability panel's body share (spec 2
 * §7): the course detail, the batch list and the enrolment status. Each module that calls one
 * adds them as it loads, so the bundles that hold those modules bring them: the runtime, which
 * every page loads, does not (the marketing page fetches the panel's body when someone opens it).
 */
import { isRecord, list, type RouteDefs } from '@yuno/core';

export const availabilityRoutes = {
  courseDetail: { path: 'v4/courses/{courseId}/detail', shape: isRecord },
  batches: { path: 'v4/batches/view/list', shape: list },
  enrollmentStatus: { path: 'v4/enrollments/status/{courseId}/{userId}', shape: isRecord },
} satisfies RouteDefs;

type AvailabilityRoutes = typeof availabilityRoutes;
declare module '@yuno/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds names
  interface DeclaredRoutes extends AvailabilityRoutes {}
}
