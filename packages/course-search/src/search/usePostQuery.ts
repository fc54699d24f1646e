/**
 * A POST call whose answer depends on a body (the search payload, the filter request).
 * One request per distinct body; a newer body aborts the older request, and an answer
 * that arrives for an older body is never used (see `latest.ts`). Requests leave at most
 * one per SEND_GAP_MS: a body that comes sooner waits for the gap's end, and a newer one
 * replaces it while it waits, so a burst of changes sends a few requests, not one each.
 * A change after a quiet moment is sent at once. The first request shares the widget's
 * time-out with what the widget waited for since it mounted (user info): one budget per load.
 * The runtime's `useApi` only GETs, hence this small hook.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { api, isApiError, timeLeftAfter, type ApiEnvelope, type ApiError, type RouteName } from '@yuno/core';
import { createLatestOnly } from './latest';

export interface PostQuery<T> {
  data: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
}

export interface PostQueryOptions<T> {
  /** Turns an answer into the data the view needs. */
  select: (envelope: ApiEnvelope<unknown>) => T;
  /** An error that really means "an answer" (e.g. 204, nothing found); return undefined for a real error. */
  recover?: (error: ApiError) => T | undefined;
  /** Keep showing the last data while a new body loads (filters), or clear it (results). */
  keepPrevious?: boolean;
  enabled?: boolean;
}

/** The least time between two requests of one query: a burst's states in between are never sent. */
export const SEND_GAP_MS = 200;

interface Snapshot<T> {
  key: string;
  data: T | undefined;
  error: ApiError | undefined;
  done: boolean;
}

export function usePostQuery<T>(route: RouteName, body: unknown, options: PostQueryOptions<T>): PostQuery<T> {
  const { enabled = true, keepPrevious = false } = options;
  const key = JSON.stringify(body);
  const [attempt, setAttempt] = useState(0);
  const [snapshot, setSnapshot] = useState<Snapshot<T>>({ key: '', data: undefined, error: undefined, done: false });
  const latest = useRef(createLatestOnly()).current;
  // The gap after a request: while it runs, the newest body waits in `pending`. Kept with a
  // timer rather than clock readings, so the gap and the wait always run on one clock.
  const gap = useRef<{ open: boolean; pending?: () => void }>({ open: true }).current;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  // When the widget's load began; null once its first request has left (later ones, and a
  // retry, get the whole time-out).
  const loadStart = useRef<number | null>(Date.now());

  // Sent as the widget commits, not after the next paint (as useApi does).
  useLayoutEffect(() => {
    if (!enabled) return undefined;
    const isCurrent = latest.begin();
    const controller = new AbortController();
    // No answer or error shown yet (the first request): nothing to clear, so no extra render.
    setSnapshot((prev) =>
      prev.data === undefined && prev.error === undefined && !prev.done ? prev : { key, data: keepPrevious ? prev.data : undefined, error: undefined, done: false },
    );
    const send = () => {
      const timeout = loadStart.current === null ? undefined : timeLeftAfter(Date.now() - loadStart.current);
      loadStart.current = null;
      gap.open = false;
      api
        .post(route, JSON.parse(key), { signal: controller.signal, timeout })
        .then(
          (envelope) => ({ data: optionsRef.current.select(envelope), error: undefined }),
          (error: unknown) => {
            const apiError = isApiError(error) ? error : undefined;
            const recovered = apiError && optionsRef.current.recover?.(apiError);
            return recovered !== undefined ? { data: recovered, error: undefined } : { data: undefined, error: apiError ?? (error as ApiError) };
          },
        )
        .then((result) => {
          if (!isCurrent() || controller.signal.aborted) return;
          setSnapshot((prev) => ({ key, data: result.error && keepPrevious ? prev.data : result.data, error: result.error, done: true }));
        });
      // The gap starts once the request has left: a busy page that stalls between the two
      // would otherwise shorten the time between two requests.
      setTimeout(() => {
        gap.open = true;
        const next = gap.pending;
        gap.pending = undefined;
        next?.();
      }, SEND_GAP_MS);
    };
    if (gap.open) send();
    else gap.pending = send;
    return () => {
      if (gap.pending === send) gap.pending = undefined;
      controller.abort();
      latest.invalidate();
    };
  }, [route, key, enabled, attempt, keepPrevious, latest, gap]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const fresh = snapshot.key === key;
  return {
    data: fresh || keepPrevious ? snapshot.data : undefined,
    error: fresh ? snapshot.error : undefined,
    isLoading: enabled && (!fresh || !snapshot.done),
    retry,
  };
}
