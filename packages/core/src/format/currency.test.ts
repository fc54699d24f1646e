import { describe, it, expect } from 'vitest';
import { formatCurrency, formatPrice } from './currency';
import { formatNumberIN } from './formatNumberIN';

describe('formatCurrency', () => {
  it('defaults to USD, en-IN, 0 to 2 decimals', () => {
    expect(formatCurrency(1234567.891)).toBe('$12,34,567.89');
    expect(formatCurrency(1800)).toBe('$1,800');
    expect(formatCurrency(10.5)).toBe('$10.5');
  });
  it('takes a currency and locale', () => {
    expect(formatCurrency(120000, { currency: 'INR' })).toBe('₹1,20,000');
    expect(formatCurrency(1234.5, { currency: 'EUR', locale: 'en-US', minimumFractionDigits: 2 })).toBe('€1,234.50');
  });
  it('degrades on bad input', () => {
    expect(formatCurrency(Number.NaN)).toBe('');
    expect(formatCurrency('abc')).toBe('');
    expect(formatCurrency('349', { currency: 'INR' })).toBe('₹349');
    expect(formatCurrency(5, { currency: 'NOT-A-CODE' })).toBe('5');
  });
});

describe('formatPrice', () => {
  it("shows 0 as 'Free'", () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice('0')).toBe('Free');
  });
  it('uses the rupee sign and Indian grouping', () => {
    expect(formatPrice(120000)).toBe('₹1,20,000');
    expect(formatPrice(2900)).toBe('₹2,900');
    expect(formatPrice(349.5)).toBe('₹349.5');
    expect(formatPrice(99, '$')).toBe('$99');
  });
  it('gives empty text for non-numbers', () => {
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatNumberIN(1234567)).toBe('12,34,567');
  });
});
