import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockState } from '../state';
import { call, TEST_NOW } from '../test-support/call';
import { DEMO_INSTRUCTOR_ID } from '../fixtures/people';
import { demoUsers } from '../fixtures/users';

beforeEach(() => resetMockState());

type Row = Record<string, any>;
const NOW = new Date(TEST_NOW).getTime();
const LEARNER = demoUsers.learner.id;
const classes = (userId: number, tab: string) => call('GET', `v4/classes/${userId}/${tab}`).body;
const courses = (userId: number, tab: string) => call('GET', `v4/learners/${userId}/courses/${tab}`).body;
const startOf = (row: Row) => Date.parse(`${row.start}Z`);

describe('home page classes', () => {
  it('upcoming and ongoing: the class running now first, then the upcoming ones in time order', () => {
    for (const userId of [DEMO_INSTRUCTOR_ID, LEARNER]) {
      const body = classes(userId, 'upcoming');
      const rows = body.data as Row[];
      expect(body.count).toBe(rows.length);
      expect(rows[0].title).toMatch(/^Live now/);
      expect(startOf(rows[0])).toBeLessThanOrEqual(NOW);
      expect(Date.parse(`${rows[0].end}Z`)).toBeGreaterThan(NOW);
      const starts = rows.map(startOf);
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    }
  });

  it("my schedule holds this week's classes only", () => {
    const week = classes(LEARNER, 'schedule').data as Row[];
    const all = classes(LEARNER, 'upcoming').data as Row[];
    expect(week.length).toBeGreaterThan(0);
    expect(week.every((c) => startOf(c) < NOW + 7 * 86_400_000)).toBe(true);
    expect(all.filter((c) => startOf(c) < NOW + 7 * 86_400_000).map((c) => c.id)).toEqual(week.map((c) => c.id));
  });

  it('past classes carry their recording, or say they were not recorded', () => {
    const rows = classes(DEMO_INSTRUCTOR_ID, 'past').data as Row[];
    expect(rows.every((c) => startOf(c) < NOW)).toBe(true);
    expect(rows.filter((c) => c.recording.url).map((c) => c.recording.label)).toEqual(['Watch recording', 'Watch recording', 'Watch recording']);
    expect(rows.find((c) => !c.recording.url)?.recording.label).toBe('Not recorded');
  });

  it('a deleted class leaves the instructor home too', () => {
    const first = (classes(DEMO_INSTRUCTOR_ID, 'upcoming').data as Row[])[1];
    call('DELETE', `v2/classes/${first.id}`);
    expect((classes(DEMO_INSTRUCTOR_ID, 'upcoming').data as Row[]).some((c) => c.id === first.id)).toBe(false);
  });

  it("answers 204 with the spec's message for someone without classes, and 400 for an unknown tab", () => {
    expect(classes(demoUsers['org-admin'].id, 'upcoming')).toMatchObject({
      code: 204,
      message: "Once your instructor schedules a class, it will show up here and you'll be sent a notification.",
    });
    expect(classes(LEARNER, 'tomorrow')).toMatchObject({ code: 400 });
  });
});

describe("learner's courses", () => {
  it('all, upcoming and ongoing, and past enrolments, with progress and status', () => {
    const all = courses(LEARNER, 'all').data as Row[];
    const upcoming = courses(LEARNER, 'upcoming').data as Row[];
    const past = courses(LEARNER, 'past').data as Row[];
    expect(all).toHaveLength(4);
    expect(upcoming.length + past.length).toBe(4);
    expect(upcoming.every((r) => r.status === 'ACTIVE' && r.ends_on >= new Date(NOW).toISOString().slice(0, 10))).toBe(true);
    expect(past.every((r) => r.status === 'INACTIVE')).toBe(true);
    expect(all[0]).toMatchObject({ course: { title: 'Spoken English for Professionals', url: expect.stringMatching(/^\//) }, progress: { percentage: 45 } });
  });

  it('answers 204 "Explore our course catalog" for someone not enrolled', () => {
    expect(courses(DEMO_INSTRUCTOR_ID, 'all')).toMatchObject({ code: 204, message: 'Explore our course catalog' });
  });
});
