import { PAGE_CHANGE_DELAY_MS } from '@yuno/core';

/**
 * When a new search state reaches the address, is it a new history entry or does it replace
 * the current one? Changes in quick succession (clicks faster than the page delay) make one
 * entry: Back then returns to the view before them, not to each step. A page change always
 * comes at least the page delay after the click, so it is always an entry of its own.
 */
export const HISTORY_BURST_MS = PAGE_CHANGE_DELAY_MS;

export type HistoryWrite = 'push' | 'replace' | 'none';

export function historyWrite(options: {
  /** The address now and the address the state wants. */
  current: string;
  next: string;
  /** ms timestamps; lastWriteAt is null before the first write. */
  now: number;
  lastWriteAt: number | null;
  burstMs?: number;
}): HistoryWrite {
  const { current, next, now, lastWriteAt, burstMs = HISTORY_BURST_MS } = options;
  if (current === next) return 'none';
  if (lastWriteAt !== null && now - lastWriteAt < burstMs) return 'replace';
  return 'push';
}
