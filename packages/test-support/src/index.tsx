/**
 * Test helpers for component tests of every widget: the mock API through msw, a demo user,
 * and a fresh data cache and event bus per test. Not part of any bundle.
 */
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { act, render, waitFor, type RenderOptions } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { demoUsers, resetMockState, resetScenarios, type DemoRole } from '@yuno/mock-api';
import { events, navigation, resetConfig, resetUnauthorised, type YunoConfig } from '@yuno/core';
import { ApiCacheScope, resetActs } from '@yuno/runtime';
import { mockServer, TEST_API_BASE } from './server';

export { mockServer, TEST_API_BASE };
export { recordRequests, requestsTo, requestNames, type ApiRequest } from './requests';

export type { DemoRole };

/** Call once at the top of a test file that talks to the mock API (a set-up, not a hook). */
export function serveMockApi(): void {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    mockServer.resetHandlers();
    resetScenarios();
    resetMockState();
  });
  afterAll(() => mockServer.close());
}

/** Makes the page config that of a demo user (visitor = logged out). */
export function asUser(role: DemoRole = 'visitor', config: Partial<Record<keyof YunoConfig, unknown>> = {}) {
  const user = demoUsers[role] as { id: number; token: string };
  return resetConfig({ apiBase: TEST_API_BASE, userId: user.id, token: user.token, loginUrl: 'https://login.test/auth', ...config });
}

export function Fresh({ children }: { children: ReactNode }) {
  return <ApiCacheScope>{children}</ApiCacheScope>;
}

/** Renders a widget as a given demo user with a fresh cache and event bus. */
export function renderAs(
  ui: ReactElement,
  { as = 'visitor', config = {}, ...options }: { as?: DemoRole; config?: Partial<Record<keyof YunoConfig, unknown>> } & RenderOptions = {},
) {
  events.reset();
  resetUnauthorised();
  // A fresh page: the person has not acted on it yet.
  resetActs();
  asUser(as, config);
  return render(ui, { wrapper: Fresh, ...options });
}

/**
 * Whether a request (its address containing `fragment`) leaves as the widget commits rather
 * than after the browser paints: put `AfterPaint` first in the tree; its effect runs after
 * the paint, before the widget's own, and notes whether the request had already left.
 */
export function requestBeforePaint(fragment: string) {
  const fetched = vi.spyOn(globalThis, 'fetch');
  let asked: boolean | undefined;
  function AfterPaint() {
    useEffect(() => {
      asked = fetched.mock.calls.some(([url]) => String(url).includes(fragment));
    }, []);
    return null;
  }
  return { AfterPaint, asked: () => asked };
}

/**
 * With fake timers: moves the clock on a second at a time until `done()` says so (a request
 * has left, say), at most `limit` ms. Waits for what it checks, however late the mock API
 * starts its own timers on a busy machine.
 */
async function advanceUntil(done: () => boolean, limit = 180_000): Promise<void> {
  for (let moved = 0; !done() && moved < limit; moved += 1000) await act(() => vi.advanceTimersByTimeAsync(1000));
}

/**
 * The time-out budget of a widget's load (one time-out, 60 s, for user info and what waits
 * on it). Call before rendering (it fakes the clock and watches requests); then `check` the
 * widget's own request (its address contains `dependent`): whether its error is `shown()`
 * must be false 58 s after user info was asked for, and true by 62 s. Restore real timers
 * after the test.
 */
export function loadBudget() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const fetched = vi.spyOn(globalThis, 'fetch');
  const asked = (fragment: string) => fetched.mock.calls.some(([url]) => String(url).includes(fragment));
  return async function check(dependent: string, shown: () => boolean) {
    await waitFor(() => expect(asked('/user/info/')).toBe(true));
    const start = Date.now();
    await advanceUntil(() => asked(dependent));
    await act(() => vi.advanceTimersByTimeAsync(start + 58_000 - Date.now()));
    expect(shown(), 'an error before the time-out').toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    await waitFor(() => expect(shown(), 'an error within the time-out').toBe(true));
  };
}

/** Watches where a widget sends the browser (jsdom cannot leave the page); restored after each test. */
export function watchNavigation() {
  return {
    go: vi.spyOn(navigation, 'go').mockImplementation(() => {}),
    reload: vi.spyOn(navigation, 'reload').mockImplementation(() => {}),
  };
}
