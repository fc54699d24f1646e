import { describe, expect, it } from 'vitest';
import { courseByTitle, courseWithoutBatchesId } from '../fixtures/courses';
import { NO_BATCHES, NO_COURSE_MAPPED } from './batches';
import { call, TEST_NOW } from '../test-support/call';

type B = {
  batch_id: number;
  class_days: Array<{ day: string; available: boolean }>;
  class_time: { start_time: { time: string } };
  starts_on: string;
  is_enrollable: boolean;
};

const course = courseByTitle('IELTS Academic Intensive');
const tomorrow = new Date(TEST_NOW.getTime() + 86_400_000).toISOString().slice(0, 10);
const batches = (query: Record<string, string | number | boolean>) =>
  call('GET', 'v4/batches/view/list', { query: { user_id: 4101, course_id: course.id, active_batch: 'upcoming', enrollment_request_date: tomorrow, ...query } });

describe('batch list', () => {
  it('answers every batch with batch_count when unfiltered', () => {
    const { body } = batches({ limit: 100, offset: 0 });
    expect(body.code).toBe(200);
    expect(body.batch_count).toBe(12);
    expect(body.count).toBeUndefined();
    expect(body.data).toHaveLength(12);
    const first = (body.data as Array<Record<string, unknown>>)[0];
    expect(first).toEqual(
      expect.objectContaining({
        batch_id: expect.any(Number),
        batch_name: expect.any(String),
        batch_end_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        start_end: expect.objectContaining({ display_start: { time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/) } }),
        class_time: expect.objectContaining({ start_time: { time: expect.stringMatching(/^\d{2}:\d{2}$/) } }),
        max_seats: expect.any(Number),
        price: course.price,
        zoho_product_id: expect.any(String),
        instructor: expect.objectContaining({ full_name: expect.any(String), image: { url: expect.any(String), alt_text: expect.any(String) } }),
      }),
    );
  });

  it('pages with limit and offset (load more appends)', () => {
    const a = batches({ limit: 4, offset: 0 }).body;
    const b = batches({ limit: 4, offset: 4 }).body;
    expect(a.data).toHaveLength(4);
    expect(a.batch_count).toBe(12);
    const ids = new Set((a.data as B[]).map((x) => x.batch_id));
    expect((b.data as B[]).some((x) => ids.has(x.batch_id))).toBe(false);
  });

  it('filters by class days (any chosen day) and time of day', () => {
    const sun = batches({ batch_days: 'Sun', limit: 100 }).body.data as B[];
    expect(sun.length).toBeGreaterThan(0);
    expect(sun.every((b) => b.class_days.some((d) => d.day === 'Sun' && d.available))).toBe(true);
    const evening = batches({ batch_time: 'evening', limit: 100 }).body.data as B[];
    expect(evening.every((b) => b.class_time.start_time.time >= '16:00' && b.class_time.start_time.time < '20:00')).toBe(true);
    const both = batches({ batch_days: 'Mon,Tue', batch_time: 'morning,night', limit: 100 }).body.data as B[];
    expect(both.length).toBe(4);
  });

  it('every day and every time of day has a batch', () => {
    for (const day of ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) {
      for (const time of ['morning', 'afternoon', 'evening', 'night']) {
        expect(batches({ batch_days: day, batch_time: time }).body.code).toBe(200);
      }
    }
  });

  it('leaves out full batches when only_enrollable is true', () => {
    const all = batches({ only_enrollable: false, limit: 100 }).body.data as B[];
    const open = batches({ only_enrollable: true, limit: 100 }).body.data as B[];
    expect(all.length - open.length).toBe(1);
    expect(open.every((b) => b.is_enrollable)).toBe(true);
  });

  it('starts batches tomorrow or later', () => {
    const all = batches({ limit: 100 }).body.data as B[];
    expect(all.every((b) => b.starts_on >= tomorrow)).toBe(true);
  });

  it('answers 204 with the no-batches message', () => {
    expect(call('GET', 'v4/batches/view/list', { query: { course_id: courseWithoutBatchesId } }).body).toEqual({ code: 204, message: NO_BATCHES, data: [] });
    const kids = courseByTitle('Python for Kids: Games and Logic');
    expect(call('GET', 'v4/batches/view/list', { query: { course_id: kids.id, batch_time: 'night' } }).body.code).toBe(204);
  });
});

describe('instructor courses and their batches', () => {
  it('lists the demo instructor courses', () => {
    const { body } = call('GET', 'v4/instructors/4201/courses');
    expect(body.code).toBe(200);
    expect((body.data as Array<{ title: string }>).map((c) => c.title)).toContain('IELTS Academic Intensive');
  });

  it("tells an instructor teaching no course that once mapped to one they can connect to the organisation's virtual classroom", () => {
    // 4101 is the demo learner: no course lists them as its instructor.
    const { body } = call('GET', 'v4/instructors/4101/courses');
    expect(body).toMatchObject({ code: 204, message: NO_COURSE_MAPPED });
  });

  it('pages upcoming and past batches 4 at a time', () => {
    const up = call('GET', `v4/batches/${course.id}/upcoming`).body;
    expect(up.data).toHaveLength(4);
    expect(up.count).toBe(14);
    const past = call('GET', `v4/batches/${course.id}/past`, { query: { limit: 4, offset: 4 } }).body;
    expect(past.count).toBe(7);
    expect(past.data).toHaveLength(3);
    expect((past.data as Array<{ ends_on: string }>).every((b) => b.ends_on < TEST_NOW.toISOString().slice(0, 10))).toBe(true);
    expect(call('GET', `v4/batches/${course.id}/sideways`).body.code).toBe(204);
  });
});
