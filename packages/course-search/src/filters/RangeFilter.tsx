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
  // The range this filter last reported. When the state comes back with it, the thumbs may
  // have moved on since (a key pressed as focus moved on, a drag begun before a busy page
  // re-rendered), so it must not move them back; any other change of the state does.
  const sent = useRef<[number, number] | null>(null);
  // A layout effect, so that nothing paints in between.
  useLayoutEffect(() => {
    const own = sent.current;
    sent.current = null;
    if (!own || own[0] !== value.min || own[1] !== value.max) setLocal([value.min, value.max]);
  }, [value.min, value.max]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flush = () => {
    clearTimeout(timer.current);
    const range = pending.current;
    pending.current = null;
    if (range) {
      sent.current = range;
      report.current({ type: 'range', field, min: range[0], max: range[1] });
    }
  };
  return (
    <div className="yuno-filter yuno-filter--range" onBlur={flush}>
      <RangeSlider
        label={label}
        {...SLIDER_BOUNDS[field]}
        value={local}
        onChange={(range: [number, number]) => {
          // A thumb on the move: the settle pause starts again when it stops.
          clearTimeout(timer.current);
          setLocal(range);
        }}
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
