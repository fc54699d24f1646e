import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { classesByTab, demoUsers, DEMO_INSTRUCTOR_ID, learnerCourses, pastClasses, setScenario } from '@yuno/mock-api';
import { EMPTY_STATE_MESSAGES } from '@yuno/core';
import { renderAs, serveMockApi } from '@yuno/test-support';
import { DataTableWidget } from './DataTableWidget';
import type { PresetName } from '.';

serveMockApi();
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => history.replaceState(null, '', '/'));

function open(preset: PresetName, as: 'instructor' | 'instructor-deactive' | 'learner' | 'org-admin' = 'learner') {
  const user = userEvent.setup();
  renderAs(<DataTableWidget preset={preset} />, { as });
  return { user };
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((h) => h.textContent);

describe('learner home', () => {
  it("has the spec's tabs; My Schedule lists this week's classes with their instructor", async () => {
    open('learner-home');
    const table = await screen.findByRole('table', { name: 'My Schedule' });
    expect(tabNames()).toEqual(['My Schedule', 'Upcoming & Ongoing', 'Past Classes & Recordings']);
    expect(screen.getByRole('tab', { name: 'My Schedule' }).getAttribute('aria-selected')).toBe('true');
    const week = classesByTab(demoUsers.learner.id, 'schedule', Date.now());
    expect(rowNames(table)).toEqual(week.map((c) => c.title));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Class', 'Date and time', 'Course', 'Instructor']);
  });

  it('Past Classes & Recordings links each recording, and says when there is none', async () => {
    const { user } = open('learner-home');
    await screen.findByRole('table', { name: 'My Schedule' });
    await user.click(screen.getByRole('tab', { name: 'Past Classes & Recordings' }));
    const table = await screen.findByRole('table', { name: 'Past Classes & Recordings' });
    const links = within(table).getAllByRole('link', { name: 'Watch recording' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      pastClasses(demoUsers.learner.id, Date.now())
        .filter((c) => c.recording.url)
        .map((c) => c.recording.url),
    );
    expect(within(table).getByText('Not recorded')).toBeTruthy();
  });

  it("someone without classes sees the spec's message", async () => {
    open('learner-home', 'org-admin');
    expect(await screen.findByText("Once your instructor schedules a class, it will show up here and you'll be sent a notification.")).toBeTruthy();
  });
});

describe('instructor home', () => {
  it('Upcoming & Ongoing, with the class running now first, and Schedule New Class', async () => {
    open('instructor-home', 'instructor');
    const table = await screen.findByRole('table', { name: 'Upcoming & Ongoing' });
    expect(tabNames()).toEqual(['Upcoming & Ongoing', 'Past Classes & Recordings']);
    expect(rowNames(table)).toEqual(classesByTab(DEMO_INSTRUCTOR_ID, 'upcoming', Date.now()).map((c) => c.title));
    expect(rowNames(table)[0]).toMatch(/^Live now/);
    // Offered once the instructor's courses say an organisation has mapped them to one.
    expect((await screen.findByRole('link', { name: 'Schedule New Class' })).getAttribute('href')).toBe('/class-schedule');
    expect(screen.queryByText(EMPTY_STATE_MESSAGES.instructorNoAccess)).toBeNull();
  });

  it('an instructor mapped to no course is told why instead of being offered Schedule New Class', async () => {
    setScenario('instructorCourses', 'empty');
    open('instructor-home', 'instructor');
    expect(await screen.findByText(EMPTY_STATE_MESSAGES.instructorNoAccess)).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Upcoming & Ongoing' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Schedule New Class' })).toBeNull();
  });

  it('a failed course check still offers Schedule New Class: the schedule page has the last word', async () => {
    setScenario('instructorCourses', 'http500');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open('instructor-home', 'instructor');
    expect(await screen.findByRole('link', { name: 'Schedule New Class' })).toBeTruthy();
  });

  it("an instructor without classes sees the spec's message", async () => {
    open('instructor-home', 'instructor-deactive');
    expect(await screen.findByText("You haven't schedule any class yet.")).toBeTruthy();
  });
});

describe("learner's courses", () => {
  it('My Courses, Upcoming and Ongoing and Past, with progress bars and status tags', async () => {
    const { user } = open('learner-courses');
    const all = await screen.findByRole('table', { name: 'My Courses' });
    expect(tabNames()).toEqual(['My Courses', 'Upcoming and Ongoing', 'Past']);
    const rows = learnerCourses(demoUsers.learner.id, 'all', Date.now());
    expect(rowNames(all)).toEqual(rows.map((r) => r.course.title));
    expect(within(all).getByRole('link', { name: rows[0].course.title }).getAttribute('href')).toBe(rows[0].course.url);
    expect(
      within(all)
        .getAllByRole('progressbar', { name: 'Progress' })
        .map((b) => b.getAttribute('aria-valuenow')),
    ).toEqual(rows.map((r) => String(r.progress.percentage)));

    await user.click(screen.getByRole('tab', { name: 'Past' }));
    const past = await screen.findByRole('table', { name: 'Past' });
    await waitFor(() => expect(rowNames(past)).toEqual(rows.filter((r) => r.status === 'INACTIVE').map((r) => r.course.title)));
    expect(within(past).getAllByText('INACTIVE')).toHaveLength(2);
  });

  it('someone not enrolled is invited to the catalogue', async () => {
    open('learner-courses', 'instructor');
    expect(await screen.findByText('Explore our course catalog')).toBeTruthy();
  });
});
