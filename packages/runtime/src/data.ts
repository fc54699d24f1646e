/**
 * One data layer for the page: a single SWR cache (it lives in the runtime bundle), so the
 * header, the referral menu and the availability panel share one user-info request.
 */
import useSWR, { mutate as mutateCache, type SWRConfiguration } from 'swr';
import {
  getConfig,
  normaliseUserInfo,
  request,
  type ApiEnvelope,
  type ApiError,
  type RouteName,
  type RouteParams,
  type UserInfo,
} from '@yuno/core';

/** `[route, params?, query?]`, or null to not fetch. */
export type ApiKey = readonly [RouteName, RouteParams?, Record<string, unknown>?] | null | false;

const fetcher = ([route, params, query]: readonly [RouteName, RouteParams?, Record<string, unknown>?]) =>
  request('GET', route, { params, query });

const defaults: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  // Errors are shown with a retry action; silent retries would hide them.
  shouldRetryOnError: false,
  dedupingInterval: 30_000,
};

export function useApi<T = unknown>(key: ApiKey, options: SWRConfiguration = {}) {
  return useSWR<ApiEnvelope<T>, ApiError>(key || null, fetcher as never, { ...defaults, ...options });
}

/** Re-fetches (or sets) the cached answer for a key, everywhere on the page. */
export function refresh(key: Exclude<ApiKey, null | false>, data?: unknown) {
  return data === undefined ? mutateCache(key) : mutateCache(key, data, { revalidate: false });
}

export interface UserInfoState {
  loggedIn: boolean;
  user: UserInfo | null;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

/** The signed-in user's info: one request per page, whoever asks. */
export function useUserInfo(): UserInfoState {
  const { userId } = getConfig();
  const result = useApi<unknown>(userId ? ['userInfo', { userId }] : null);
  const user = result.data ? normaliseUserInfo(result.data.data) : null;
  return {
    loggedIn: userId !== 0,
    user,
    error: result.error,
    isLoading: userId !== 0 && result.isLoading,
    retry: () => void result.mutate(),
  };
}
