import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { events } from '@yuno/core';
import {
  courseById,
  demoUsers,
  DEMO_INSTRUCTOR_ID,
  enrolmentRows,
  instructorBatches,
  instructorCourses,
  paymentRows,
  setScenario,
  timeBucket,
} from '@yuno/mock-api';
import { parseProps } from '@yuno/runtime';
import { mockServer, renderAs, serveMockApi } from '@yuno/test-support';
import { DataTableWidget } from './DataTableWidget';
import { dataTableProps } from '../props';
import { presetRefusal } from './refusal';
import type { PresetName } from '.';

serveMockApi();
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => history.replaceState(null, '', '/'));

function open(preset: PresetName, as: 'instructor' | 'learner' = 'learner') {
  const user = userEvent.setup();
  const toasts: Array<{ message: string; tone?: string; duration?: number }> = [];
  renderAs(<DataTableWidget preset={preset} />, { as });
  events.on('toast', (t) => void toasts.push(t));
  return { user, toasts };
}

describe('payments', () => {
  const mine = () => paymentRows(Date.now()).filter((p) => p.learner.id === demoUsers.learner.id);

  it('shows status tags with their text, amounts and the payment link to copy', async () => {
    const { user, toasts } = open('payments');
    const t = await screen.findByRole('table', { name: 'Payments' });
    expect(
      within(t)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(mine().map((p) => p.receipt));
    const tags = mine().map((p) => within(within(t).getByRole('rowheader', { name: p.receipt }).closest('tr')!).getByText(p.status).className);
    expect(tags).toEqual([
      'yuno-dt-tag yuno-dt-tag--success',
      'yuno-dt-tag yuno-dt-tag--info',
      'yuno-dt-tag yuno-dt-tag--danger',
      'yuno-dt-tag yuno-dt-tag--warning',
    ]);
    const first = mine()[0];
    await user.click(within(t).getByRole('button', { name: `Copy Payment link: ${first.short_url}` }));
    await waitFor(() => expect(toasts).toEqual([{ message: 'Copy to clipboard', tone: 'success', duration: 1000 }]));
    expect(await navigator.clipboard.readText()).toBe(first.short_url);
  });

  it('filters by status', async () => {
    const { user } = open('payments');
    await screen.findByRole('table', { name: 'Payments' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'FAILED');
    await waitFor(() =>
      expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(
        mine()
          .filter((p) => p.status === 'FAILED')
          .map((p) => p.receipt),
      ),
    );
    expect(screen.getByRole('button', { name: 'Remove filter Status: FAILED' })).toBeTruthy();
  });
});

describe('enrollments', () => {
  it('shows status tags and attendance as progress bars', async () => {
    open('enrollments');
    const t = await screen.findByRole('table', { name: 'Enrollments' });
    const rows = enrolmentRows(Date.now()).filter((e) => e.learner.id === demoUsers.learner.id);
    expect(within(t).getAllByRole('row')).toHaveLength(rows.length + 1);
    const bars = within(t).getAllByRole('progressbar', { name: 'Attendance' });
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(rows.map((r) => String(r.attendance.percentage)));
    expect(rows.map((r) => within(t).getAllByText(r.status).length > 0)).toEqual(rows.map(() => true));
  });
});

describe('instructor courses', () => {
  const courses = () => instructorCourses(DEMO_INSTRUCTOR_ID, Date.now());

  it('shows a card per course with Upcoming & Ongoing and Past batch tabs, 4 batches per page', async () => {
    const { user } = open('instructor-courses', 'instructor');
    const first = courses()[0];
    const heading = await screen.findByRole('heading', { name: first.title });
    const card = heading.closest('article')!;
    expect(
      within(card)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Upcoming & Ongoing', 'Past']);
    const batches = instructorBatches(courseById(first.id)!, 'upcoming', Date.now());
    const upcoming = await within(card).findByRole('table', { name: `${first.title}: Upcoming & Ongoing` });
    expect(
      within(upcoming)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(batches.slice(0, 4).map((b) => b.batch_name));
    await user.click(within(card).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(
        within(upcoming)
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual(batches.slice(4, 8).map((b) => b.batch_name)),
    );
    await user.click(within(card).getByRole('tab', { name: 'Past' }));
    const past = await within(card).findByRole('table', { name: `${first.title}: Past` });
    const pastBatches = instructorBatches(courseById(first.id)!, 'past', Date.now());
    expect(
      within(past)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(pastBatches.slice(0, 4).map((b) => b.batch_name));
    expect(screen.getAllByRole('article')).toHaveLength(courses().length);
    // Each card's table and pages are named after the course, so landmarks stay unique.
    expect(within(card).getByRole('navigation', { name: `${first.title}: Past pages` })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: first.title })).toBe(heading);
  });

  it('filters a course batches by time of day: Any Time, Morning, Afternoon, Evening, Night', async () => {
    const { user } = open('instructor-courses', 'instructor');
    const first = courses()[0];
    const card = (await screen.findByRole('heading', { name: first.title })).closest('article')!;
    const select = await within(card).findByRole('combobox', { name: 'Time of day' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any Time', 'Morning', 'Afternoon', 'Evening', 'Night']);
    await user.selectOptions(select, 'Night');
    const night = instructorBatches(courseById(first.id)!, 'upcoming', Date.now()).filter((b) => timeBucket(b.class_time.start_time.time) === 'night');
    await waitFor(() =>
      expect(
        within(within(card).getByRole('table'))
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual(night.slice(0, 4).map((b) => b.batch_name)),
    );
  });
});

describe('an instructor teaching no course', () => {
  // Spec 1, "Empty-state messages": once mapped to a course you can connect to the organisation's virtual classroom.
  const VIRTUAL_CLASSROOM = "Once you are mapped to a course, you can connect to the organisation's virtual classroom.";
  const NO_ACCESS = 'An organisation admin must allow you to teach a course first.';

  it('is told that once mapped to a course they can connect to the virtual classroom (the server says it)', async () => {
    setScenario('instructorCourses', 'empty');
    open('instructor-courses', 'instructor');
    expect(await screen.findByText(VIRTUAL_CLASSROOM)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText(NO_ACCESS)).toBeNull();
  });

  it('is told the same when the server answers an empty list with no message', async () => {
    mockServer.use(http.get('*/wp-json/yuno/v4/instructors/:id/courses', () => HttpResponse.json({ code: 200, message: '', data: [], count: 0 })));
    open('instructor-courses', 'instructor');
    expect(await screen.findByText(VIRTUAL_CLASSROOM)).toBeTruthy();
    expect(screen.queryByText('No data found.')).toBeNull();
  });
});

describe('data-table props', () => {
  it('needs a known preset, and says which ones there are', () => {
    expect(parseProps({}, dataTableProps)).toEqual({ ok: false, message: 'The "preset" property is required.' });
    // The widget's `validate` refuses an unknown one, naming it.
    expect(presetRefusal({ preset: 'everything' })).toBe(
      'There is no preset called “everything”. The "preset" property must be one of: learner-home, learner-courses, instructor-home, instructor-learners, instructor-groups, upcoming-classes, learner-classes, payments, enrollments, instructor-courses, class-detail.',
    );
    expect(presetRefusal({ preset: 'payments' })).toBeNull();
    expect(presetRefusal({ preset: 'constructor' })).not.toBeNull();
    expect(parseProps({ preset: 'payments', syncUrl: 'false' }, dataTableProps)).toEqual({ ok: true, props: { preset: 'payments', syncUrl: false } });
  });
});
