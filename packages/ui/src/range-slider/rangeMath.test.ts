import { describe, expect, it } from 'vitest';
import { bigStep, clamp, constrain, fractionOf, nearestThumb, normalizeRange, snapToStep, thumbLimits, valueAtFraction, valueForKey, withThumb } from './rangeMath';
import type { RangeBounds, RangeValue } from './rangeMath';

const PRICE: RangeBounds = { min: 0, max: 10000, step: 100 };

describe('rangeMath', () => {
  it('clamps', () => {
    expect(clamp(5, 0, 3)).toBe(3);
    expect(clamp(-1, 0, 3)).toBe(0);
    expect(clamp(2, 0, 3)).toBe(2);
  });

  it('snaps to the step grid from min, without float noise', () => {
    expect(snapToStep(149, PRICE)).toBe(100);
    expect(snapToStep(150, PRICE)).toBe(200);
    expect(snapToStep(7, { min: 5, max: 50, step: 5 })).toBe(5);
    expect(snapToStep(0.30000000000000004, { min: 0, max: 1, step: 0.1 })).toBe(0.3);
    expect(snapToStep(0.7, { min: 0, max: 1, step: 0.1 })).toBe(0.7);
  });

  it('constrain keeps the bounds themselves reachable off the grid', () => {
    const b = { min: 0, max: 10, step: 3 };
    expect(constrain(12, 0, 10, b)).toBe(10);
    expect(constrain(8, 0, 10, b)).toBe(9);
    expect(constrain(-2, 0, 10, b)).toBe(0);
  });

  it('normalizes a range: clamped, snapped, ordered', () => {
    expect(normalizeRange([-50, 20000], PRICE)).toEqual([0, 10000]);
    expect(normalizeRange([5000, 1000], PRICE)).toEqual([1000, 5000]);
    expect(normalizeRange([1234, 5678], PRICE)).toEqual([1200, 5700]);
    expect(normalizeRange([Number.NaN, Number.NaN], PRICE)).toEqual([0, 10000]);
  });

  it('bigStep is 10% of the range in whole steps, at least one step', () => {
    expect(bigStep(PRICE)).toBe(1000);
    expect(bigStep({ min: 0, max: 100, step: 1 })).toBe(10);
    expect(bigStep({ min: 0, max: 10, step: 1 })).toBe(1);
    expect(bigStep({ min: 0, max: 1050, step: 100 })).toBe(200);
    expect(bigStep({ min: 0, max: 1, step: 0.1 })).toBe(0.1);
  });

  it('each thumb is limited by the other', () => {
    expect(thumbLimits(0, [2000, 6000], PRICE)).toEqual([0, 6000]);
    expect(thumbLimits(1, [2000, 6000], PRICE)).toEqual([2000, 10000]);
  });

  it('maps keys to values within the thumb limits', () => {
    const v: RangeValue = [2000, 6000];
    expect(valueForKey('ArrowRight', 0, v, PRICE)).toBe(2100);
    expect(valueForKey('ArrowUp', 0, v, PRICE)).toBe(2100);
    expect(valueForKey('ArrowLeft', 0, v, PRICE)).toBe(1900);
    expect(valueForKey('ArrowDown', 1, v, PRICE)).toBe(5900);
    expect(valueForKey('PageUp', 0, v, PRICE)).toBe(3000);
    expect(valueForKey('PageDown', 1, v, PRICE)).toBe(5000);
    expect(valueForKey('Home', 0, v, PRICE)).toBe(0);
    expect(valueForKey('End', 0, v, PRICE)).toBe(6000);
    expect(valueForKey('Home', 1, v, PRICE)).toBe(2000);
    expect(valueForKey('End', 1, v, PRICE)).toBe(10000);
    expect(valueForKey('Enter', 1, v, PRICE)).toBeNull();
    // Cannot pass the other thumb.
    expect(valueForKey('PageUp', 0, [5500, 6000], PRICE)).toBe(6000);
    expect(valueForKey('ArrowLeft', 1, [6000, 6000], PRICE)).toBe(6000);
    // Nor the bounds.
    expect(valueForKey('ArrowLeft', 0, [0, 6000], PRICE)).toBe(0);
    expect(valueForKey('PageUp', 1, [0, 9500], PRICE)).toBe(10000);
  });

  it('withThumb moves one thumb, within its limits', () => {
    expect(withThumb([2000, 6000], 0, 2500, PRICE)).toEqual([2500, 6000]);
    expect(withThumb([2000, 6000], 0, 7000, PRICE)).toEqual([6000, 6000]);
    expect(withThumb([2000, 6000], 1, 1000, PRICE)).toEqual([2000, 2000]);
    expect(withThumb([2000, 6000], 1, 6049, PRICE)).toEqual([2000, 6000]);
  });

  it('converts between track positions and values', () => {
    expect(fractionOf(2500, PRICE)).toBe(0.25);
    expect(fractionOf(-1, PRICE)).toBe(0);
    expect(fractionOf(5, { min: 5, max: 5, step: 1 })).toBe(0);
    expect(valueAtFraction(0.123, PRICE)).toBe(1200);
    expect(valueAtFraction(1.5, PRICE)).toBe(10000);
    expect(valueAtFraction(Number.NaN, PRICE)).toBe(0);
  });

  it('picks the nearer thumb for a press on the track', () => {
    expect(nearestThumb(1000, [2000, 6000])).toBe(0);
    expect(nearestThumb(9000, [2000, 6000])).toBe(1);
    expect(nearestThumb(3000, [2000, 6000])).toBe(0);
    expect(nearestThumb(5000, [2000, 6000])).toBe(1);
    expect(nearestThumb(4000, [2000, 6000])).toBe(0);
    expect(nearestThumb(3000, [3000, 3000])).toBe(1);
  });
});
