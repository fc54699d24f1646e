/**
 * The search state in the address: `?state={json}` with the exact field names of the search
 * payload. Reading is forgiving: a value that is not JSON, not an object, or a field of the
 * wrong type falls back to the defaults (field by field), never to an error.
 */
import { createDefaultSearchState, readStateObject, STATE_PARAM, type SearchState } from '@yuno/core';
import { SLIDER_BOUNDS, type RangeField } from './searchState';

export { STATE_PARAM };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const unique = <T>(list: T[]) => [...new Set(list)];

function idList(v: unknown): number[] | undefined {
  return Array.isArray(v) && v.every((x) => isInt(x) && x >= 0) ? unique(v as number[]) : undefined;
}

function slugList(v: unknown): string[] | undefined {
  return Array.isArray(v) && v.every((x) => typeof x === 'string' && x !== '') ? unique(v as string[]) : undefined;
}

function range(v: unknown, field: RangeField): { min: number; max: number } | undefined {
  if (!isObject(v) || !isInt(v.min) || !isInt(v.max)) return undefined;
  const { min, max } = SLIDER_BOUNDS[field];
  if (v.min < min || v.max > max || v.min > v.max) return undefined;
  return { min: v.min, max: v.max };
}

/** Each field of a parsed object, or the default where it is missing or mistyped. */
export function sanitiseSearchState(raw: unknown): SearchState {
  const state = createDefaultSearchState();
  if (!isObject(raw)) return state;
  if (typeof raw.text === 'string') state.text = raw.text.slice(0, 200);
  state.week_duration = range(raw.week_duration, 'week_duration') ?? state.week_duration;
  const price = range(raw.price, 'price');
  if (price && isObject(raw.price)) {
    const code = raw.price.code;
    state.price = { code: typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : state.price.code, ...price };
  }
  for (const key of ['personalization', 'availability'] as const) state[key] = slugList(raw[key]) ?? state[key];
  for (const key of ['category', 'category_level_1', 'category_level_2', 'academies'] as const) state[key] = idList(raw[key]) ?? state[key];
  // The page size is the spec's (the payload's limit 20; nothing changes it), whatever the link
  // says: a larger one would show a page the pager knows nothing of. Offsets are
  // limit × (page − 1): one between pages starts the page it lies in, so no result above it
  // is out of reach.
  if (isInt(raw.offset) && raw.offset >= 0) state.offset = raw.offset - (raw.offset % state.limit);
  return state;
}

export type DecodedState = { found: false } | { found: true; valid: boolean; state: SearchState };

/** Reads `?state=` from a query string ('?a=1&state=…' or 'a=1&state=…'). */
export function decodeSearchState(search: string): DecodedState {
  const text = new URLSearchParams(search).get(STATE_PARAM);
  if (text === null || text.trim() === '') return { found: false };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { found: true, valid: false, state: createDefaultSearchState() };
  }
  const state = sanitiseSearchState(raw);
  return { found: true, valid: isObject(raw), state };
}

/** The state as JSON, fields in the payload's order. */
export function encodeSearchState(state: SearchState): string {
  // The defaults list the fields in the payload's order, so the same state is always the same text.
  return JSON.stringify(state, Object.keys(createDefaultSearchState()).concat('code', 'min', 'max'));
}

export const sameSearchState = (a: SearchState, b: SearchState) => encodeSearchState(a) === encodeSearchState(b);

/**
 * The address with `?state=` set to the state; the path, the other parameters, the hash and
 * the other widgets' entries in the state object (a data table's, keyed by its id) stay.
 */
export function addressWithState(href: string, state: SearchState): string {
  const url = new URL(href);
  const written: Record<string, unknown> = JSON.parse(encodeSearchState(state));
  const before = readStateObject(url.search);
  // Every search field is in `written`: what else the object has is another widget's.
  for (const key of Object.keys(before)) if (!(key in written)) written[key] = before[key];
  url.searchParams.set(STATE_PARAM, JSON.stringify(written));
  return `${url.pathname}${url.search}${url.hash}`;
}
