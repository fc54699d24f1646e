import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events, STORAGE_KEYS } from '@yuno/core';
import { ToastRegion } from '@yuno/ui';
import { demoClasses, DEMO_INSTRUCTOR_ID, setScenario, upcomingClasses } from '@yuno/mock-api';
import { renderAs, useMockApi } from '@yuno/runtime/src/testing';
import { DataTableWidget } from '../DataTableWidget';
import type { PresetName } from '../presets';
import { navigation } from './navigate';

useMockApi();
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => history.replaceState(null, '', '/'));

const COMMON = 'An error seems to have occurred. Please try again. ';

function open(preset: PresetName, as: 'instructor' | 'learner' = 'instructor') {
  const user = userEvent.setup();
  const toasts: Array<{ message: string; tone?: string; duration?: number }> = [];
  renderAs(
    <>
      <DataTableWidget preset={preset} />
      <ToastRegion />
    </>,
    { as },
  );
  events.on('toast', (t) => void toasts.push(t));
  return { user, toasts };
}

describe('upcoming classes', () => {
  const classes = () => upcomingClasses(DEMO_INSTRUCTOR_ID, Date.now());
  const table = () => screen.findByRole('table', { name: 'Upcoming classes' });

  it('lists the classes with the Schedule New Class action', async () => {
    open('upcoming-classes');
    const t = await table();
    expect(within(t).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(classes().map((c) => c.title));
    expect(screen.getByRole('link', { name: 'Schedule New Class' }).getAttribute('href')).toBe('/class-schedule');
  });

  it('deletes after confirming: the class leaves the list, with its toast; the last one leaves the empty state', { timeout: 45_000 }, async () => {
    const { user, toasts } = open('upcoming-classes');
    const all = classes();
    for (const [i, c] of all.entries()) {
      await user.click(within(await table()).getByRole('button', { name: `Delete: ${c.title}` }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete class' });
      expect(within(dialog).getByText(new RegExp(c.title))).toBeTruthy();
      if (i === 0) {
        // Cancel keeps it.
        await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        expect(within(await table()).getByRole('rowheader', { name: c.title })).toBeTruthy();
        await user.click(within(await table()).getByRole('button', { name: `Delete: ${c.title}` }));
      }
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete class' }));
      await waitFor(() => expect(screen.queryByRole('rowheader', { name: c.title })).toBeNull());
    }
    expect(await screen.findByText("You haven't schedule any class yet.")).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(toasts.filter((t) => t.message === 'Class successfully deleted')).toHaveLength(all.length);
    // Focus stays in the list rather than falling to the page (it moves once the dialog has closed).
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Upcoming classes'));
  });

  it('a failed delete shows the common message in a danger toast for 5 s and keeps the class', async () => {
    setScenario('deleteClass', 'fail');
    const { user, toasts } = open('upcoming-classes');
    const first = classes()[0];
    await user.click(within(await table()).getByRole('button', { name: `Delete: ${first.title}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete class' }));
    await waitFor(() => expect(toasts).toContainEqual({ message: COMMON, tone: 'danger', duration: 5000 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(await table()).getByRole('rowheader', { name: first.title })).toBeTruthy();
  });

  it('an instructor without classes sees the empty state the server sends', async () => {
    setScenario('upcomingClasses', 'empty');
    open('upcoming-classes');
    expect(await screen.findByText("You haven't schedule any class yet.")).toBeTruthy();
  });
});

describe('learner demo classes', () => {
  const demos = () => demoClasses(Date.now());
  const table = () => screen.findByRole('table', { name: 'Demo classes' });
  const titles = async () => within(await table()).getAllByRole('rowheader').map((h) => h.textContent);

  it('loads 3 at a time; Load more appends the next ones after those loaded', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = open('learner-classes', 'learner');
    await waitFor(async () => expect(await titles()).toEqual(demos().slice(0, 3).map((d) => d.title)));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await titles()).toEqual(demos().map((d) => d.title)));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const offsets = fetchSpy.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/classes/demo/')).map((u) => new URL(u).searchParams.get('offset'));
    expect(offsets).toEqual(['0', '3']);
  });

  it('enrolling marks the class enrolled, clears the saved demo state and says so', async () => {
    localStorage.setItem(STORAGE_KEYS.demoState, '{"class":8001}');
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {});
    const { user, toasts } = open('learner-classes', 'learner');
    const first = demos()[0];
    await user.click(within(await table()).getByRole('button', { name: `Enroll: ${first.title}` }));
    const done = await within(await table()).findByRole('button', { name: `Enrolled: ${first.title}` });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(toasts).toContainEqual({ message: 'You have successfully enrolled', tone: 'success', duration: undefined });
    expect(localStorage.getItem(STORAGE_KEYS.demoState)).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it('goes to /sign-up after enrolling when the local sign-up flag is pending, keeping the way back', async () => {
    localStorage.setItem(STORAGE_KEYS.signUpFlag, 'pending');
    history.replaceState(null, '', '/learner/?as=learner');
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {});
    const { user } = open('learner-classes', 'learner');
    await user.click(within(await table()).getByRole('button', { name: `Enroll: ${demos()[1].title}` }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/sign-up'));
    expect(sessionStorage.getItem(STORAGE_KEYS.returnState)).toBe('/learner/?as=learner');
  });

  it('a failed enrolment shows the common message in a danger toast for 5 s', async () => {
    setScenario('enrollDemoClass', 'http500');
    const { user, toasts } = open('learner-classes', 'learner');
    const first = demos()[0];
    await user.click(within(await table()).getByRole('button', { name: `Enroll: ${first.title}` }));
    await waitFor(() => expect(toasts).toContainEqual({ message: COMMON, tone: 'danger', duration: 5000 }));
    expect(within(await table()).getByRole('button', { name: `Enroll: ${first.title}` })).toBeTruthy();
  });
});
