/**
 * Every call the widgets make, by name. Paths are relative to the API base
 * (`…/wp-json/yuno`) and start with their version. Where the spec gives a path it is
 * used as written; the others are the site's usual ones and the page config can
 * replace any of them (`yunoConfig.routes = { name: 'v9/path/{id}' }`).
 * `{name}` placeholders are filled from the call's params and URL-encoded.
 */
export const defaultRoutes = {
  // shell, account and session (spec 1, section 7)
  userInfo: 'v3/user/info/{userId}',
  headerMenuForRole: 'v4/menus/{userId}/role/{role}',
  menu: 'v4/menus/{userId}/{orgId}',
  sidebarMenu: 'v4/menus/{userId}/{orgId}/sidebar',
  switchOrganization: 'v3/user/state',
  courseSuggestions: 'v4/courses/suggestions',
  referralCode: 'v1/referral/code/{userId}',
  generateReferralCode: 'v1/referral/code',
  inviteLink: 'v1/referral/url/{userId}',
  tokenExpiry: 'v1/user/expire/time',
  tokenRefresh: 'v1/google/refresh/token',
  footer: 'v4/footer',
  categories: 'v4/categories',
  // course discovery and enrolment (spec 2, section 7)
  courseFilters: 'v4/courses/filters',
  courseSearch: 'v4/courses/search',
  courseCard: 'v4/courses/{courseId}/card',
  courseDetail: 'v4/courses/{courseId}/detail',
  course: 'v1/courses/{courseId}',
  batches: 'v4/batches/view/list',
  enrollmentStatus: 'v4/enrollments/status/{courseId}/{userId}',
  instructorAvailability: 'v4/instructors/{instructorId}/availability',
  // instructor and learner tables (spec 2, "Generic data table", "Classes and groups")
  learners: 'v4/instructors/{userId}/learners',
  learnerSuggestions: 'v4/users/search',
  groups: 'v4/groups/{userId}',
  createGroup: 'v4/groups',
  updateGroupLearners: 'v4/groups/learners',
  updateGroupTitle: 'v4/groups/title',
  upcomingClasses: 'v4/classes/upcoming/{userId}',
  deleteClass: 'v2/classes/{classId}',
  /** One class, for its detail page. */
  classDetail: 'v4/classes/detail/{classId}',
  demoClasses: 'v4/classes/demo/{userId}',
  /** A home page's class tab: schedule (this week), upcoming (and ongoing) or past. */
  homeClasses: 'v4/classes/{userId}/{tab}',
  /** The learner's courses: all, upcoming (and ongoing) or past. */
  learnerCourses: 'v4/learners/{userId}/courses/{tab}',
  enrollDemoClass: 'v4/classes/demo/enroll',
  payments: 'v4/payments/list/{userId}',
  enrollments: 'v4/enrollments/list/{userId}',
  instructorCourses: 'v4/instructors/{userId}/courses',
  courseBatches: 'v4/batches/{courseId}/{tab}',
} as const;

export type RouteName = keyof typeof defaultRoutes;
export type RouteMap = Record<RouteName, string>;
export type RouteParams = Record<string, string | number | boolean | null | undefined>;

/** Fills `{name}` placeholders; a missing param is an error, not a silent "undefined" in a URL. */
export function fillPath(template: string, params: RouteParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing route parameter "${key}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Merges the page's overrides over the defaults, ignoring names and values that are not routes. */
export function resolveRoutes(overrides?: unknown): RouteMap {
  const routes: RouteMap = { ...defaultRoutes };
  if (overrides && typeof overrides === 'object') {
    for (const [name, path] of Object.entries(overrides as Record<string, unknown>)) {
      if (name in routes && typeof path === 'string' && path.trim() !== '') {
        routes[name as RouteName] = path.trim().replace(/^\/+/, '');
      }
    }
  }
  return routes;
}
