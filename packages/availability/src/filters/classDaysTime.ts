/**
 * The availability panel's 'Class Days & Time' filter (spec 2 §2, §4): which options are
 * offered, and what an applied selection asks the batch list for.
 */
import { CLASS_DAYS, CLASS_TIMES } from '@yuno/core';

export type DaySlug = (typeof CLASS_DAYS)[number]['slug'];
export type TimeSlug = (typeof CLASS_TIMES)[number]['slug'];

export const ALL_DAYS: readonly DaySlug[] = CLASS_DAYS.map((d) => d.slug);
export const ALL_TIMES: readonly TimeSlug[] = CLASS_TIMES.map((t) => t.slug);

/** Offered in the filter; Sat and Afternoon are not displayed but still part of "all". */
export const DAY_OPTIONS = CLASS_DAYS.filter((d) => d.displayed);
export const TIME_OPTIONS = CLASS_TIMES.filter((t) => t.displayed);

export interface ClassDaysTime {
  days: DaySlug[];
  times: TimeSlug[];
}

/** What the panel asks for before any filter is applied. */
export const allDaysAndTimes = (): ClassDaysTime => ({ days: [...ALL_DAYS], times: [...ALL_TIMES] });

/**
 * Apply: an empty selection resets days to all seven and times to all four; days without
 * times keep all times, and times without days keep all days. Order follows the week and
 * the day; unknown slugs are dropped.
 */
export function applyClassDaysTime(selection: { days: readonly string[]; times: readonly string[] }): ClassDaysTime {
  const days = ALL_DAYS.filter((d) => selection.days.includes(d));
  const times = ALL_TIMES.filter((t) => selection.times.includes(t));
  return {
    days: days.length ? days : [...ALL_DAYS],
    times: times.length ? times : [...ALL_TIMES],
  };
}

/** True when an applied filter narrows nothing (the "all" state). */
export const isUnfiltered = (filter: ClassDaysTime) => filter.days.length === ALL_DAYS.length && filter.times.length === ALL_TIMES.length;

/**
 * The choices the filter shows as ticked for an applied filter: "all" shows nothing ticked,
 * so that the learner starts from a clean selection.
 */
export function selectionFor(filter: ClassDaysTime): { days: DaySlug[]; times: TimeSlug[] } {
  return {
    days: filter.days.length === ALL_DAYS.length ? [] : [...filter.days],
    times: filter.times.length === ALL_TIMES.length ? [] : [...filter.times],
  };
}
