/**
 * Side effects of the session rules: reading the stored flags, running a decided action,
 * clearing a visitor's sign-up flags. Kept apart from the decision (redirects.ts).
 */
import { navigation, STORAGE_KEYS, api, getConfig, local, session, type UserInfo } from '@yuno/core';
import type { RedirectContext, SessionAction } from './redirects';
import { currentPathAndQuery } from './paths';

/** What the redirect rules read for this user on this page: its address and the stored flags. */
export function redirectContext(user: UserInfo): RedirectContext {
  return {
    user,
    path: window.location.pathname,
    search: window.location.search,
    skipSignUp: Boolean(local.get(STORAGE_KEYS.skipSignUp)),
    paymentState: Boolean(local.get(STORAGE_KEYS.paymentState)),
    userState: session.get(STORAGE_KEYS.returnState),
  };
}

/** Visitors start clean: a sign-up left half-way by someone else must not follow them. */
export function clearVisitorSignUpFlags(): void {
  local.remove(STORAGE_KEYS.signUpFlag);
  local.remove(STORAGE_KEYS.skipSignUp);
}

/** Runs an action; returns a function that cancels a pending redirect. */
export function runSessionAction(action: SessionAction, onActivated: (orgId: number) => void): () => void {
  if (!action) return () => {};
  if (action.type === 'redirect') {
    if (action.rememberReturn) session.set(STORAGE_KEYS.returnState, currentPathAndQuery());
    const timer = setTimeout(() => navigation.go(action.to), action.delayMs);
    return () => clearTimeout(timer);
  }
  // The only organisation becomes the active one, on the server and in this page's view.
  const { userId } = getConfig();
  api.post('switchOrganization', { user_id: userId, org_id: action.orgId }).catch(() => {
    /* logged by the request helper; the page still works with the organisation chosen here */
  });
  onActivated(action.orgId);
  return () => {};
}
