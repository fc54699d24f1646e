/** Site routes (spec 1 §2, spec 2 §2). */

/**
 * The site's pages that the widgets link to or send people to. The kit carries this object to
 * every page, so the spec's other pages are in SITE_PAGES, which no widget bundles.
 */
export const ROUTES = {
  login: '/login/',
  logout: '/logout/',
  /** Where the session-expired prompt sends the user on close. */
  logoutNoSlash: '/logout',
  /** The home link is written without the trailing slash (the route table also lists '/learner/'). */
  learnerHome: '/learner',
  instructor: '/instructor',
  bookmarks: '/my-bookmarks/',
  enrolledCourses: '/learner-courses/',
  subscribedCategories: '/subscribed-categories',
  settings: '/settings/',
  search: '/search/',
  signUp: '/sign-up',
  instructorSignUp: '/instructor-sign-up',
  becomeInstructorIelts: '/ielts/become-an-instructor',
  accountDisabled: '/account-disabled',
  selectOrganization: '/select-an-organization',
  createOrganization: '/create-organization-account',
  classSchedule: '/class-schedule',
  checkout: '/checkout/',
  earnings: '/earnings/',
  howItWorks: '/how-it-works/',
} as const;

/**
 * The spec's other pages, which no widget links to (the footer's and the menus' links come from
 * the API): for the site's own code and tests.
 */
export const SITE_PAGES = {
  signup: '/login/?type=signup',
  createAcademy: '/create-academy/',
  becomeInstructor: '/become-an-instructor/',
  studyAbroad: '/for-study-abroad-and-immigration-companies/',
  blog: '/blog/',
  privacyPolicy: '/privacy-policy/',
  termsOfUse: '/terms-of-use/',
  demoClasses: '/demo-classes',
  codingForKids: '/coding-for-kids',
  englishSpeaking: '/english-speaking',
  scratchCourse: '/course/learn-to-code-with-mit-scratch',
} as const;

export type RouteKey = keyof typeof ROUTES;

/** Both logout forms the spec lists. */
export const LOGOUT_PATHS: readonly string[] = ['/logout/', '/logout'];

/** Pages where the pending-sign-up redirect is skipped. */
export const SIGN_UP_PATHS: readonly string[] = ['/sign-up', '/instructor-sign-up'];

/** Demo-class landing pages live under this prefix (one per subject). */
export const FOR_ADS_PREFIX = '/for-ads/';
export const FOR_ADS_SUBJECTS: readonly string[] = ['ielts', 'english speaking', 'pte', 'duolingo', 'toefl', 'french'];

/** Footer course pages the spec names. */
export const FOOTER_COURSE_PATHS: readonly string[] = ['/ielts', '/english-speaking/students/', '/microsoft-excel/resources/'];

/** '/search/?state={json}'. */
export function searchPath(state: unknown): string {
  return `${ROUTES.search}?state=${encodeURIComponent(JSON.stringify(state))}`;
}

/** Course pages live at /{subject}/courses/. */
export function coursePagePath(subject: string): string {
  return `/${encodeURIComponent(subject)}/courses/`;
}

/** '/class-schedule' with the optional learnerID or groupID query. */
export function classSchedulePath(query: { learnerID?: number | string; groupID?: number | string } = {}): string {
  const params = new URLSearchParams();
  if (query.learnerID !== undefined) params.set('learnerID', String(query.learnerID));
  if (query.groupID !== undefined) params.set('groupID', String(query.groupID));
  const qs = params.toString();
  return qs ? `${ROUTES.classSchedule}?${qs}` : ROUTES.classSchedule;
}
