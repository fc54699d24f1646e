/** Course search defaults and filter vocabularies (spec 2 §2, §3, §4, §9). */
import type { SearchState } from '../types';

export const SEARCH_DEFAULTS = {
  text: '',
  limit: 20,
  offset: 0,
  weekDuration: { min: 0, max: 24 },
  price: { code: 'INR', min: 0, max: 120_000 },
  sliderStep: 1,
} as const;

/** A fresh default search state; a new object each call so callers may mutate it. */
export function createDefaultSearchState(overrides: Partial<SearchState> = {}): SearchState {
  return {
    text: SEARCH_DEFAULTS.text,
    week_duration: { ...SEARCH_DEFAULTS.weekDuration },
    personalization: [],
    category: [],
    category_level_1: [],
    category_level_2: [],
    price: { ...SEARCH_DEFAULTS.price },
    availability: [],
    academies: [],
    limit: SEARCH_DEFAULTS.limit,
    offset: SEARCH_DEFAULTS.offset,
    ...overrides,
  };
}

export const TIME_OF_DAY_BUCKETS = ['anytime', 'morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDayBucket = (typeof TIME_OF_DAY_BUCKETS)[number];

/** The course batch time-of-day filter. */
export const TIME_OF_DAY_OPTIONS: ReadonlyArray<{ slug: TimeOfDayBucket; label: string }> = [
  { slug: 'anytime', label: 'Any Time' },
  { slug: 'morning', label: 'Morning' },
  { slug: 'afternoon', label: 'Afternoon' },
  { slug: 'evening', label: 'Evening' },
  { slug: 'night', label: 'Night' },
];

export const PERSONALISATION_FILTER_VALUE = 'one_to_many';

export const ACTIVE_BATCH_UPCOMING = 'upcoming';

/** The availability panel's 'Class Days & Time' filter; hidden ones still count as "all". */
export const CLASS_DAYS = [
  { slug: 'sun', label: 'Sun', displayed: true },
  { slug: 'mon', label: 'Mon', displayed: true },
  { slug: 'tue', label: 'Tue', displayed: true },
  { slug: 'wed', label: 'Wed', displayed: true },
  { slug: 'thu', label: 'Thu', displayed: true },
  { slug: 'fri', label: 'Fri', displayed: true },
  { slug: 'sat', label: 'Sat', displayed: false },
] as const;

export const CLASS_TIMES = [
  { slug: 'morning', label: 'Morning', range: '6-12', displayed: true },
  { slug: 'afternoon', label: 'Afternoon', range: '12-4', displayed: false },
  { slug: 'evening', label: 'Evening', range: '4-8', displayed: true },
  { slug: 'night', label: 'Night', range: '8-11', displayed: true },
] as const;

/** Course availability tabs; only those in the course's personalization show. */
export const COURSE_AVAILABILITY_TABS = [
  { slug: '1-Many', label: 'Group Classes' },
  { slug: '1-1', label: '1-to-1 Classes' },
] as const;

/** Availability grid columns after the time-slot column. */
export const AVAILABILITY_DAY_COLUMNS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export const AVAILABILITY_SLOT_COLUMN = 'slot';
