/**
 * The redirect rules of a signed-in page (spec 1 §4), as one pure decision so every rule is
 * tested without a browser. The header runs the decision once user info has loaded.
 */
import { REDIRECT_DELAY_MS, ROUTES, SIGN_UP_PATHS, type UserInfo } from '@yuno/core';
import { isOnAny, samePath } from './paths';

export interface RedirectContext {
  user: UserInfo;
  /** The current path (pathname only). */
  path: string;
  /** A skip-sign-up flag is stored. */
  skipSignUp: boolean;
  /** A saved payment state is stored (a checkout hand-off is under way). */
  paymentState: boolean;
  /** The stored user state (the page the sign-up flow last sent the user to), if any. */
  userState?: string | null;
  /** The current query, read with userState. */
  search?: string;
}

export type SessionAction =
  | { type: 'redirect'; to: string; delayMs: number; rememberReturn: boolean }
  /** An org-admin with exactly one organisation and none active: make it the active one. */
  | { type: 'activate-organization'; orgId: number }
  | null;

const redirect = (to: string, delayMs = 0, rememberReturn = false): SessionAction => ({
  type: 'redirect',
  to,
  delayMs,
  rememberReturn,
});

export const isDeactivatedInstructor = (user: UserInfo) => user.role === 'Instructor' && user.account_status.trim().toLowerCase() === 'de-active';

export const isSignUpPending = (user: UserInfo) => user.is_signup_completed.trim().toLowerCase() === 'pending';

/** An org-admin without an active organisation (current_state.org_id missing or 0). */
export const needsActiveOrganization = (user: UserInfo) => user.role === 'org-admin' && !user.current_state.org_id;

export function signUpPathFor(user: UserInfo): string {
  return user.role === 'Instructor' ? ROUTES.instructorSignUp : ROUTES.signUp;
}

/**
 * Where a pending sign-up does not send anyone to sign-up. The header's exceptions (a sign-up
 * page, a stored skip-sign-up or payment flag) and the side menu's (a learner whose stored
 * user state is this page) hold for both rules: either rule alone would otherwise redirect
 * where the other's exception says not to.
 */
export function signUpRedirectSkipped({ user, path, search = '', skipSignUp, paymentState, userState }: RedirectContext): boolean {
  if (isOnAny(path, SIGN_UP_PATHS) || skipSignUp || paymentState) return true;
  return user.role === 'Learner' && !!userState && (userState === `${path}${search}` || samePath(userState, path));
}

export function decideSessionAction(context: RedirectContext): SessionAction {
  const { user, path } = context;
  if (isDeactivatedInstructor(user)) {
    return samePath(path, ROUTES.accountDisabled) ? null : redirect(ROUTES.accountDisabled);
  }
  if (isSignUpPending(user)) {
    return signUpRedirectSkipped(context) ? null : redirect(signUpPathFor(user), REDIRECT_DELAY_MS.signUp);
  }
  if (needsActiveOrganization(user)) {
    const orgs = user.org_id;
    if (orgs.length > 1) {
      return samePath(path, ROUTES.selectOrganization) ? null : redirect(ROUTES.selectOrganization, 0, true);
    }
    if (orgs.length === 1) return { type: 'activate-organization', orgId: orgs[0].id };
    return samePath(path, ROUTES.createOrganization) ? null : redirect(ROUTES.createOrganization);
  }
  return null;
}
