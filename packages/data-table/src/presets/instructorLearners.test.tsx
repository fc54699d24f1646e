import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_STATE_MESSAGES, events } from '@yuno/core';
import { DEMO_INSTRUCTOR_ID, instructorLearners, setScenario } from '@yuno/mock-api';
import { renderAs, serveMockApi } from '@yuno/test-support';
import { DataTableWidget } from './DataTableWidget';

serveMockApi();
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => history.replaceState(null, '', '/'));

const learners = () => instructorLearners(DEMO_INSTRUCTOR_ID, Date.now());
const table = () => screen.findByRole('table', { name: 'My learners' });
const rowNames = (t: HTMLElement) =>
  within(t)
    .getAllByRole('rowheader')
    .map((h) => h.textContent?.trim());
const headers = (t: HTMLElement) =>
  within(t)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
/** The cell of a column in a row, found by the column's header. */
function cellOf(t: HTMLElement, row: HTMLElement, column: string): HTMLElement {
  const index = headers(t).indexOf(column);
  expect(index).toBeGreaterThan(0);
  return row.querySelectorAll('th, td')[index] as HTMLElement;
}
const addressState = () => JSON.parse(new URLSearchParams(location.search).get('state') ?? '{}');

/** Every column shown, as the column chooser can (`hidden: []` in the address). */
const showAll = () => history.replaceState(null, '', `/?state=${encodeURIComponent(JSON.stringify({ 'instructor-learners': { hidden: [] } }))}`);

function open(as: 'instructor' | 'org-admin' = 'instructor') {
  const user = userEvent.setup();
  renderAs(<DataTableWidget preset="instructor-learners" />, { as });
  return user;
}

