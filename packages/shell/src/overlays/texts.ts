/**
 * Texts of the shell's dialogs that the spec does not give word for word (it names the
 * dialogs and their actions only). The spec's own texts come from core constants.
 */
export const LOGIN_TEXT = {
  login: {
    title: 'Log in to Yuno',
    lead: 'Use your Google account to log in.',
    action: 'Log in with Google',
    switchPrompt: 'New to Yuno?',
    switchAction: 'Sign up',
  },
  signup: {
    title: 'Sign up for Yuno',
    lead: 'Create your account with your Google account.',
    action: 'Sign up with Google',
    switchPrompt: 'Already have an account?',
    switchAction: 'Log in',
  },
  instructorPrompt: 'Want to teach on Yuno?',
  instructorLink: 'Sign up as an instructor',
  redirecting: 'Taking you to Google sign-in…',
} as const;

export const UNAUTHORISED_TEXT = {
  title: 'Not authorised',
  message: "Your account doesn't have permission for this. If you think it should, sign in with another account or contact us.",
  close: 'OK',
} as const;

export const ACCOUNT_TYPE_TEXT = {
  cannotPrefix: 'Cannot',
  actions: { 'org-admin': 'Create your academy', instructor: 'Become an instructor' },
} as const;
