/**
 * Storage can be missing or refuse to work (private windows, blocked cookies, a full
 * quota, sandboxed frames). Wrappers never throw; they report here so a widget can tell the
 * user that something will not be remembered.
 */

export type StorageArea = 'sessionStorage' | 'localStorage' | 'cookie' | (string & {});
export type StorageOperation = 'access' | 'get' | 'set' | 'remove' | 'clear';
/** unavailable: access refused (SecurityError, no storage); quota: full; error: anything else. */
export type StorageFailureReason = 'unavailable' | 'quota' | 'error';

export interface StorageProblem {
  area: StorageArea;
  operation: StorageOperation;
  reason: StorageFailureReason;
  key?: string;
  error: unknown;
}

type Listener = (problem: StorageProblem) => void;

const listeners = new Set<Listener>();

/** Subscribe to storage failures; returns the unsubscribe function. */
export function onStorageUnavailable(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function errorName(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'name' in error) {
    const name = (error as { name: unknown }).name;
    return typeof name === 'string' ? name : '';
  }
  return '';
}

export function classifyStorageError(error: unknown): StorageFailureReason {
  const name = errorName(error);
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  // 22 and 1014 are the legacy quota codes of older engines.
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014) return 'quota';
  if (name === 'SecurityError' || name === 'InvalidAccessError' || name === 'NoStorage') return 'unavailable';
  return 'error';
}

export function reportStorageProblem(problem: Omit<StorageProblem, 'reason'> & { reason?: StorageFailureReason }): StorageProblem {
  const full: StorageProblem = { ...problem, reason: problem.reason ?? classifyStorageError(problem.error) };
  listeners.forEach((listener) => {
    try {
      listener(full);
    } catch {
      // A faulty listener must not turn a storage problem into a crash.
    }
  });
  return full;
}
