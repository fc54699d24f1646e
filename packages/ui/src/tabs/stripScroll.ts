/** Room kept beside a tab brought into view, so it is clear of the strip's edge fade. */
export const STRIP_PAD = 32;

/**
 * The scrollLeft that shows a tab spanning [start, end] (in the strip's scrolled content) in a
 * strip `width` wide scrolled to `current`: unchanged when the tab is in view, else the least move.
 */
export function stripScrollLeft(current: number, width: number, start: number, end: number, pad = STRIP_PAD): number {
  if (start - pad < current) return Math.max(0, start - pad);
  if (end + pad > current + width) return Math.min(start - pad, end + pad - width);
  return current;
}
