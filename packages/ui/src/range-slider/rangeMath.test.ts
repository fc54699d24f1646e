import { describe, expect, it } from 'vitest';
import { clamp, fractionOf, nearestThumb, normalizeRange, withThumb } from './rangeMath';
import type { RangeBounds } from './rangeMath';

const PRICE: RangeBounds = { min: 0, max: 10000, step: 100 };

describe('rangeMath', () => {
  it('clamps', () => {
    expect(clamp(5, 0, 3)).toBe(3);
    expect(clamp(-1, 0, 3)).toBe(0);
    expect(clamp(2, 0, 3)).toBe(2);
  });

  it('normalizes a range: within the bounds, ordered, a missing end at its bound', () => {
    expect(normalizeRange([-50, 20000], PRICE)).toEqual([0, 10000]);
    expect(normalizeRange([5000, 1000], PRICE)).toEqual([1000, 5000]);
    expect(normalizeRange([1234, 5678], PRICE)).toEqual([1234, 5678]);
    expect(normalizeRange([Number.NaN, Number.NaN], PRICE)).toEqual([0, 10000]);
  });

  it('withThumb moves one thumb, stopped at the other', () => {
    expect(withThumb([2000, 6000], 0, 2500)).toEqual([2500, 6000]);
    expect(withThumb([2000, 6000], 0, 7000)).toEqual([6000, 6000]);
    expect(withThumb([2000, 6000], 1, 1000)).toEqual([2000, 2000]);
    expect(withThumb([2000, 6000], 1, 9000)).toEqual([2000, 9000]);
  });

  it('gives the position of a value on the track', () => {
    expect(fractionOf(2500, PRICE)).toBe(0.25);
    expect(fractionOf(-1, PRICE)).toBe(0);
    expect(fractionOf(20000, PRICE)).toBe(1);
    expect(fractionOf(5, { min: 5, max: 5, step: 1 })).toBe(0);
  });

  it('picks the nearer thumb for a press on the track', () => {
    expect(nearestThumb(1000, [2000, 6000])).toBe(0);
    expect(nearestThumb(9000, [2000, 6000])).toBe(1);
    expect(nearestThumb(3000, [2000, 6000])).toBe(0);
    expect(nearestThumb(5000, [2000, 6000])).toBe(1);
    // A tie: the lower.
    expect(nearestThumb(4000, [2000, 6000])).toBe(0);
    // Both on one value: the side of the press picks.
    expect(nearestThumb(2000, [3000, 3000])).toBe(0);
    expect(nearestThumb(4000, [3000, 3000])).toBe(1);
  });
});
