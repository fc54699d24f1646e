/**
 * The page's answers, by key: one request per key however many widgets ask, a cached
 * answer shown at once and refreshed after the deduping interval, and every reader told
 * when an answer changes. Framework-free; `useApi` reads it through React.
 */

/**
 * What a reader sees for one key. A new object on every change and the same one otherwise,
 * so readers can compare (and a request that starts while nothing is shown yet re-renders no one).
 */
export interface CacheEntry<T = unknown, E = unknown> {
  readonly data?: T;
  /**
   * The last request's error, cleared by an answer. A load that merely asks again (a new
   * reader, the same key typed again) keeps it on screen until then; a forced one (a retry
   * the person asked for) clears it, so readers show that something is on its way.
   */
  readonly error?: E;
  /** No answer to the latest request yet: it is on its way, or about to start (never asked for). */
  readonly pending: boolean;
  /** How long the request that gave the answer took, in ms (0 for a preloaded answer). */
  readonly took?: number;
}

export interface LoadOptions<T> {
  /** Fetch even if a request started within the deduping interval. */
  force?: boolean;
  /** Called with the answer of a request that this load started (not one it joined). */
  onSuccess?: (data: T) => void;
  /** The request's time-out in ms, when not the page's (a request this load joins keeps its own). */
  timeout?: number;
}

export interface PageCache<K = unknown> {
  /** Given the key, a first read takes the page's preloaded answer for it, if there is one. */
  read(hash: string, key?: K): CacheEntry;
  subscribe(hash: string, listener: () => void): () => void;
  /** Fetches `key` unless a request for it is on its way or started within the interval. */
  load<T>(hash: string, key: K, options?: LoadOptions<T>): Promise<T | undefined>;
  /** Puts an answer in place without a request (e.g. after a change the server confirmed). */
  set(hash: string, data: unknown): void;
}

export interface PageCacheOptions<K = unknown> {
  /** The answer the page already holds for a key (it may throw the error it stands for), read at once. */
  preloaded?: (key: K) => unknown;
  /** Milliseconds after a request's start in which the same key is not fetched again (30 s). */
  dedupingInterval?: number;
  /**
   * True for an error that is the server's answer ("No Content"): kept like an answer for
   * the interval. Any other failure is not, and the next load of its key asks again.
   */
  isAnswer?: (error: unknown) => boolean;
  now?: () => number;
}

const NOT_ASKED: CacheEntry = Object.freeze({ pending: true });

interface Slot {
  entry: CacheEntry;
  started?: number;
  inFlight?: Promise<unknown>;
  /** Bumped by `set`, so an answer to an older request does not overwrite a newer value. */
  version: number;
  listeners: Set<() => void>;
}

export function createPageCache<K>(
  fetch: (key: K, timeout?: number) => Promise<unknown>,
  { dedupingInterval = 30_000, now = Date.now, preloaded, isAnswer }: PageCacheOptions<K> = {},
): PageCache<K> {
  const slots = new Map<string, Slot>();

  const slot = (hash: string): Slot => {
    let found = slots.get(hash);
    if (!found) slots.set(hash, (found = { entry: NOT_ASKED, version: 0, listeners: new Set() }));
    return found;
  };

  const update = (target: Slot, change: Partial<CacheEntry>) => {
    target.entry = { ...target.entry, ...change };
    for (const listener of [...target.listeners]) listener();
  };

  return {
    read(hash, key) {
      const found = slots.get(hash);
      if (found || key === undefined || !preloaded) return found?.entry ?? NOT_ASKED;
      let entry: CacheEntry;
      try {
        const data = preloaded(key);
        if (data === undefined) return NOT_ASKED;
        entry = { data, pending: false, took: 0 };
      } catch (error) {
        entry = { error, pending: false };
      }
      // Counted as a request just made: nothing is fetched again within the interval.
      const target = slot(hash);
      target.entry = entry;
      target.started = now();
      return entry;
    },

    subscribe(hash, listener) {
      const target = slot(hash);
      target.listeners.add(listener);
      return () => target.listeners.delete(listener);
    },

    load<T>(hash: string, key: K, { force = false, onSuccess, timeout }: LoadOptions<T> = {}) {
      const target = slot(hash);
      // A retry the person asked for (forced) takes the failure off screen, also when it joins
      // a request on its way: readers show that an answer is coming.
      if (force && target.entry.error !== undefined) update(target, { pending: true, error: undefined });
      if (target.inFlight) return target.inFlight as Promise<T | undefined>;
      const fresh = target.started !== undefined && now() - target.started < dedupingInterval;
      if (fresh && !force) return Promise.resolve(target.entry.data as T | undefined);
      const started = (target.started = now());
      const version = target.version;
      const request = fetch(key, timeout).then(
        (data) => {
          target.inFlight = undefined;
          const overtaken = target.version !== version;
          update(target, overtaken ? { pending: false } : { data, error: undefined, pending: false, took: now() - started });
          if (!overtaken) onSuccess?.(data as T);
          return target.entry.data as T;
        },
        (error: unknown) => {
          target.inFlight = undefined;
          // A failure is not a recent answer: the next load (the same search typed again) asks anew.
          if (!isAnswer?.(error)) target.started = undefined;
          update(target, { error, pending: false });
          return undefined;
        },
      );
      target.inFlight = request;
      if (!target.entry.pending) update(target, { pending: true });
      return request;
    },

    set(hash, data) {
      const target = slot(hash);
      target.version += 1;
      update(target, { data, error: undefined });
    },
  };
}

/** One string per key, whatever the order of an object's fields. */
export function hashKey(key: unknown): string {
  return JSON.stringify(key, (_name, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );
}
