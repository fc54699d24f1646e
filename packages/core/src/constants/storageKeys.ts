/**
 * Browser storage keys. The spec names only paymentState; the other names are ours, kept
 * in one place so every widget reads and writes the same key.
 */
export const STORAGE_KEYS = {
  /** local: the enrolment hand-off to checkout. */
  paymentState: 'paymentState',
  /** session: the path and query to return to after login / sign-up (also compared by the sidebar). */
  returnState: 'userState',
  /** session: set by 'Switch Account'. */
  chooseAccount: 'isChooseAccount',
  /** local: skips the pending-sign-up redirect. */
  skipSignUp: 'skipSignUp',
  /** session: landing-page record of a visitor. */
  landingPage: 'landingPage',
  /** session: side menu collapse state. */
  sidebarCollapsed: 'sidebarCollapsed',
  /** session: cached menu, only once sign-up is completed. */
  menuCache: 'yunoMenu',
  /** local: demo-class enrol state. */
  demoState: 'demoState',
  /** local: 'pending' while the visitor's sign-up is incomplete. */
  signUpFlag: 'isSignUp',
  /** local: quiz flag, cleared when the login dialog closes. */
  quizFlag: 'isQuiz',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Cookie names. */
export const COOKIE_NAMES = {
  /** Hides the Android app prompt for a day after closing. */
  appPromptHidden: 'yunoAppPromptHidden',
} as const;
