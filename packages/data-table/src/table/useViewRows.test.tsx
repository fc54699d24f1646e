import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setScenario } from '@yuno/mock-api';
import { loadBudget, renderAs, serveMockApi } from '@yuno/test-support';
import { DataTableWidget } from '../presets/DataTableWidget';

serveMockApi();
afterEach(() => history.replaceState(null, '', '/'));

/** The signals of the learners requests made so far, and the console's warnings and errors. */
function watch() {
  const fetched = vi.spyOn(globalThis, 'fetch');
  const logged = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
  return {
    signals: () => fetched.mock.calls.filter(([url]) => String(url).includes('/learners?')).map(([, init]) => init!.signal!),
    logged: () => logged.flatMap((spy) => spy.mock.calls),
  };
}

describe("a view's request", () => {
  it('waiting on slow user info, then on rows that never come: the error shows within one time-out (60 s), not two', async () => {
    const check = loadBudget();
    try {
      setScenario('userInfo', 'slow', { delayMs: 50_000 });
      setScenario('learners', 'hang');
      renderAs(<DataTableWidget preset="instructor-learners" />, { as: 'instructor' });
      await check('/learners?', () => screen.queryByRole('alert') !== null);
      expect(screen.getByRole('alert').textContent).toContain('An error seems to have occurred. Please try again.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is aborted when the table unmounts, with nothing logged', async () => {
    setScenario('learners', 'hang');
    const { signals, logged } = watch();
    const { unmount } = renderAs(<DataTableWidget preset="instructor-learners" />, { as: 'instructor' });
    await waitFor(() => expect(signals()).toHaveLength(1));
    unmount();
    expect(signals()[0].aborted).toBe(true);
    // The abort settles the request: it writes nothing and says nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged()).toEqual([]);
  });

  it('run twice by StrictMode, the first is aborted and only the second is shown, without an error', async () => {
    const { signals, logged } = watch();
    renderAs(
      <StrictMode>
        <DataTableWidget preset="instructor-learners" />
      </StrictMode>,
      { as: 'instructor' },
    );
    expect(await screen.findByRole('table', { name: 'My learners' })).toBeTruthy();
    // (Preact has no StrictMode double run: one request, which completes.)
    const all = signals();
    expect(all.slice(0, -1).every((signal) => signal.aborted)).toBe(true);
    expect(all.at(-1)!.aborted).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged()).toEqual([]);
  });
});
