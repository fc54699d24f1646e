/** Helpers shared by this package's component tests (not part of any bundle). */
import { vi, type MockInstance } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { SearchState } from '@yuno/core';
import { mockBoxLayout } from '@yuno/test-support/box-layout';

/**
 * Role queries skip their "is it hidden?" check (a computed-style walk per element, slow in
 * jsdom with twenty cards on the page). Tests that assert something is hidden ask with
 * `hidden: false` explicitly.
 */
configure({ defaultHidden: true });

/** Spies on fetch (msw still answers) so a test can read what was asked for. */
export function spyRequests(): MockInstance<typeof fetch> {
  return vi.spyOn(globalThis, 'fetch');
}

function bodies(spy: MockInstance<typeof fetch>, path: string): Array<Record<string, unknown>> {
  return spy.mock.calls
    .filter(([url, init]) => String(url instanceof Request ? url.url : url).includes(path) && (init?.method ?? 'GET') === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')));
}

/** The search payloads sent so far, oldest first. */
export const searchBodies = (spy: MockInstance<typeof fetch>) => bodies(spy, '/courses/search') as unknown as SearchState[];
/** The filter-definition requests sent so far. */
export const filterBodies = (spy: MockInstance<typeof fetch>) => bodies(spy, '/courses/filters');

/** Puts the page at an address (the widget reads it when it mounts). */
export function setAddress(pathAndQuery: string): void {
  window.history.replaceState(null, '', pathAndQuery);
}

export const stateQuery = (state: Partial<SearchState> | string) =>
  `/search/?state=${encodeURIComponent(typeof state === 'string' ? state : JSON.stringify(state))}`;

/** The state the address carries now (null when none). */
export function addressState(): SearchState | null {
  const text = new URLSearchParams(window.location.search).get('state');
  return text === null ? null : (JSON.parse(text) as SearchState);
}

/** Gives the search a phone's box (≤ 768 px: filters behind a button, cards stacked) or a desktop's. */
export function viewport(mobile: boolean): void {
  mockBoxLayout(mobile ? { 'yuno-search': 'drawer', 'yuno-card': 'stacked' } : {});
}

/** Waits for the result count to read `n online courses available`. */
export const findCount = (n: number) =>
  within(document.querySelector<HTMLElement>('.yuno-search__bar')!).findByText(`${n} online courses available`, {}, { timeout: 8000 });

/** The desktop filter panel. */
export const panel = () => within(document.querySelector<HTMLElement>('aside.yuno-search__filters')!);

/** The course titles shown, in order. */
export const titles = () =>
  screen
    .queryAllByRole('heading', { level: 2 })
    .filter((h) => h.closest('article'))
    .map((h) => h.textContent!.replace(' (opens in a new tab)', ''));

/**
 * user-event without its per-event `pointer-events` check: that check walks computed styles
 * up the tree on every event, which is slow in jsdom with twenty cards on the page.
 */
export const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
