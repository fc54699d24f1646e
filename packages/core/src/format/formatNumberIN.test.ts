import { describe, expect, it, vi } from 'vitest';
import { formatNumberIN } from './formatNumberIN';

const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

describe('formatNumberIN', () => {
  it('groups the last three digits, then pairs', () => {
    expect(formatNumberIN(0)).toBe('0');
    expect(formatNumberIN(999)).toBe('999');
    expect(formatNumberIN(1000)).toBe('1,000');
    expect(formatNumberIN(120000)).toBe('1,20,000');
    expect(formatNumberIN(1234567)).toBe('12,34,567');
    expect(formatNumberIN(123456789.5)).toBe('12,34,56,789.5');
  });

  it('writes what Intl writes for en-IN, decimals, signs and rounding included', () => {
    const values = [0.005, 0.015, 0.285, 1.005, 1.255, 2.5, 9.999, 99.995, 999.999, -0, -0.001, 1e-7, -1e-7, -1500.5, 9999999999999.99];
    // The same spread of whole numbers, cents and long fractions on every run.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 3000; i++) values.push(Math.round(next() * 10 ** (i % 13)) / 10 ** (i % 4), -next() * 10 ** (i % 13));
    for (const value of values) expect([value, formatNumberIN(value)]).toEqual([value, intl.format(value)]);
  });

  it('makes no Intl formatter, whose locale data would load inside the render of the first price', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatNumberIN(1234567.891)).toBe('12,34,567.89');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('shows the digits as they are from 10^13, where a double has no exact hundredths', () => {
    expect(formatNumberIN(1e13)).toBe('10000000000000');
    expect(formatNumberIN(-1e21)).toBe('-1e+21');
    expect(formatNumberIN(Number.NaN)).toBe('NaN');
  });
});
