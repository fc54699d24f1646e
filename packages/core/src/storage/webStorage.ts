import { reportStorageProblem } from './report';
import type { StorageArea, StorageOperation, StorageProblem } from './report';

export interface SafeStore {
  /** The stored text, or null (missing or unreadable). */
  get(key: string): string | null;
  /** The stored JSON, or null (missing, unreadable or not JSON). */
  getJSON<T = unknown>(key: string): T | null;
  /** false when the value was not saved. */
  set(key: string, value: string): boolean;
  /** false when the value could not be serialised or saved. */
  setJSON(key: string, value: unknown): boolean;
  remove(key: string): boolean;
  clear(): boolean;
  /** Whether a write and delete round-trip works right now. */
  available(): boolean;
  /** The last failure of this store, or null. */
  lastProblem(): StorageProblem | null;
}

const PROBE_KEY = '__yuno_storage_probe__';

class NoStorageError extends Error {
  override name = 'NoStorage';
}

/**
 * A store over a Web Storage object that never throws. The getter is called at each use,
 * because merely reading `window.localStorage` can throw.
 */
export function createStore(getStorage: () => Storage | null | undefined, area: StorageArea = 'storage'): SafeStore {
  let last: StorageProblem | null = null;

  function run<T>(operation: StorageOperation, key: string | undefined, fallback: T, fn: (s: Storage) => T): T {
    try {
      const storage = getStorage();
      if (!storage) throw new NoStorageError(`${area} is not available`);
      return fn(storage);
    } catch (error) {
      last = reportStorageProblem({ area, operation, key, error });
      return fallback;
    }
  }

  const store: SafeStore = {
    get: (key) => run('get', key, null, (s) => s.getItem(key)),
    getJSON<T>(key: string): T | null {
      const text = store.get(key);
      if (text === null) return null;
      try {
        return JSON.parse(text) as T;
      } catch {
        return null;
      }
    },
    set: (key, value) =>
      run('set', key, false, (s) => {
        s.setItem(key, String(value));
        return true;
      }),
    setJSON(key, value) {
      let text: string | undefined;
      try {
        text = JSON.stringify(value);
      } catch {
        return false;
      }
      return text === undefined ? false : store.set(key, text);
    },
    remove: (key) =>
      run('remove', key, false, (s) => {
        s.removeItem(key);
        return true;
      }),
    clear: () =>
      run('clear', undefined, false, (s) => {
        s.clear();
        return true;
      }),
    available: () =>
      run('access', undefined, false, (s) => {
        s.setItem(PROBE_KEY, '1');
        s.removeItem(PROBE_KEY);
        return true;
      }),
    lastProblem: () => last,
  };
  return store;
}

function windowStorage(name: 'sessionStorage' | 'localStorage'): () => Storage | null {
  return () => (typeof window === 'undefined' ? null : window[name]);
}

/** Session storage of this tab. */
export const session: SafeStore = createStore(windowStorage('sessionStorage'), 'sessionStorage');
/** Local storage of this site. */
export const local: SafeStore = createStore(windowStorage('localStorage'), 'localStorage');
