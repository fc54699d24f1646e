/**
 * The header menu is cached in session storage, but only for a user whose sign-up is
 * completed (spec 1 §4): a pending user's menu changes once they finish.
 */
import { STORAGE_KEYS, session } from '@yuno/core';

interface CachedMenu {
  key: string;
  data: unknown;
}

export function readMenuCache(key: string): unknown {
  if (!key) return undefined;
  const cached = session.getJSON<CachedMenu>(STORAGE_KEYS.menuCache);
  return cached && cached.key === key ? cached.data : undefined;
}

export function writeMenuCache(key: string, data: unknown, signUpCompleted: boolean): void {
  if (!key || !signUpCompleted) return;
  session.setJSON(STORAGE_KEYS.menuCache, { key, data } satisfies CachedMenu);
}
