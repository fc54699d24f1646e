/**
 * The side menu's own sign-up rule (spec 1 §4): a learner whose sign-up is pending goes to
 * /sign-up, unless the stored user state is the current page (the sign-up flow sent them
 * here on purpose), or the header's own exceptions hold (a sign-up page, a stored
 * skip-sign-up or payment flag): see signUpRedirectSkipped.
 */
import { ROUTES } from '@yuno/core';
import { isSignUpPending, signUpRedirectSkipped, type RedirectContext } from '../session/redirects';

export function sidebarSignUpRedirect(context: RedirectContext): string | null {
  if (context.user.role !== 'Learner' || !isSignUpPending(context.user)) return null;
  return signUpRedirectSkipped(context) ? null : ROUTES.signUp;
}