describe('instructor learners', () => {
  it('has the tabs My Learners (All) and My Groups, and shows 20 learners per page', async () => {
    open();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['My Learners (All)', 'My Groups']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    const t = await table();
    // Actions comes once the course check says the instructor may schedule classes. Who, which
    // course, attendance and the action fit an account column; the other six wait in the chooser.
    await waitFor(() => expect(headers(t)).toEqual(['Learner', 'Course', 'Attendance', 'Actions']));
    expect(screen.getByRole('button', { name: 'Columns (6 hidden)' })).toBeTruthy();
    expect(rowNames(t)).toEqual(
      learners()
        .slice(0, 20)
        .map((r) => r.learner.name),
    );
    expect(screen.getByRole('navigation', { name: 'My learners pages' })).toBeTruthy();
  });

  it('a row shows the referrer (NA for id 0) and attendance and batch percentages as progress bars', async () => {
    showAll();
    open();
    const t = await table();
    const [contact, referral] = [learners()[0], learners()[1]];
    expect(contact.referrer.id).toBe(0);
    const contactRow = within(t).getByRole('rowheader', { name: contact.learner.name }).closest('tr')!;
    // Just the text: no avatar with an "N" beside it.
    expect(cellOf(t, contactRow, 'Referred by').textContent).toBe('NA');
    expect(cellOf(t, contactRow, 'Referred by').querySelector('img, [aria-hidden]')).toBeNull();
    const referralRow = within(t).getByRole('rowheader', { name: referral.learner.name }).closest('tr')!;
    expect(within(referralRow).getByText(referral.referrer.name)).toBeTruthy();
    const [attendance, batch] = within(referralRow).getAllByRole('progressbar');
    expect(attendance.getAttribute('aria-label')).toBe('Attendance');
    expect(attendance.getAttribute('aria-valuenow')).toBe(String(referral.attendance.percentage));
    expect(within(referralRow).getByText(`${referral.attendance.percentage}%`)).toBeTruthy();
    expect(batch.getAttribute('aria-valuenow')).toBe(String(referral.batch.percentage));
  });

  it("shows each learner's org admin and counselor as text, NA when there is none", async () => {
    showAll();
    open();
    const t = await table();
    const rowOf = (name: string) => within(t).getByRole('rowheader', { name }).closest('tr')!;
    const [without, withOne] = [learners()[0], learners()[1]];
    expect(without.counselor.id).toBe(0);
    expect(withOne.counselor.id).not.toBe(0);
    expect(cellOf(t, rowOf(withOne.learner.name), 'Org admin').textContent).toBe(withOne.org_admin.name);
    expect(cellOf(t, rowOf(withOne.learner.name), 'Counselor').textContent).toBe(withOne.counselor.name);
    expect(cellOf(t, rowOf(without.learner.name), 'Counselor').textContent).toBe('NA');
  });

  it('gives the Instructor the Actions column: schedule a class for the learner', async () => {
    open();
    const t = await table();
    const first = learners()[0];
    const link = await within(t).findByRole('link', { name: `Schedule class: ${first.learner.name}` });
    expect(link.getAttribute('href')).toBe(`/class-schedule?learnerID=${first.learner.id}`);
  });

  it('offers Schedule class in no row to an instructor no organisation has mapped to a course, with one check for the page', async () => {
    setScenario('instructorCourses', 'empty');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderAs(
      <>
        <DataTableWidget preset="instructor-home" />
        <DataTableWidget preset="instructor-learners" />
      </>,
      { as: 'instructor' },
    );
    // The toolbar's Schedule New Class says why it is not offered; the rows follow the same answer.
    expect(await screen.findByText(EMPTY_STATE_MESSAGES.instructorNoAccess)).toBeTruthy();
    const t = await table();
    expect(headers(t)).not.toContain('Actions');
    expect(within(t).queryByRole('link', { name: /^Schedule class/ })).toBeNull();
    await user.click(within(screen.getByRole('group', { name: 'My learners' })).getByRole('button', { name: /^Columns/ }));
    expect(screen.getByRole('menuitem', { name: 'Show Email' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Hide Actions' })).toBeNull();
    await user.keyboard('{Escape}');

    // A group keeps its other actions.
    await user.click(screen.getByRole('tab', { name: 'My Groups' }));
    const groups = await screen.findByRole('table', { name: 'My groups' });
    await user.click(within(groups).getAllByRole('button', { name: /^Actions: / })[0]);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Add learners', 'Rename']);
    await user.keyboard('{Escape}');
    const checks = fetchSpy.mock.calls.filter(([url]) => new URL(String(url)).pathname.endsWith(`/instructors/${DEMO_INSTRUCTOR_ID}/courses`));
    expect(checks).toHaveLength(1);
  });

  it('offers Schedule class in the rows when the course check fails: the schedule page has the last word', async () => {
    setScenario('instructorCourses', 'http500');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open();
    const t = await table();
    expect(await within(t).findByRole('link', { name: `Schedule class: ${learners()[0].learner.name}` })).toBeTruthy();
  });

  it('filters By Learner Type, shows the filter as a removable tag and writes it to the address', async () => {
    const user = open();
    await table();
    const select = screen.getByRole('combobox', { name: 'By Learner Type' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'My Contacts', 'My Referrals']);
    await user.selectOptions(select, 'My Referrals');
    const referrals = learners().filter((r) => r.type === 'referral');
    await waitFor(async () => expect(rowNames(await table())).toEqual(referrals.slice(0, 20).map((r) => r.learner.name)));
    expect(addressState()).toEqual({ 'instructor-learners': { filters: { type: 'referrals' } } });
    const tags = screen.getByRole('list', { name: 'Applied filters' });
    await user.click(within(tags).getByRole('button', { name: 'Remove filter By Learner Type: My Referrals' }));
    await waitFor(async () => expect(rowNames(await table())[0]).toBe(learners()[0].learner.name));
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
    expect(location.search).toBe('');
    // The tag went with the focus it had: the filter's own control has it now.
    expect(document.activeElement).toBe(select);
  });

  it('removing a filter tag moves focus to the next tag, and from the last one to its filter', async () => {
    const { email, name } = learners()[0].learner;
    history.replaceState(
      null,
      '',
      `/?state=${encodeURIComponent(JSON.stringify({ 'instructor-learners': { filters: { type: 'contacts', learner: { value: email, label: name } } } }))}`,
    );
    const user = open();
    await table();
    const tags = screen.getByRole('list', { name: 'Applied filters' });
    await user.click(within(tags).getByRole('button', { name: 'Remove filter By Learner Type: My Contacts' }));
    expect(document.activeElement).toBe(within(tags).getByRole('button', { name: `Remove filter Learner: ${name}` }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Learner' }));
  });

  it('hides a column from the column menu and remembers it in the address', async () => {
    const user = open();
    await within(await table()).findByRole('columnheader', { name: 'Actions' });
    await user.click(screen.getByRole('button', { name: /^Columns/ }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Show Email',
      'Hide Course',
      'Show Referred by',
      'Hide Attendance',
      'Show Batch progress',
      'Show Org admin',
      'Show Counselor',
      'Show Enrolled on',
      'Hide Actions',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Hide Course' }));
    expect(headers(await table())).not.toContain('Course');
    expect(addressState()).toEqual({ 'instructor-learners': { hidden: ['email', 'referrer', 'batch', 'orgAdmin', 'counselor', 'enrolled', 'course'] } });
    // By keyboard: the menu offers the hidden column back.
    const button = screen.getByRole('button', { name: 'Columns (7 hidden)' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Show Course' })).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    expect(headers(await table())).toContain('Course');
    expect(location.search).toBe('');
  });

  it('pages through 136 learners with two requests of 100 and keeps the page in the address', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = open();
    await table();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(async () => expect(rowNames(await table())[0]).toBe(learners()[20].learner.name));
    expect(addressState()).toEqual({ 'instructor-learners': { page: 2 } });
    await user.click(screen.getByRole('button', { name: 'Last' }));
    await waitFor(async () =>
      expect(rowNames(await table())).toEqual(
        learners()
          .slice(120)
          .map((r) => r.learner.name),
      ),
    );
    const asked = fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/learners'));
    expect(asked.map((url) => new URL(url).searchParams.get('offset'))).toEqual(['0', '100']);
    expect(new URL(asked[0]).searchParams.get('limit')).toBe('100');
  });

  it('restores tab, filter, page and hidden columns from ?state=', async () => {
    history.replaceState(
      null,
      '',
      `/?state=${encodeURIComponent(JSON.stringify({ 'instructor-learners': { filters: { type: 'contacts' }, page: 2, hidden: ['email', 'course'] } }))}`,
    );
    open();
    const t = await table();
    const contacts = learners().filter((r) => r.type === 'contact');
    await waitFor(() => expect(rowNames(t)).toEqual(contacts.slice(20, 40).map((r) => r.learner.name)));
    await within(t).findByRole('columnheader', { name: 'Actions' });
    expect(headers(t)).toEqual(['Learner', 'Referred by', 'Attendance', 'Batch progress', 'Org admin', 'Counselor', 'Enrolled on', 'Actions']);
    expect((screen.getByRole('combobox', { name: 'By Learner Type' }) as HTMLSelectElement).value).toBe('contacts');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it.each([
    ['malformed JSON', '%7Bbroken'],
    ['unknown values', encodeURIComponent(JSON.stringify({ 'instructor-learners': { tab: 'nope', filters: { type: 'vip' }, page: -2, hidden: ['learner'] } }))],
  ])('falls back to the default view with %s in the address', async (_, state) => {
    history.replaceState(null, '', `/?state=${state}`);
    open();
    const t = await table();
    await within(t).findByRole('columnheader', { name: 'Actions' });
    expect(rowNames(t)[0]).toBe(learners()[0].learner.name);
    expect(headers(t)).toEqual(['Learner', 'Course', 'Attendance', 'Actions']);
    expect(screen.getByRole('tab', { name: 'My Learners (All)' }).getAttribute('aria-selected')).toBe('true');
  });

  it('a page past the end shows the last page', async () => {
    history.replaceState(null, '', `/?state=${encodeURIComponent(JSON.stringify({ 'instructor-learners': { page: 40 } }))}`);
    open();
    await waitFor(async () =>
      expect(rowNames(await table())).toEqual(
        learners()
          .slice(120)
          .map((r) => r.learner.name),
      ),
    );
    // The address is corrected by an effect, which may run a frame after the rows are shown.
    await waitFor(() => expect(addressState()).toEqual({ 'instructor-learners': { page: 7 } }));
  });

  it('finds a learner with the autocomplete filter (more than 2 characters, 500 ms after typing)', async () => {
    const target = learners()[5].learner;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = open();
    await table();
    const box = screen.getByRole('combobox', { name: 'Learner' });
    await user.type(box, target.name.slice(0, 2));
    await new Promise((r) => setTimeout(r, 600));
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/users/search'))).toBe(false);
    await user.type(box, target.name.slice(2));
    const option = await screen.findByRole('option', { name: new RegExp(target.name) });
    const asked = fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/users/search'));
    expect(asked).toHaveLength(1);
    await user.click(option);
    await waitFor(async () => expect(rowNames(await table())).toEqual([target.name]));
    expect(screen.getByRole('button', { name: `Remove filter Learner: ${target.name}` })).toBeTruthy();
    expect(addressState()['instructor-learners'].filters.learner).toEqual({ value: target.email, label: target.name });
  });

  it('shows the server error text when nothing is found (dataNotFound)', async () => {
    open('org-admin');
    expect(await screen.findByText('No learners found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure with a retry that works', async () => {
    setScenario('learners', 'http500');
    const user = open();
    expect((await screen.findByRole('alert')).textContent).toContain('The server could not finish this request.');
    setScenario('learners', 'ok');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeTruthy();
  });

  it('asks a visitor to log in instead of calling the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const asked = vi.fn();
    const user = userEvent.setup();
    renderAs(<DataTableWidget preset="instructor-learners" />, { as: 'visitor' });
    events.on('login:request', asked);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Log in to see this list.')).toBeTruthy();
    expect(asked).toHaveBeenCalledWith({ mode: 'login' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('treats a 401 inside a successful answer as an error with the server message', async () => {
    setScenario('learners', 'code401');
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('Unauthorized');
  });
});
