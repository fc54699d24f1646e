import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { RangeSlider } from '@yuno/ui';
import { SLIDER_BOUNDS, type RangeField, type SearchAction } from '../search/searchState';

/** Key presses in a row (or a drag and a nudge) settle into one filter change after this pause. */
export const RANGE_SETTLE_MS = 300;

/**
 * A two-thumb slider (step 1) bound to a range of the state. Moving a thumb only moves it;
 * the filter changes once the thumb settles, or at once when focus leaves the slider (e.g.
 * for 'Apply filters'), so a run of key presses is one request.
 */
export function RangeFilter({
  field,
  label,
  value,
  formatValue,
  onChange,
}: {
  field: RangeField;
  label: string;
  value: { min: number; max: number };
  formatValue: (n: number) => string;
  onChange: (action: SearchAction) => void;
}) {
  const [local, setLocal] = useState<[number, number]>([value.min, value.max]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<[number, number] | null>(null);
  const report = useRef(onChange);
  report.current = onChange;
  // A layout effect: one after the paint could land after the next move (a key pressed just
  // as the focus moves on and flushes) and undo it.
  useLayoutEffect(() => setLocal([value.min, value.max]), [value.min, value.max]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flush = () => {
    clearTimeout(timer.current);
    const range = pending.current;
    pending.current = null;
    if (range) report.current({ type: 'range', field, min: range[0], max: range[1] });
  };
  return (
    <div className="yuno-filter yuno-filter--range" onBlur={flush}>
      <RangeSlider
        label={label}
        {...SLIDER_BOUNDS[field]}
        value={local}
        onChange={setLocal}
        onCommit={(range: [number, number]) => {
          pending.current = range;
          clearTimeout(timer.current);
          timer.current = setTimeout(flush, RANGE_SETTLE_MS);
        }}
        formatValue={formatValue}
      />
    </div>
  );
}
