/**
 * The course availability's own route; the course-availability bundle adds it as it loads
 * (widgets/course-availability.ts). The batches and enrolment routes it shares with the
 * marketing page's availability panel are in ../routes.ts.
 */
import { isRecord, type RouteDefs } from '@yuno/core';

export const courseAvailabilityRoutes = {
  instructorAvailability: { path: 'v4/instructors/{instructorId}/availability', shape: isRecord },
} satisfies RouteDefs;

type CourseAvailabilityRoutes = typeof courseAvailabilityRoutes;
declare module '@yuno/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds names
  interface DeclaredRoutes extends CourseAvailabilityRoutes {}
}
