/** The course card's own route; the course-card bundle adds it as it loads (widgets/course-card.ts). */
import { withId, withText, type RouteDefs } from '@yuno/core';

export const courseCardRoutes = {
  courseCard: { path: 'v4/courses/{courseId}/card', shape: (data) => withId(data) && withText('title')(data) },
} satisfies RouteDefs;

type CourseCardRoutes = typeof courseCardRoutes;
declare module '@yuno/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds names
  interface DeclaredRoutes extends CourseCardRoutes {}
}
