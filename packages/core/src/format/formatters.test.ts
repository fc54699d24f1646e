import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat } from './formatters';

describe('Intl formatters', () => {
  it('are made once per locale and options', () => {
    expect(numberFormat('en-IN', { maximumFractionDigits: 2 })).toBe(numberFormat('en-IN', { maximumFractionDigits: 2 }));
    expect(numberFormat('en-IN', { maximumFractionDigits: 0 })).not.toBe(numberFormat('en-IN', { maximumFractionDigits: 2 }));
    expect(dateFormat('en-US', { month: 'short' })).toBe(dateFormat('en-US', { month: 'short' }));
    expect(dateFormat('en-US', { month: 'short', timeZone: 'UTC' })).not.toBe(dateFormat('en-US', { month: 'short' }));
  });

  it("follow the viewer's time zone when it changes", () => {
    const date = new Date(Date.UTC(2026, 2, 1, 23, 30));
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Kolkata';
      expect(dateFormat('en-US', { day: 'numeric' }).format(date)).toBe('2');
      process.env.TZ = 'America/New_York';
      expect(dateFormat('en-US', { day: 'numeric' }).format(date)).toBe('1');
    } finally {
      process.env.TZ = saved;
    }
  });

  it('format as a new one would', () => {
    expect(numberFormat('en-IN', { maximumFractionDigits: 2 }).format(1234567.891)).toBe('12,34,567.89');
    const date = new Date(Date.UTC(2026, 0, 5, 12));
    expect(dateFormat('en-US', { month: 'short', day: '2-digit', timeZone: 'UTC' }).format(date)).toBe('Jan 05');
  });
});
