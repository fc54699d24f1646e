/** Numeric business constants and limits (spec 1 §9, spec 2 §9). */

/** List page sizes; 20 unless a list says otherwise. */
export const PAGE_SIZE = {
  default: 20,
  resources: 15,
  ieltsResults: 10,
  ieltsResultsBlock: 8,
  courseBatches: 4,
  loadMore: 3,
  instructorDemoClasses: 2,
} as const;

export const INSTRUCTOR_LEARNERS_TABLE = { perPage: 20, limit: 100 } as const;

export const REQUEST_TIMEOUT_MS = 60_000;
/** Third-party posts run without a time-out. */
export const THIRD_PARTY_POST_TIMEOUT_MS = 0;

export const TOAST_DURATION_MS = { error: 5_000, copy: 1_000 } as const;

export const SUGGESTION_MIN_CHARS = 3;
export const SUGGESTION_DEBOUNCE_MS = 700;
export const TABLE_QUERY_DEBOUNCE_MS = 500;

/** Refresh the token once this many minutes or fewer are left. */
export const TOKEN_REFRESH_THRESHOLD_MIN = 10;

export const REDIRECT_DELAY_MS = {
  signIn: 50,
  /** Firefox private windows need longer before the Google sign-in redirect. */
  signInFirefoxPrivate: 5_000,
  signUp: 50,
  loginModalModeClear: 300,
} as const;

export const APP_PROMPT = { hideDays: 1, remindDays: 90 } as const;

/** The browsers that get the app prompt and Get the app (spec 1 §4: Android only). */
export const APP_PROMPT_USER_AGENT = /android/i;

export const COOKIE_LIFETIME_DAYS = 30;

export const PHONE_LENGTH = 10;

/** Widths at or below this are mobile. */
export const MOBILE_BREAKPOINT_PX = 768;

export const MODAL_WIDTH = { default: 920, invite: 500, demo: 388, session: 450, login: 360 } as const;

/** A new class defaults to now plus this many minutes. */
export const NEW_CLASS_DEFAULT_OFFSET_MIN = 5;

export const INSTALLMENT_OPTIONS: readonly number[] = [2, 3];

export const PAGE_CHANGE_DELAY_MS = 400;

/** Categories shown in the filter tree before 'View all'. */
export const FIRST_CATEGORIES_SHOWN = 5;

export const SKELETON_COUNT = { courseCards: 3, batchCards: 2 } as const;

/** Instructor avatars on a course card (indexes 0 to 5). */
export const MAX_INSTRUCTOR_AVATARS = 6;

/** Page-number buttons in the pagination bar. */
export const PAGINATION_WINDOW = 2;

export const BATCHES_RESET_LIMIT = 4;
export const PANEL_DEFAULT_LIMIT = 20;
export const INSTRUCTOR_COURSE_BATCHES_PER_PAGE = 4;

/** The batch list asks for batches from tomorrow on. */
export const ENROLMENT_REQUEST_DATE_OFFSET_DAYS = 1;

export const AVAILABILITY_TABLE = {
  perPage: 50,
  height: 600,
  scrollToRow: '06:30',
  scrollDelayMs: 100,
} as const;

/** Progress bar colour changes above these values (spec 2 §4). */
export const PROGRESS_THRESHOLDS = { orange: 30, yellow: 50, lightGreen: 70, darkGreen: 80 } as const;

/** Response body codes the widgets act on. */
export const RESPONSE_CODE = {
  ok: 200,
  created: 201,
  noContent: 204,
  unauthorised: 401,
  forbidden: 403,
} as const;

export const API_PREFIX = '/wp-json/yuno';
export const API_VERSIONS = ['v1', 'v2', 'v3', 'v4'] as const;
