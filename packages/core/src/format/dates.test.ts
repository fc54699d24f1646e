import { describe, it, expect, vi, afterEach } from 'vitest';
import { formatDate, formatLongDate, calendarBlock, tomorrowISO, toISODate, toDate, weeksLabel, addMinutes } from './dates';

afterEach(() => {
  vi.useRealTimers();
});

describe('date formats', () => {
  it("'Mon DD YYYY'", () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('Jan 05 2026');
    expect(formatDate('2026-12-25')).toBe('Dec 25 2026');
  });
  it("'Day, Mon D, YYYY'", () => {
    expect(formatLongDate(new Date(2026, 0, 5))).toBe('Mon, Jan 5, 2026');
    expect(formatLongDate('2026-03-01')).toBe('Sun, Mar 1, 2026');
  });
  it('honours an explicit time zone', () => {
    const instant = Date.UTC(2026, 0, 5, 20, 0); // 01:30 on Jan 6 in Kolkata
    expect(formatDate(instant, { timeZone: 'Asia/Kolkata' })).toBe('Jan 06 2026');
    expect(formatDate(instant, { timeZone: 'America/Los_Angeles' })).toBe('Jan 05 2026');
  });
  it('reads YYYY-MM-DD as a local date', () => {
    expect(toISODate(toDate('2026-01-05')!)).toBe('2026-01-05');
  });
  it('gives empty text for invalid dates', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatLongDate('')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(calendarBlock('nope')).toEqual({ day: '', date: '', month: '' });
  });
});

describe('calendarBlock', () => {
  it('splits day, date and month', () => {
    expect(calendarBlock(new Date(2026, 0, 5))).toEqual({ day: 'Mon', date: '5', month: 'Jan' });
    expect(calendarBlock('2026-02-28')).toEqual({ day: 'Sat', date: '28', month: 'Feb' });
  });
});

describe('tomorrowISO', () => {
  it('uses the current time by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 0, 31, 23, 59, 59));
    expect(tomorrowISO()).toBe('2026-02-01');
    vi.setSystemTime(new Date(2026, 1, 1, 0, 0, 0));
    expect(tomorrowISO()).toBe('2026-02-02');
  });
  it('crosses month and year ends', () => {
    expect(tomorrowISO(new Date(2025, 11, 31, 12))).toBe('2026-01-01');
    expect(tomorrowISO(new Date(2028, 1, 28, 12))).toBe('2028-02-29');
  });
  it("follows the viewer's time zone, not UTC", () => {
    const saved = process.env.TZ;
    try {
      vi.useFakeTimers();
      vi.setSystemTime(new Date(Date.UTC(2026, 0, 5, 20, 0))); // Jan 6 01:30 in Kolkata, Jan 5 12:00 in LA
      process.env.TZ = 'Asia/Kolkata';
      expect(tomorrowISO()).toBe('2026-01-07');
      process.env.TZ = 'America/Los_Angeles';
      expect(tomorrowISO()).toBe('2026-01-06');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
  it('is right on a daylight-saving day', () => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      // 2026-03-08 has 23 hours in New York: adding 24 h would skip a day.
      expect(tomorrowISO(new Date(2026, 2, 7, 23, 30))).toBe('2026-03-08');
      expect(tomorrowISO(new Date(2026, 2, 8, 0, 30))).toBe('2026-03-09');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe('small helpers', () => {
  it('weeksLabel', () => {
    expect(weeksLabel(1)).toBe('1 week');
    expect(weeksLabel(0)).toBe('0 weeks');
    expect(weeksLabel(12)).toBe('12 weeks');
  });
  it('addMinutes', () => {
    expect(addMinutes(new Date(2026, 0, 5, 10, 58), 5)).toEqual(new Date(2026, 0, 5, 11, 3));
  });
});
