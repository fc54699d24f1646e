/**
 * Starts the Google sign-in (spec 1 §4): the current path and query are stored as the
 * return state, then the browser goes to the sign-in address after 50 ms (5 s in a Firefox
 * private window). Shared by the login dialog, the session-expired dialog and Switch account.
 */
import { navigation, REDIRECT_DELAY_MS, ROUTES, STORAGE_KEYS, getConfig, safeUrl, session } from '@yuno/core';
import { currentPathAndQuery } from '../session/paths';
import { buildLoginUrl, isFirefoxPrivateWindow, trackingFor, type LoginMode, type ScopeVariant } from './loginUrl';

export interface StartLoginOptions {
  mode?: LoginMode;
  scope?: ScopeVariant;
  /** Google's `prompt` ('select_account' for Switch account). */
  prompt?: string;
}

export function signInDelay(nav: Navigator = navigator): number {
  return isFirefoxPrivateWindow(nav) ? REDIRECT_DELAY_MS.signInFirefoxPrivate : REDIRECT_DELAY_MS.signIn;
}

export function loginUrlFor({ mode = 'login', scope, prompt }: StartLoginOptions = {}): string {
  const config = getConfig();
  const returnTo = currentPathAndQuery();
  return buildLoginUrl({
    loginUrl: safeUrl(config.loginUrl) || ROUTES.login,
    clientId: config.googleClientId,
    redirectUri: `${window.location.origin}${ROUTES.login}`,
    state: {
      redirect_url: returnTo,
      mode,
      ...(scope ? { scope } : {}),
      tracking: trackingFor(window.location.pathname, window.location.search, document.title),
    },
    prompt,
  });
}

/** Returns a function that cancels the pending redirect. */
export function startLogin(options: StartLoginOptions = {}): () => void {
  session.set(STORAGE_KEYS.returnState, currentPathAndQuery());
  const url = loginUrlFor(options);
  const timer = setTimeout(() => navigation.go(url), signInDelay());
  return () => clearTimeout(timer);
}
