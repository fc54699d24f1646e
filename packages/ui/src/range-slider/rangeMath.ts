/**
 * Pure value logic for the two-thumb range slider. The native range inputs do the rest: each
 * steps by the keyboard and the pointer within [min, max] on the step grid.
 */

export interface RangeBounds {
  min: number;
  max: number;
  step: number;
}

export type RangeValue = [number, number];
export type Thumb = 0 | 1;

export function clamp(value: number, lo: number, hi: number): number {
  return Math.min(Math.max(value, lo), hi);
}

/**
 * A valid [lo, hi]: both within the bounds, lo ≤ hi (a missing end is its bound). Off the step
 * grid a value stays as it is (it is what the search uses); the input shows its thumb on the grid.
 */
export function normalizeRange(value: RangeValue, { min, max }: RangeBounds): RangeValue {
  const a = clamp(Number.isFinite(value[0]) ? value[0] : min, min, max);
  const b = clamp(Number.isFinite(value[1]) ? value[1] : max, min, max);
  return a <= b ? [a, b] : [b, a];
}

/** The range with one thumb moved to `next`, stopped at the other thumb. */
export function withThumb(value: RangeValue, thumb: Thumb, next: number): RangeValue {
  return thumb ? [value[0], Math.max(next, value[0])] : [Math.min(next, value[1]), value[1]];
}

/** Position (0..1) of a value on the track. */
export function fractionOf(value: number, bounds: RangeBounds): number {
  const span = bounds.max - bounds.min;
  return span > 0 ? clamp((value - bounds.min) / span, 0, 1) : 0;
}

/** Which thumb a press on the track at `target` moves: the nearer one (the lower on a tie, the upper above a shared value). */
export function nearestThumb(target: number, [lo, hi]: RangeValue): Thumb {
  return 2 * target > lo + hi ? 1 : 0;
}
