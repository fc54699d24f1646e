/** Pure value logic for the two-thumb range slider. */

export interface RangeBounds {
  min: number;
  max: number;
  step: number;
}

export type RangeValue = [number, number];
export type Thumb = 0 | 1;

function decimalsOf(n: number): number {
  if (!Number.isFinite(n)) return 0;
  const s = String(n);
  const e = s.indexOf('e-');
  if (e >= 0) return Number(s.slice(e + 2));
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

/** Rounds away binary noise (0.1 + 0.2) to the precision of the step and the minimum. */
function tidy(value: number, bounds: RangeBounds): number {
  const places = Math.max(decimalsOf(bounds.step), decimalsOf(bounds.min));
  return Number(value.toFixed(Math.min(places, 12)));
}

export function clamp(value: number, lo: number, hi: number): number {
  return Math.min(Math.max(value, lo), hi);
}

/** The nearest value on the step grid that starts at `min`. */
export function snapToStep(value: number, bounds: RangeBounds): number {
  const { min, step } = bounds;
  if (!(step > 0)) return value;
  return tidy(Math.round((value - min) / step) * step + min, bounds);
}

/** A value snapped to the grid and kept within [lo, hi]. The bounds themselves are always allowed. */
export function constrain(value: number, lo: number, hi: number, bounds: RangeBounds): number {
  if (value <= lo) return lo;
  if (value >= hi) return hi;
  return clamp(snapToStep(value, bounds), lo, hi);
}

/** A valid [lo, hi]: both within [min, max], on the grid, lo ≤ hi. */
export function normalizeRange(value: RangeValue, bounds: RangeBounds): RangeValue {
  const a = constrain(Number.isFinite(value[0]) ? value[0] : bounds.min, bounds.min, bounds.max, bounds);
  const b = constrain(Number.isFinite(value[1]) ? value[1] : bounds.max, bounds.min, bounds.max, bounds);
  return a <= b ? [a, b] : [b, a];
}

/**
 * PageUp/PageDown step: 10% of the range rounded up to whole steps, never less than one
 * step (0–10000 step 100 → 1000; 0–100 step 1 → 10; 0–10 step 1 → 1).
 */
export function bigStep(bounds: RangeBounds): number {
  const { min, max, step } = bounds;
  const span = Math.max(0, max - min);
  if (!(step > 0)) return span / 10;
  return tidy(Math.max(1, Math.ceil(span / 10 / step - 1e-9)) * step, bounds);
}

/** The limits a thumb may move in: the lower thumb up to the upper value and back. */
export function thumbLimits(thumb: Thumb, value: RangeValue, bounds: RangeBounds): [number, number] {
  return thumb === 0 ? [bounds.min, value[1]] : [value[0], bounds.max];
}

/**
 * The value a key moves a thumb to, or null for other keys. Arrows ±step (Right/Up up),
 * PageUp/PageDown ±bigStep, Home/End to the thumb's own limits (the other thumb or the bound).
 */
export function valueForKey(key: string, thumb: Thumb, value: RangeValue, bounds: RangeBounds): number | null {
  const [lo, hi] = thumbLimits(thumb, value, bounds);
  const current = value[thumb];
  let next: number;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      next = current + bounds.step;
      break;
    case 'ArrowLeft':
    case 'ArrowDown':
      next = current - bounds.step;
      break;
    case 'PageUp':
      next = current + bigStep(bounds);
      break;
    case 'PageDown':
      next = current - bigStep(bounds);
      break;
    case 'Home':
      return lo;
    case 'End':
      return hi;
    default:
      return null;
  }
  return constrain(tidy(next, bounds), lo, hi, bounds);
}

/** The range with one thumb moved to `next` (kept within that thumb's limits). */
export function withThumb(value: RangeValue, thumb: Thumb, next: number, bounds: RangeBounds): RangeValue {
  const [lo, hi] = thumbLimits(thumb, value, bounds);
  const v = constrain(next, lo, hi, bounds);
  return thumb === 0 ? [v, value[1]] : [value[0], v];
}

/** Position (0..1) of a value on the track. */
export function fractionOf(value: number, bounds: RangeBounds): number {
  const span = bounds.max - bounds.min;
  if (!(span > 0)) return 0;
  return clamp((value - bounds.min) / span, 0, 1);
}

/** The value at a position (0..1) on the track, on the grid. */
export function valueAtFraction(fraction: number, bounds: RangeBounds): number {
  const f = clamp(Number.isFinite(fraction) ? fraction : 0, 0, 1);
  return constrain(bounds.min + f * (bounds.max - bounds.min), bounds.min, bounds.max, bounds);
}

/** Which thumb a press on the track at `target` should move: the nearer one. */
export function nearestThumb(target: number, value: RangeValue): Thumb {
  const [lo, hi] = value;
  if (target < lo) return 0;
  if (target > hi) return 1;
  if (lo === hi) return target < lo ? 0 : 1;
  return target - lo <= hi - target ? 0 : 1;
}
