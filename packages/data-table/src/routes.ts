/**
 * The tables' routes (spec 2, "Generic data table", "Classes and groups"): the presets', the
 * row commands' and the group dialogs'. The data-table bundle adds them as it loads
 * (widgets/data-table.ts); its parts load after it.
 */
import { rows, withId, type RouteDefs } from '@yuno/core';

export const tableRoutes = {
  learners: { path: 'v4/instructors/{userId}/learners', shape: rows },
  learnerSuggestions: { path: 'v4/users/search', shape: rows },
  groups: { path: 'v4/groups/{userId}', shape: rows },
  createGroup: { path: 'v4/groups' },
  updateGroupLearners: { path: 'v4/groups/learners' },
  updateGroupTitle: { path: 'v4/groups/title' },
  upcomingClasses: { path: 'v4/classes/upcoming/{userId}', shape: rows },
  deleteClass: { path: 'v2/classes/{classId}' },
  /** One class, for its detail page. */
  classDetail: { path: 'v4/classes/detail/{classId}', shape: withId },
  demoClasses: { path: 'v4/classes/demo/{userId}', shape: rows },
  /** A home page's class tab: schedule (this week), upcoming (and ongoing) or past. */
  homeClasses: { path: 'v4/classes/{userId}/{tab}', shape: rows },
  /** The learner's courses: all, upcoming (and ongoing) or past. */
  learnerCourses: { path: 'v4/learners/{userId}/courses/{tab}', shape: rows },
  enrollDemoClass: { path: 'v4/classes/demo/enroll' },
  payments: { path: 'v4/payments/list/{userId}', shape: rows },
  enrollments: { path: 'v4/enrollments/list/{userId}', shape: rows },
  instructorCourses: { path: 'v4/instructors/{userId}/courses', shape: rows },
  courseBatches: { path: 'v4/batches/{courseId}/{tab}', shape: rows },
} satisfies RouteDefs;

type TableRoutes = typeof tableRoutes;
declare module '@yuno/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds names
  interface DeclaredRoutes extends TableRoutes {}
}
