/**
 * The header menu: the pre-login menu for visitors, the role's menu once user info has
 * loaded (an org-admin's for the active organisation), served from the session cache
 * when there is one.
 */
import { useMemo } from 'react';
import { getConfig, type UserInfo } from '@yuno/core';
import { useApi, useUserInfo, type ApiKey } from '@yuno/runtime';
import { isSignUpPending, needsActiveOrganization } from '../session/redirects';
import { readMenuCache, writeMenuCache } from './menuCache';
import { readMenu } from './menuModel';

export function menuKey(loggedIn: boolean, user: UserInfo | null, userId: number): ApiKey {
  if (!loggedIn) return ['menu', { userId: 0, orgId: 0 }];
  if (!user) return null;
  if (user.role === 'org-admin') {
    // The only organisation is about to be made active: wait for it rather than load the menu twice.
    if (needsActiveOrganization(user) && user.org_id.length === 1) return null;
    return ['menu', { userId, orgId: user.current_state.org_id || 0 }];
  }
  return ['headerMenuForRole', { userId, role: user.role }];
}

export type HeaderMenu = ReturnType<typeof useHeaderMenu>;

export function useHeaderMenu(loggedIn: boolean, user: UserInfo | null) {
  const { userId } = getConfig();
  // What is left of the header's time-out after user info: one budget for its load.
  const { timeLeft } = useUserInfo();
  const key = menuKey(loggedIn, user, userId);
  const cacheKey = loggedIn && key ? JSON.stringify(key) : '';
  const cached = useMemo(() => readMenuCache(cacheKey), [cacheKey]);
  const completed = user ? !isSignUpPending(user) : false;
  // Cached as the answer arrives (not in an effect, which a quick navigation could skip).
  const result = useApi<unknown>(cached === undefined ? key : null, {
    onSuccess: (answer) => writeMenuCache(cacheKey, answer.data, completed),
    timeout: timeLeft,
  });
  const fetched = result.data?.data;

  const raw = cached ?? fetched;
  const entries = useMemo(() => readMenu(raw), [raw]);
  return { entries, isLoading: cached === undefined && result.isLoading, error: result.error, retry: () => void result.mutate() };
}
