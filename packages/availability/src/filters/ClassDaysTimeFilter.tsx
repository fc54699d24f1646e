import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { COURSE_AVAILABILITY_TEXT, interpolate } from '@yuno/core';
import { Button } from '@yuno/ui';
import { DAY_OPTIONS, TIME_OPTIONS, isUnfiltered, selectionFor, type ClassDaysTime } from './classDaysTime';
import { FILTER_TEXT } from './texts';

interface ClassDaysTimeFilterProps {
  /** The filter in force. */
  applied: ClassDaysTime;
  onApply: (selection: { days: string[]; times: string[] }) => void;
}

/**
 * The grouped multi-select 'Class Days & Time': a disclosure with a checkbox group per kind
 * (native checkboxes: keyboard and screen readers know them) and Apply.
 */
export function ClassDaysTimeFilter({ applied, onApply }: ClassDaysTimeFilterProps) {
  const regionId = `yuno-days-time-${useId().replace(/:/g, '')}`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<string[]>([]);
  const [times, setTimes] = useState<string[]>([]);

  const show = () => {
    const ticked = selectionFor(applied);
    setDays(ticked.days);
    setTimes(ticked.times);
    setOpen(true);
  };
  const hide = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const apply = () => {
    onApply({ days, times });
    hide();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Close the filter, not the dialog around it.
    event.preventDefault();
    event.stopPropagation();
    hide();
  };
  const flip = (list: string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
  const ticked = selectionFor(applied);
  const count = isUnfiltered(applied) ? 0 : ticked.days.length + ticked.times.length;

  return (
    <div className="yuno-days-time">
      <button
        ref={toggleRef}
        type="button"
        className="yuno-days-time__toggle"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => (open ? hide() : show())}
      >
        {COURSE_AVAILABILITY_TEXT.classDaysAndTime}
        {count > 0 ? <span className="yuno-days-time__count">{interpolate(FILTER_TEXT.selectedCount, { n: count })}</span> : null}
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false" className="yuno-days-time__chevron">
          <path d="M5 7.5l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      <div id={regionId} className="yuno-days-time__panel" hidden={!open} onKeyDown={onKeyDown}>
        <fieldset className="yuno-days-time__group">
          <legend>{FILTER_TEXT.days}</legend>
          {DAY_OPTIONS.map((d) => (
            <label key={d.slug} className="yuno-days-time__option">
              <input type="checkbox" checked={days.includes(d.slug)} onChange={() => setDays((list) => flip(list, d.slug))} />
              <span>{d.label}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="yuno-days-time__group">
          <legend>{FILTER_TEXT.times}</legend>
          {TIME_OPTIONS.map((t) => (
            <label key={t.slug} className="yuno-days-time__option">
              <input type="checkbox" checked={times.includes(t.slug)} onChange={() => setTimes((list) => flip(list, t.slug))} />
              <span>
                {t.label} <span className="yuno-days-time__range">{t.range}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="yuno-days-time__actions">
          <Button
            variant="ghost"
            onClick={() => {
              setDays([]);
              setTimes([]);
            }}
          >
            {FILTER_TEXT.clear}
          </Button>
          <Button onClick={apply}>{FILTER_TEXT.apply}</Button>
        </div>
      </div>
    </div>
  );
}
