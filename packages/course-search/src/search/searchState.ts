/**
 * The course search state and every transition of the spec's "Course search" rules, as one
 * pure reducer. The state is the search payload itself (same field names), so it can be
 * sent to the server and written to the address as it is.
 */
import { createDefaultSearchState, type Range, type SearchState } from '@yuno/core';

/** Multi-select fields that hold slugs (strings). */
export type SlugListField = 'availability' | 'personalization';
export type RangeField = 'week_duration' | 'price';

export type SearchAction =
  /** The category radio: null is 'All categories'. */
  | { type: 'category'; id: number | null }
  /**
   * A sub-level checkbox. `categoryId` is the top-level category it sits under (choosing a
   * sub-level of another category switches to that category); `childIds` are the level-2 ids
   * under a level-1 item, dropped with it when it is unticked.
   */
  | { type: 'toggleLevel'; field: 'category_level_1' | 'category_level_2'; id: number; categoryId?: number; childIds?: number[] }
  | { type: 'toggle'; field: SlugListField; value: string }
  | { type: 'range'; field: RangeField; min: number; max: number }
  /** Page numbers start at 1. */
  | { type: 'page'; page: number }
  /** Clear Filters: the defaults, keeping the given category (from the address or the page). */
  | { type: 'reset'; category?: number[] }
  /** A whole state (from the address, or an applied mobile draft). */
  | { type: 'replace'; state: SearchState };

/** What the page fixes whatever the user does (the widget's `category` prop). */
export interface SearchConstraints {
  category?: number | null;
}

export const SLIDER_BOUNDS = {
  week_duration: { min: 0, max: 24 },
  price: { min: 0, max: 120_000 },
} as const satisfies Record<RangeField, Range>;

const without = <T>(list: T[], value: T) => list.filter((item) => item !== value);
const toggled = <T>(list: T[], value: T) => (list.includes(value) ? without(list, value) : [...list, value]);

/** A new filter: the first page again (the caller's data layer clears the results and refetches). */
const filtered = (state: SearchState, patch: Partial<SearchState>): SearchState => ({ ...state, ...patch, offset: 0 });

function clampRange(field: RangeField, min: number, max: number): Range {
  const bounds = SLIDER_BOUNDS[field];
  const lo = Math.round(Math.min(Math.max(min, bounds.min), bounds.max));
  const hi = Math.round(Math.min(Math.max(max, bounds.min), bounds.max));
  return lo <= hi ? { min: lo, max: hi } : { min: hi, max: lo };
}

/** Offset of a page: limit × (page − 1). */
export function offsetForPage(page: number, limit: number): number {
  const p = Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
  return limit * (p - 1);
}

/** The page an offset is on (1-based). */
export function pageForOffset(offset: number, limit: number): number {
  return limit > 0 ? Math.floor(Math.max(0, offset) / limit) + 1 : 1;
}

/**
 * The page to move to when an offset lies past the results (an old link, a Back to a list that
 * has since shrunk): the last page, or null when the offset shows something (or nothing exists).
 */
export function pageWithinResults(offset: number, limit: number, count: number): number | null {
  if (count <= 0 || offset < count) return null;
  return pageForOffset(count - 1, limit);
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'category': {
      const category = action.id === null ? [] : [action.id];
      if (category.join() === state.category.join()) return state;
      // A change of category clears levels 1 and 2.
      return filtered(state, { category, category_level_1: [], category_level_2: [] });
    }
    case 'toggleLevel': {
      let next = state;
      if (action.categoryId !== undefined && !(state.category.length === 1 && state.category[0] === action.categoryId)) {
        next = searchReducer(state, { type: 'category', id: action.categoryId });
      }
      const list = next[action.field];
      const ticking = !list.includes(action.id);
      const patch: Partial<SearchState> = { [action.field]: toggled(list, action.id) };
      if (!ticking && action.field === 'category_level_1' && action.childIds?.length) {
        patch.category_level_2 = next.category_level_2.filter((id) => !action.childIds!.includes(id));
      }
      return filtered(next, patch);
    }
    case 'toggle':
      return filtered(state, { [action.field]: toggled(state[action.field], action.value) });
    case 'range': {
      const range = clampRange(action.field, action.min, action.max);
      const current = state[action.field];
      if (current.min === range.min && current.max === range.max) return state;
      return filtered(state, action.field === 'price' ? { price: { ...state.price, ...range } } : { week_duration: range });
    }
    case 'page': {
      const offset = offsetForPage(action.page, state.limit);
      return offset === state.offset ? state : { ...state, offset };
    }
    case 'reset':
      return createDefaultSearchState({ category: [...(action.category ?? [])] });
    case 'replace':
      return action.state;
  }
}

/** Applies the page's fixed constraints after any transition. */
export function constrain(state: SearchState, constraints: SearchConstraints): SearchState {
  const fixed = constraints.category;
  if (fixed === undefined || fixed === null) return state;
  if (state.category.length === 1 && state.category[0] === fixed) return state;
  // Another category was asked for: its sub-levels cannot belong to the fixed one.
  return { ...state, category: [fixed], category_level_1: [], category_level_2: [], offset: 0 };
}

/** The reducer a widget uses: every transition, then the page's constraints. */
export function createSearchReducer(constraints: SearchConstraints) {
  return (state: SearchState, action: SearchAction) => constrain(searchReducer(state, action), constraints);
}

/**
 * The state a widget starts from and Clear Filters returns to: defaults, with the category
 * fixed by the page if any, else the category the address (or the learner) brought.
 */
export function resetCategory(constraints: SearchConstraints, fromAddressOrUser: number[]): number[] {
  if (constraints.category !== undefined && constraints.category !== null) return [constraints.category];
  return [...fromAddressOrUser];
}
