/**
 * The header's session duties (spec 1 §4): announce the user to the other widgets, apply
 * the redirect rules once user info has loaded, keep the token fresh, and clear a
 * visitor's stored sign-up flags.
 */
import { useEffect, useRef } from 'react';
import { api, asNumber, events, isSessionOver, getConfig, updateConfig, type ApiEnvelope, type UserInfo } from '@yuno/core';
import { useApi, type UserInfoState } from '@yuno/runtime';
import { decideSessionAction } from './redirects';
import { clearVisitorSignUpFlags, redirectContext, runSessionAction } from './sessionActions';
import { joinTokenLoop } from './tokenLoop';

const profileKey = (user: UserInfo | null) =>
  user ? [user.role, user.email, user.account_status, user.is_signup_completed, user.current_state.org_id].join('|') : '';

export function useSession({ loggedIn, user, error }: UserInfoState): void {
  const { userId } = getConfig();
  // Same key as useUserInfo: the page cache answers it from the one request.
  const { data: envelope, mutate } = useApi<unknown>(loggedIn ? ['userInfo', { userId }] : null);
  const cache = useRef({ envelope, mutate });
  cache.current = { envelope, mutate };
  const key = profileKey(user);
  const userRef = useRef(user);
  userRef.current = user;

  useEffect(() => {
    if (!loggedIn) clearVisitorSignUpFlags();
  }, [loggedIn]);

  useEffect(() => {
    const current = userRef.current;
    if (current) {
      events.emit('user:loaded', { user: current });
      events.emit('role:announced', { role: current.role });
    } else if (error) {
      events.emit('user:loaded', { user: null, error: error.message });
    }
  }, [key, error]);

  useEffect(() => {
    const current = userRef.current;
    if (!current) return undefined;
    const action = decideSessionAction(redirectContext(current));
    return runSessionAction(action, (orgId) => {
      // The page's cached user info now names the active organisation (no second request).
      const env = cache.current.envelope as ApiEnvelope<Record<string, unknown>> | undefined;
      if (!env) return;
      void cache.current.mutate({ ...env, data: { ...env.data, current_state: { org_id: orgId } } }, { revalidate: false });
    });
  }, [key, userId]);

  useEffect(() => {
    if (!loggedIn) return undefined;
    return joinTokenLoop({
      readMinutes: async () => {
        const answer = await api.post<{ minutes?: unknown }>('tokenExpiry', { userID: userId, token: getConfig().token });
        // NaN when the answer has no number: the loop then waits its fallback interval.
        return asNumber(answer.data?.minutes, Number.NaN);
      },
      refresh: async () => {
        const answer = await api.post<{ token?: unknown }>('tokenRefresh', { user_id: userId, id_token: getConfig().token });
        return typeof answer.data?.token === 'string' ? answer.data.token : '';
      },
      onToken: (token) => {
        updateConfig({ token });
        events.emit('token:changed', { token });
      },
      onExpired: () => events.emit('session:expired', { reason: 'token' }),
      isFatal: isSessionOver,
    });
  }, [loggedIn, userId]);
}
