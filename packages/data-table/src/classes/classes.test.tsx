import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events, STORAGE_KEYS } from '@yuno/core';
import { ToastRegion } from '@yuno/ui';
import { classesByTab, demoClasses, DEMO_INSTRUCTOR_ID, setScenario, upcomingClasses } from '@yuno/mock-api';
import { renderAs, serveMockApi } from '@yuno/test-support';
import { DataTableWidget } from '../presets/DataTableWidget';
import type { PresetName } from '../presets';
import { navigation } from '@yuno/core';

serveMockApi();
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => history.replaceState(null, '', '/'));

const COMMON = 'An error seems to have occurred. Please try again. ';

function open(preset: PresetName | PresetName[], as: 'instructor' | 'learner' = 'instructor') {
  const user = userEvent.setup();
  const toasts: Array<{ message: string; tone?: string; duration?: number }> = [];
  renderAs(
    <>
      {[preset].flat().map((name) => (
        <DataTableWidget key={name} preset={name} />
      ))}
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
    expect(
      within(t)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(classes().map((c) => c.title));
    expect(screen.getByRole('link', { name: 'Schedule New Class' }).getAttribute('href')).toBe('/class-schedule');
  });

  it('deletes after confirming: the class leaves the list, with its toast; the last one leaves the empty state', async () => {
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

  it('the delete dialog is described by its question', async () => {
    const { user } = open('upcoming-classes');
    const c = classes()[0];
    await user.click(within(await table()).getByRole('button', { name: `Delete: ${c.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete class' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(`Delete “${c.title}”? It will be removed from your upcoming classes and its learners will no longer see it.`);
    expect(dialog.contains(description)).toBe(true);
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

  it('a class deleted here leaves the other tables of the page that list it (My classes › Upcoming & Ongoing)', async () => {
    const { user } = open(['instructor-home', 'upcoming-classes']);
    const home = await screen.findByRole('table', { name: 'Upcoming & Ongoing' });
    const target = classes()[0];
    const homeRows = () =>
      within(home)
        .getAllByRole('rowheader')
        .map((h) => h.textContent);
    expect(homeRows()).toContain(target.title);
    await user.click(within(await table()).getByRole('button', { name: `Delete: ${target.title}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete class' }));
    await waitFor(() => expect(within(home).queryByRole('rowheader', { name: target.title })).toBeNull());
    expect(within(await table()).queryByRole('rowheader', { name: target.title })).toBeNull();
    // Only that class: the others stay, without asking the server again.
    const rest = classesByTab(DEMO_INSTRUCTOR_ID, 'upcoming', Date.now()).filter((c) => c.id !== target.id);
    expect(homeRows()).toEqual(rest.map((c) => c.title));
  });

  it('an instructor without classes sees the empty state the server sends', async () => {
    setScenario('upcomingClasses', 'empty');
    open('upcoming-classes');
    expect(await screen.findByText("You haven't schedule any class yet.")).toBeTruthy();
  });
});

describe("a class's detail page", () => {
  const target = () => upcomingClasses(DEMO_INSTRUCTOR_ID, Date.now())[1];

  function openDetail(classId: number | string) {
    history.replaceState(null, '', `/class/?class_id=${classId}`);
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {});
    return { go, ...open('class-detail') };
  }

  it('shows the class named in the address, with its date, course and learners', async () => {
    const c = target();
    openDetail(c.id);
    const card = (await screen.findByRole('heading', { name: c.title })).closest('article')!;
    expect(within(card).getByText(c.course.title)).toBeTruthy();
    expect(within(card).getByText(String(c.learners_count))).toBeTruthy();
    // One class: no columns to hide, no pages.
    expect(screen.queryByRole('button', { name: /^Columns/ })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('Delete shows a dialog and, on confirm, the user goes to /instructor', async () => {
    const c = target();
    const { user, toasts, go } = openDetail(c.id);
    const card = (await screen.findByRole('heading', { name: c.title })).closest('article')!;
    await user.click(within(card).getByRole('button', { name: `Delete: ${c.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete class' });
    expect(within(dialog).getByText(new RegExp(c.title))).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete class' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/instructor'));
    expect(toasts).toContainEqual(expect.objectContaining({ message: 'Class successfully deleted' }));
    expect(upcomingClasses(DEMO_INSTRUCTOR_ID, Date.now()).map((x) => x.id)).toContain(c.id);
  });

  it('by keyboard: Escape closes the dialog, keeps the class and gives the focus back to Delete', async () => {
    const c = target();
    const { user, go } = openDetail(c.id);
    const card = (await screen.findByRole('heading', { name: c.title })).closest('article')!;
    const del = within(card).getByRole('button', { name: `Delete: ${c.title}` });
    del.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete class' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(del));
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: c.title })).toBeTruthy();
  });

  it('a failed delete keeps the user on the page with the common message', async () => {
    setScenario('deleteClass', 'fail');
    const c = target();
    const { user, toasts, go } = openDetail(c.id);
    await user.click(await screen.findByRole('button', { name: `Delete: ${c.title}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete class' }));
    await waitFor(() => expect(toasts).toContainEqual({ message: COMMON, tone: 'danger', duration: 5000 }));
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: c.title })).toBeTruthy();
  });

  it('a class that is gone says so', async () => {
    openDetail(1);
    expect(await screen.findByText('This class is no longer scheduled.')).toBeTruthy();
  });
});

describe('learner demo classes', () => {
  const demos = () => demoClasses(Date.now());
  const table = () => screen.findByRole('table', { name: 'Demo classes' });
  const titles = async () =>
    within(await table())
      .getAllByRole('rowheader')
      .map((h) => h.textContent);

  it('loads 3 at a time; Load more appends the next ones after those loaded', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = open('learner-classes', 'learner');
    await waitFor(async () =>
      expect(await titles()).toEqual(
        demos()
          .slice(0, 3)
          .map((d) => d.title),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await titles()).toEqual(demos().map((d) => d.title)));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The button went with the focus it had: the first new row has it now.
    expect(document.activeElement).toBe(within(await table()).getByRole('rowheader', { name: demos()[3].title }));
    const offsets = fetchSpy.mock.calls
      .map(([url]) => String(url))
      .filter((u) => u.includes('/classes/demo/'))
      .map((u) => new URL(u).searchParams.get('offset'));
    expect(offsets).toEqual(['0', '3']);
  });

  /** The first 3 classes shown, then "Load more" pressed while the mock answers with `mode`. */
  async function loadMoreAnswering(mode: 'http500' | 'html' | 'code204') {
    const { user } = open('learner-classes', 'learner');
    const firstThree = demos()
      .slice(0, 3)
      .map((d) => d.title);
    await waitFor(async () => expect(await titles()).toEqual(firstThree));
    setScenario('demoClasses', mode);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    return { user, firstThree };
  }

  it('a failed Load more keeps the rows shown, says why beside the button, and Try again appends', async () => {
    const { user, firstThree } = await loadMoreAnswering('http500');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The server could not finish this request.');
    expect(await titles()).toEqual(firstThree);
    // The button the user pressed is the one that now retries, and it keeps the focus.
    const again = screen.getByRole('button', { name: 'Try again' });
    expect(document.activeElement).toBe(again);
    expect(alert.parentElement).toBe(again.parentElement);
    setScenario('demoClasses', 'ok');
    await user.click(again);
    await waitFor(async () => expect(await titles()).toEqual(demos().map((d) => d.title)));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: /Try again|Load more/ })).toBeNull();
  });

  it('a failed Load more without a server message shows the common one', async () => {
    const { firstThree } = await loadMoreAnswering('html');
    expect((await screen.findByRole('alert')).textContent).toBe(COMMON);
    expect(await titles()).toEqual(firstThree);
  });

  it('a 204 on Load more means there is no more: the rows stay and the button goes', async () => {
    const { user, firstThree } = await loadMoreAnswering('code204');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    expect(await titles()).toEqual(firstThree);
    // None came: the last row takes the focus the button had.
    expect(document.activeElement).toBe(within(await table()).getByRole('rowheader', { name: firstThree[2] }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText("Once your instructor schedules a class, it will show up here and you'll be sent a notification.")).toBeNull();
    // Enrolling changes a row, not what is left to load.
    setScenario('demoClasses', 'ok');
    await user.click(screen.getByRole('button', { name: `Enroll: ${firstThree[0]}` }));
    await screen.findByRole('button', { name: `Enrolled: ${firstThree[0]}` });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('enrolling marks the class enrolled, clears the saved demo state and says so', async () => {
    localStorage.setItem(STORAGE_KEYS.demoState, '{"class":8001}');
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {});
    const { user, toasts } = open('learner-classes', 'learner');
    const first = demos()[0];
    await user.click(within(await table()).getByRole('button', { name: `Enroll: ${first.title}` }));
    const done = await within(await table()).findByRole('button', { name: `Enrolled: ${first.title}` });
    expect(done.getAttribute('aria-disabled')).toBe('true');
    // The button pressed is the one that now says so, and it keeps the focus.
    expect(document.activeElement).toBe(done);
    await user.click(done);
    expect(toasts.filter((t) => t.message === 'You have successfully enrolled')).toHaveLength(1);
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

describe("an instructor's demo classes", () => {
  const own = () => demoClasses(Date.now()).filter((d) => d.instructor.id === DEMO_INSTRUCTOR_ID);
  const titles = async () =>
    within(await screen.findByRole('table', { name: 'Demo classes' }))
      .getAllByRole('rowheader')
      .map((h) => h.textContent);

  it('shows their own demo classes 2 at a time; Load more appends the rest', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = open('learner-classes', 'instructor');
    expect(own()).toHaveLength(3);
    await waitFor(async () =>
      expect(await titles()).toEqual(
        own()
          .slice(0, 2)
          .map((d) => d.title),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await titles()).toEqual(own().map((d) => d.title)));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const asked = fetchSpy.mock.calls.map(([url]) => new URL(String(url))).filter((u) => u.pathname.includes('/classes/demo/'));
    expect(asked.map((u) => [u.searchParams.get('limit'), u.searchParams.get('offset')])).toEqual([
      ['2', '0'],
      ['2', '2'],
    ]);
  });
});
