/**
 * The side menu's own sign-up rule (spec 1 §4): a learner whose sign-up is pending goes to
 * /sign-up, unless the stored user state is the current page (the sign-up flow sent them
 * here on purpose) or they are on a sign-up page already.
 */
import { ROUTES, SIGN_UP_PATHS, type UserInfo } from '@yuno/core';
import { isSignUpPending } from '../session/redirects';
import { isOnAny, samePath } from '../session/paths';

export function sidebarSignUpRedirect(user: UserInfo, path: string, search: string, storedState: string | null): string | null {
  if (user.role !== 'Learner' || !isSignUpPending(user)) return null;
  if (isOnAny(path, SIGN_UP_PATHS)) return null;
  if (storedState && (storedState === `${path}${search}` || samePath(storedState, path))) return null;
  return ROUTES.signUp;
}
