import { describe, it, expect } from 'vitest';
import { to12Hour, timeToMinutes } from './time';

describe('to12Hour', () => {
  it('converts 24-hour times', () => {
    expect(to12Hour('18:30')).toBe('6:30 PM');
    expect(to12Hour('06:30')).toBe('6:30 AM');
    expect(to12Hour('00:05')).toBe('12:05 AM');
    expect(to12Hour('12:00')).toBe('12:00 PM');
    expect(to12Hour('23:59:10')).toBe('11:59 PM');
  });
  it('returns other text unchanged', () => {
    expect(to12Hour('6:30 PM')).toBe('6:30 PM');
    expect(to12Hour('25:00')).toBe('25:00');
    expect(to12Hour('')).toBe('');
  });
});

describe('timeToMinutes', () => {
  it('parses HH:MM', () => {
    expect(timeToMinutes('06:30')).toBe(390);
    expect(timeToMinutes('bad')).toBeNull();
    expect(timeToMinutes('10:61')).toBeNull();
  });
});
