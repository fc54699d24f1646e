import { describe, it, expect } from 'vitest';
import { progressColour } from './progress';

describe('progressColour', () => {
  it.each([
    [0, 'red'],
    [30, 'red'],
    [30.1, 'orange'],
    [50, 'orange'],
    [51, 'yellow'],
    [70, 'yellow'],
    [71, 'light-green'],
    [80, 'light-green'],
    [81, 'dark-green'],
    [100, 'dark-green'],
    [Number.NaN, 'red'],
  ])('%s → %s', (value, colour) => {
    expect(progressColour(value)).toBe(colour);
  });
});
