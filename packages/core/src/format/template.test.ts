import { describe, it, expect } from 'vitest';
import { interpolate } from './template';

describe('interpolate', () => {
  it('fills named placeholders', () => {
    expect(interpolate('Show all {count} enrollment options', { count: 12 })).toBe('Show all 12 enrollment options');
    expect(interpolate('{a}-{b}-{a}', { a: 1, b: 'x' })).toBe('1-x-1');
  });
  it('leaves unknown placeholders and blanks null values', () => {
    expect(interpolate('Hi {name}', {})).toBe('Hi {name}');
    expect(interpolate('Hi {name}', { name: null })).toBe('Hi ');
  });
  it('does not read inherited properties', () => {
    expect(interpolate('{toString}', {})).toBe('{toString}');
  });
});
