import { useId, useRef } from 'react';
import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';
import { cx, focusElement } from '../utils/dom';
import { fractionOf, nearestThumb, normalizeRange, valueAtFraction, valueForKey, withThumb } from './rangeMath';
import type { RangeBounds, RangeValue, Thumb } from './rangeMath';

export interface RangeSliderProps {
  /** Visible label of the group (e.g. 'Price'). */
  label: string;
  min: number;
  max: number;
  step?: number;
  value: [number, number];
  /** Every change (each key press, each pointer move). */
  onChange: (value: [number, number]) => void;
  /** A finished change: after a key press, and when a drag ends. Fetch here. */
  onCommit?: (value: [number, number]) => void;
  /** Text for a value (aria-valuetext and the visible values), e.g. '₹1,200'. */
  formatValue?: (n: number) => string;
  /** Accessible names of the thumbs; default 'Minimum {label}', 'Maximum {label}'. */
  thumbLabels?: [string, string];
  className?: string;
}

/**
 * Multi-thumb slider (WAI-ARIA APG). Each thumb is role=slider; its aria-valuemin and
 * aria-valuemax follow the other thumb (the lower thumb's max is the upper value, the
 * upper thumb's min the lower value). Keys: arrows ±step, PageUp/PageDown ±10% of the
 * range, Home/End to the thumb's limit. A press on the track moves the nearer thumb and
 * drags it (pointer capture).
 */
export function RangeSlider({ label, min, max, step = 1, value, onChange, onCommit, formatValue = String, thumbLabels, className }: RangeSliderProps) {
  const bounds: RangeBounds = { min, max: Math.max(min, max), step };
  const current = normalizeRange(value, bounds);
  const labelId = `yuno-range-${useId().replace(/:/g, '')}-label`;
  const trackRef = useRef<HTMLDivElement>(null);
  const thumbRefs = useRef<Array<HTMLDivElement | null>>([null, null]);
  // The latest value we reported (the parent may not have re-rendered yet).
  const latest = useRef<RangeValue>(current);
  latest.current = current;
  const drag = useRef<{ pointerId: number; thumb: Thumb | null; origin: number } | null>(null);

  const names = thumbLabels ?? [`Minimum ${label}`, `Maximum ${label}`];

  /** Moves a thumb; returns the new range, or null when nothing changed. */
  const set = (thumb: Thumb, next: number): RangeValue | null => {
    const updated = withThumb(latest.current, thumb, next, bounds);
    if (updated[0] === latest.current[0] && updated[1] === latest.current[1]) return null;
    latest.current = updated;
    onChange(updated);
    return updated;
  };

  const onKeyDown = (thumb: Thumb) => (event: KeyboardEvent<HTMLDivElement>) => {
    const next = valueForKey(event.key, thumb, latest.current, bounds);
    if (next === null) return;
    event.preventDefault();
    const updated = set(thumb, next);
    if (updated) onCommit?.(updated);
  };

  const valueAt = (clientX: number): number | null => {
    const track = trackRef.current;
    if (!track) return null;
    const rect = track.getBoundingClientRect();
    if (!(rect.width > 0)) return null;
    return valueAtFraction((clientX - rect.left) / rect.width, bounds);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const target = valueAt(event.clientX);
    if (target === null) return;
    event.preventDefault();
    const track = trackRef.current!;
    const [lo, hi] = latest.current;
    const pressedThumb = thumbRefs.current.indexOf(event.target as HTMLDivElement);
    // Both thumbs on one value: the first move decides which one follows the pointer.
    const thumb: Thumb | null =
      pressedThumb === 0 || pressedThumb === 1
        ? lo === hi
          ? null
          : (pressedThumb as Thumb)
        : lo === hi && target === lo
          ? null
          : nearestThumb(target, latest.current);
    drag.current = { pointerId: event.pointerId, thumb, origin: target };
    try {
      track.setPointerCapture?.(event.pointerId);
    } catch {
      /* not capturable (synthetic event) */
    }
    if (thumb !== null) {
      focusElement(thumbRefs.current[thumb]);
      if (pressedThumb < 0) set(thumb, target);
    } else {
      focusElement(thumbRefs.current[hi >= max ? 0 : 1]);
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const target = valueAt(event.clientX);
    if (target === null) return;
    if (state.thumb === null) {
      if (target === state.origin) return;
      state.thumb = target < state.origin ? 0 : 1;
      focusElement(thumbRefs.current[state.thumb]);
    }
    set(state.thumb, target);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    drag.current = null;
    try {
      trackRef.current?.releasePointerCapture?.(event.pointerId);
    } catch {
      /* already released */
    }
    onCommit?.(latest.current);
  };

  const [lo, hi] = current;
  const style = {
    '--yuno-range-lo': `${fractionOf(lo, bounds) * 100}%`,
    '--yuno-range-hi': `${fractionOf(hi, bounds) * 100}%`,
  } as CSSProperties;

  const thumb = (index: Thumb) => {
    const [limitLo, limitHi] = index === 0 ? [bounds.min, hi] : [lo, bounds.max];
    const v = current[index];
    return (
      <div
        ref={(el) => {
          thumbRefs.current[index] = el;
        }}
        role="slider"
        tabIndex={0}
        aria-label={names[index]}
        aria-valuemin={limitLo}
        aria-valuemax={limitHi}
        aria-valuenow={v}
        aria-valuetext={formatValue(v)}
        aria-orientation="horizontal"
        className={cx(
          'yuno-range__thumb',
          index === 0 ? 'yuno-range__thumb--lower' : 'yuno-range__thumb--upper',
          // Both thumbs at the top end: keep the lower one on top so it can be grabbed.
          index === 0 && lo === hi && hi >= bounds.max && 'yuno-range__thumb--raised',
        )}
        onKeyDown={onKeyDown(index)}
      />
    );
  };

  return (
    <div role="group" aria-labelledby={labelId} className={cx('yuno-range', className)}>
      <div className="yuno-range__header">
        <span id={labelId} className="yuno-range__label">
          {label}
        </span>
        <span className="yuno-range__values">
          <span className="yuno-range__value">{formatValue(lo)}</span>
          <span className="yuno-range__separator" aria-hidden="true">
            {' – '}
          </span>
          <span className="yuno-range__value">{formatValue(hi)}</span>
        </span>
      </div>
      <div
        ref={trackRef}
        className="yuno-range__track"
        style={style}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <div className="yuno-range__rail" aria-hidden="true" />
        <div className="yuno-range__fill" aria-hidden="true" />
        {thumb(0)}
        {thumb(1)}
      </div>
    </div>
  );
}
