/**
 * Fake timers that work with @testing-library/react and user-event under vitest.
 *
 * RTL's async wrapper drains with `setTimeout(0)` and only advances fake timers when it
 * finds Jest's (`globalThis.jest`); under vitest's fake timers that wait never ends. A tiny
 * `jest.advanceTimersByTime` shim backed by `vi` lets RTL advance them.
 * (Could move into scripts/vitest.setup.ts for every package.)
 */
import { vi } from 'vitest';
import userEvent from '@testing-library/user-event';

type JestShim = { advanceTimersByTime: (ms: number) => void };
const g = globalThis as unknown as { jest?: JestShim };

let hadJest = false;
let previousJest: JestShim | undefined;

export function useFakeTimers(): void {
  vi.useFakeTimers();
  hadJest = 'jest' in g;
  previousJest = g.jest;
  g.jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
}

export function useRealTimers(): void {
  vi.useRealTimers();
  if (hadJest) g.jest = previousJest;
  else delete g.jest;
}

/** user-event wired to the fake clock. */
export function setupUser() {
  return userEvent.setup({ advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) });
}
