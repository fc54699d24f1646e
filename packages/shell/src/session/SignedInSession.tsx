/**
 * A signed-in page's session duties (spec 1 §4): the redirect rules once user info has
 * loaded, and keeping the token fresh. They come with the member tools' part (see
 * the header's usePart), requested as the header mounts for someone signed in: a visitor's page
 * never loads them.
 */
import { useEffect, useRef } from 'react';
import { api, asNumber, events, isSessionOver, getConfig, updateConfig, type ApiEnvelope, type UserInfo } from '@yuno/core';
import { useApi } from '@yuno/runtime';
import { decideSessionAction } from './redirects';
import { redirectContext, runSessionAction } from './sessionActions';
import { joinTokenLoop } from './tokenLoop';
import { profileKey } from './useSession';

export function SignedInSession({ user }: { user: UserInfo | null }) {
  const { userId } = getConfig();
  // Same key as useUserInfo: the page cache answers it from the one request.
  const { data: envelope, mutate } = useApi<unknown>(['userInfo', { userId }]);
  const cache = useRef({ envelope, mutate });
  cache.current = { envelope, mutate };
  const key = profileKey(user);
  const userRef = useRef(user);
  userRef.current = user;

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

  useEffect(
    () =>
      joinTokenLoop({
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
      }),
    [userId],
  );
  return null;
}
