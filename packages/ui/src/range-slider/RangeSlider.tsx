import { useEffect, useId, useRef } from 'react';
import type { CSSProperties, MouseEvent } from 'react';
import { cx, focusElement } from '../utils/dom';
import { fractionOf, nearestThumb, normalizeRange, withThumb } from './rangeMath';
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
 * Two native range inputs over one track, so that screen readers on phones can swipe them.
 * Each spans the whole range; the browser gives the keys (arrows ±step, PageUp/PageDown,
 * Home/End) and the drag; the lower value is stopped at the upper one and back. The inputs
 * take the pointer on their thumbs only; a click on the bare track moves the nearer thumb.
 */
export function RangeSlider({ label, min, max, step = 1, value, onChange, onCommit, formatValue = String, thumbLabels, className }: RangeSliderProps) {
  const bounds: RangeBounds = { min, max: Math.max(min, max), step };
  const current = normalizeRange(value, bounds);
  const labelId = `yuno-range-${useId().replace(/:/g, '')}-label`;
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  // The latest value we reported (the parent may not have re-rendered yet).
  const latest = useRef<RangeValue>(current);
  latest.current = current;
  const commit = useRef(onCommit);
  commit.current = onCommit;

  // A finished change is the native `change` event (React's and Preact's onChange is `input`).
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = group.current!;
    const done = () => commit.current?.(latest.current);
    el.addEventListener('change', done);
    return () => el.removeEventListener('change', done);
  }, []);

  /** Moves a thumb to its input's value, stopped at the other thumb (the input too). */
  const move = (thumb: Thumb) => {
    const input = inputs.current[thumb]!;
    const updated = withThumb(latest.current, thumb, +input.value);
    input.value = String(updated[thumb]);
    if (updated[thumb] === latest.current[thumb]) return;
    latest.current = updated;
    onChange(updated);
  };

  const onTrackClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const target = bounds.min + ((event.clientX - rect.left) / rect.width) * (bounds.max - bounds.min);
    const thumb = nearestThumb(target, latest.current);
    const input = inputs.current[thumb]!;
    // The input puts the value within its range and on its step grid.
    input.value = String(target);
    move(thumb);
    focusElement(input);
    commit.current?.(latest.current);
  };

  const [lo, hi] = current;
  const names = thumbLabels ?? [`Minimum ${label}`, `Maximum ${label}`];
  const style = {
    '--yuno-range-lo': `${fractionOf(lo, bounds) * 100}%`,
    '--yuno-range-hi': `${fractionOf(hi, bounds) * 100}%`,
  } as CSSProperties;

  const input = (thumb: Thumb) => (
    <input
      ref={(el) => {
        inputs.current[thumb] = el;
      }}
      type="range"
      min={bounds.min}
      max={bounds.max}
      step={step}
      value={current[thumb]}
      aria-label={names[thumb]}
      aria-valuetext={formatValue(current[thumb])}
      // Both thumbs at the top end: the lower one on top, so that it can still be grabbed.
      className={cx('yuno-range__input', !thumb && lo === hi && hi >= bounds.max && 'yuno-range__input--raised')}
      onChange={() => move(thumb)}
    />
  );

  return (
    <div ref={group} role="group" aria-labelledby={labelId} className={cx('yuno-range', className)}>
      <div className="yuno-range__header">
        <span id={labelId} className="yuno-range__label">
          {label}
        </span>
        <span className="yuno-range__values">
          <span>{formatValue(lo)}</span>
          <span aria-hidden="true">{' – '}</span>
          <span>{formatValue(hi)}</span>
        </span>
      </div>
      <div className="yuno-range__track" style={style} onClick={onTrackClick}>
        <div className="yuno-range__fill" aria-hidden="true" />
        {input(0)}
        {input(1)}
      </div>
    </div>
  );
}
