import { afterEach, describe, expect, it } from 'vitest';
import { batchSchedule } from './batchSchedule';
import { testBatch } from '../test-support/batch';

const savedZone = process.env.TZ;
afterEach(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

describe('batch schedule', () => {
  it('gives the calendar block, the 12-hour start time and the class days', () => {
    expect(batchSchedule(testBatch())).toEqual({
      calendar: { day: 'Mon', date: '2', month: 'Mar' },
      startTime: '6:30 PM',
      days: [
        { label: 'Sun', available: false },
        { label: 'Mon', available: true },
        { label: 'Tue', available: false },
        { label: 'Wed', available: true },
        { label: 'Thu', available: false },
        { label: 'Fri', available: true },
        { label: 'Sat', available: false },
      ],
    });
  });

  it('falls back to the start date and reads day names in any case or length', () => {
    const batch = testBatch({
      start_end: { display_start: { time: '' } },
      starts_on: '2026-02-28',
      class_days: [
        { day: 'saturday', available: true },
        { day: 'SUN', available: true },
        { day: 'Mon', available: false },
      ],
    });
    const schedule = batchSchedule(batch);
    expect(schedule.calendar).toEqual({ day: 'Sat', date: '28', month: 'Feb' });
    expect(schedule.days.filter((d) => d.available).map((d) => d.label)).toEqual(['Sun', 'Sat']);
  });

  it("shows a first class given as an instant on the viewer's own calendar day", () => {
    // 23:30 UTC on Sunday 1 March is Monday 2 March in Kolkata and still Sunday in New York.
    const batch = testBatch({ start_end: { display_start: { time: '2026-03-01T23:30:00Z' } } });
    process.env.TZ = 'Asia/Kolkata';
    expect(batchSchedule(batch).calendar).toEqual({ day: 'Mon', date: '2', month: 'Mar' });
    process.env.TZ = 'America/New_York';
    expect(batchSchedule(batch).calendar).toEqual({ day: 'Sun', date: '1', month: 'Mar' });
  });

  it('leaves what the data lacks empty rather than inventing it', () => {
    const batch = testBatch({ start_end: { display_start: { time: 'soon' } }, starts_on: '', class_time: { start_time: { time: '' } } });
    expect(batchSchedule(batch).calendar).toEqual({ day: '', date: '', month: '' });
    expect(batchSchedule(batch).startTime).toBe('');
  });
});
