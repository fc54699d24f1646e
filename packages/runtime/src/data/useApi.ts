/**
 * One data layer for the page: a single cache (it lives in the runtime bundle), so the
 * header, the referral menu and the availability panel share one user-info request.
 */
import { createContext, createElement, useCallback, useContext, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import {
  getConfig,
  normaliseUserInfo,
  preloadedAnswer,
  request,
  timeLeftAfter,
  type ApiEnvelope,
  type ApiError,
  type RouteName,
  type RouteParams,
  type UserInfo,
} from '@yuno/core';
import { createPageCache, hashKey, type PageCache } from './pageCache';

/** `[route, params?, query?]`, or null to not fetch. */
export type ApiKey = readonly [RouteName, RouteParams?, Record<string, unknown>?] | null | false;
type RequestKey = Exclude<ApiKey, null | false>;

const fetchKey = ([route, params, query]: RequestKey, timeout?: number) => request('GET', route, { params, query, timeout });
// An answer the page preloaded is shown in the widget's first render: no loading state.
// 204 in the body ("No Content") is the server's answer, not a failure: every reader shares it.
const cacheOptions = {
  preloaded: ([route, params, query]: RequestKey) => preloadedAnswer(route, { params, query }),
  isAnswer: (error: unknown) => (error as ApiError).code === 204,
};

// Nothing is fetched again on focus or reconnect, and a failed request is not retried by
// itself: errors are shown with a retry action instead.
const pageCache = createPageCache(fetchKey, cacheOptions);
const CacheContext = createContext<PageCache<RequestKey>>(pageCache);

/** A cache of its own for what it wraps (a test, a story): nothing shared with the page's. */
export function ApiCacheScope({ children }: { children?: ReactNode }) {
  const cache = useMemo(() => createPageCache(fetchKey, cacheOptions), []);
  return createElement(CacheContext.Provider, { value: cache }, children);
}

export interface ApiOptions<T> {
  /** Called with the answer of a request this hook started. */
  onSuccess?: (envelope: ApiEnvelope<T>) => void;
  /**
   * The first request's time-out in ms, when not the page's: what is left of the widget's
   * budget after what it waited for (`UserInfoState.timeLeft`). A retry gets the whole time-out.
   */
  timeout?: number;
}

export interface ApiState<T> {
  data: ApiEnvelope<T> | undefined;
  error: ApiError | undefined;
  /**
   * Nothing to show yet: a request is on its way (or about to start), and neither an answer
   * nor a failure is cached. A failure stays shown while a new reader asks again, so one
   * widget mounting late does not send every other one back to its loading state.
   */
  isLoading: boolean;
  /** Fetches again; or, given an answer, puts it in place (and fetches unless `revalidate: false`). */
  mutate: (data?: ApiEnvelope<T>, options?: { revalidate?: boolean }) => Promise<ApiEnvelope<T> | undefined>;
  /** How long the request that gave the answer took, in ms (0 for a preloaded answer). */
  took?: number;
}

const noSubscription = () => () => undefined;

export function useApi<T = unknown>(key: ApiKey, options: ApiOptions<T> = {}): ApiState<T> {
  const cache = useContext(CacheContext);
  const hash = key ? hashKey(key) : '';
  const latest = useRef({ key, options });
  latest.current = { key, options };

  const subscribe = useCallback((listener: () => void) => (hash ? cache.subscribe(hash, listener) : noSubscription()), [cache, hash]);
  const read = () => cache.read(hash, key || undefined);
  // The same read on the server (renderToString): a preloaded answer, else the loading state.
  const entry = useSyncExternalStore(subscribe, read, read);

  // Started as the widget commits, not after the browser has painted: a widget's first
  // request leaves one frame sooner (Preact runs plain effects only after the next paint).
  useLayoutEffect(() => {
    const current = latest.current.key;
    const { onSuccess, timeout } = latest.current.options;
    if (current) void cache.load(hash, current, { onSuccess: (data) => onSuccess?.(data as ApiEnvelope<T>), timeout });
  }, [cache, hash]);

  const mutate = useCallback<ApiState<T>['mutate']>(
    async (data, { revalidate = true } = {}) => {
      const current = latest.current.key;
      if (!current) return undefined;
      if (data !== undefined) cache.set(hash, data);
      if (data !== undefined && !revalidate) return data;
      return cache.load<ApiEnvelope<T>>(hash, current, { force: true });
    },
    [cache, hash],
  );

  if (!key) return { data: undefined, error: undefined, isLoading: false, mutate };
  const data = entry.data as ApiEnvelope<T> | undefined;
  return { data, error: entry.error as ApiError | undefined, isLoading: data === undefined && entry.error === undefined && entry.pending, mutate, took: entry.took };
}

/** Re-fetches (or sets) the page's cached answer for a key, for every widget that shows it. */
export function refresh(key: RequestKey, data?: unknown) {
  const hash = hashKey(key);
  if (data !== undefined) return Promise.resolve(pageCache.set(hash, data));
  return pageCache.load(hash, key, { force: true });
}

export interface UserInfoState {
  loggedIn: boolean;
  user: UserInfo | null;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
  /**
   * The time-out left for a request that waited for user info (pass it to `useApi`): one
   * budget per widget load, so a widget waiting on user info and then on its own data shows
   * an error within the page's time-out (60 s), not after two of them. 0 = no time-out.
   */
  timeLeft: number;
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
    timeLeft: timeLeftAfter(result.took ?? 0),
  };
}
