import { describe, expect, it } from 'vitest';
import { createDefaultSearchState, PAGE_CHANGE_DELAY_MS, SEARCH_DEFAULTS, type SearchState } from '@yuno/core';
import { constrain, createSearchReducer, offsetForPage, pageForOffset, pageWithinResults, resetCategory, searchReducer } from './searchState';

const base = (patch: Partial<SearchState> = {}) => createDefaultSearchState(patch);
const onPage3 = (patch: Partial<SearchState> = {}) => base({ offset: 40, ...patch });

describe('defaults (spec 2 §9)', () => {
  // The default state itself is held by core's constants test.
  it('step the sliders by 1 and wait 400 ms before a page change', () => {
    expect(SEARCH_DEFAULTS.sliderStep).toBe(1);
    expect(PAGE_CHANGE_DELAY_MS).toBe(400);
  });
});

describe('category', () => {
  it('a change of category clears levels 1 and 2 and resets the offset', () => {
    const state = onPage3({ category: [101], category_level_1: [1001], category_level_2: [2001] });
    expect(searchReducer(state, { type: 'category', id: 102 })).toEqual(base({ category: [102] }));
  });

  it("'All categories' (null) empties the category", () => {
    const state = onPage3({ category: [101], category_level_1: [1001] });
    expect(searchReducer(state, { type: 'category', id: null })).toEqual(base());
  });

  it('choosing the category already chosen changes nothing (no refetch, page kept)', () => {
    const state = onPage3({ category: [101], category_level_1: [1001] });
    expect(searchReducer(state, { type: 'category', id: 101 })).toBe(state);
    const all = onPage3();
    expect(searchReducer(all, { type: 'category', id: null })).toBe(all);
  });
});

describe('sub-levels', () => {
  it('ticking and unticking a level-1 item resets the offset each time', () => {
    const ticked = searchReducer(onPage3({ category: [101] }), { type: 'toggleLevel', field: 'category_level_1', id: 1001, categoryId: 101 });
    expect(ticked).toEqual(base({ category: [101], category_level_1: [1001] }));
    const unticked = searchReducer({ ...ticked, offset: 20 }, { type: 'toggleLevel', field: 'category_level_1', id: 1001, categoryId: 101 });
    expect(unticked).toEqual(base({ category: [101] }));
  });

  it('a sub-level of another category switches to that category first (clearing the old levels)', () => {
    const state = base({ category: [101], category_level_1: [1001], category_level_2: [2001] });
    const next = searchReducer(state, { type: 'toggleLevel', field: 'category_level_1', id: 1010, categoryId: 105 });
    expect(next).toEqual(base({ category: [105], category_level_1: [1010] }));
  });

  it('a sub-level under All categories selects its category', () => {
    const next = searchReducer(base(), { type: 'toggleLevel', field: 'category_level_2', id: 2003, categoryId: 101 });
    expect(next).toEqual(base({ category: [101], category_level_2: [2003] }));
  });

  it('unticking a level-1 item drops its level-2 children, and only them', () => {
    const state = base({ category: [101], category_level_1: [1001, 1002], category_level_2: [2001, 2002, 2005] });
    const next = searchReducer(state, { type: 'toggleLevel', field: 'category_level_1', id: 1001, childIds: [2001, 2002] });
    expect(next).toEqual(base({ category: [101], category_level_1: [1002], category_level_2: [2005] }));
  });

  it('ticking a level-1 item keeps the level-2 items already ticked', () => {
    const state = base({ category: [101], category_level_2: [2001] });
    const next = searchReducer(state, { type: 'toggleLevel', field: 'category_level_1', id: 1002, childIds: [2005] });
    expect(next.category_level_2).toEqual([2001]);
    expect(next.category_level_1).toEqual([1002]);
  });
});

describe('checkbox groups', () => {
  it.each(['availability', 'personalization'] as const)('%s ticks and unticks, resetting the offset', (field) => {
    const on = searchReducer(onPage3(), { type: 'toggle', field, value: 'a' });
    expect(on[field]).toEqual(['a']);
    expect(on.offset).toBe(0);
    const two = searchReducer(on, { type: 'toggle', field, value: 'b' });
    expect(two[field]).toEqual(['a', 'b']);
    const off = searchReducer({ ...two, offset: 20 }, { type: 'toggle', field, value: 'a' });
    expect(off[field]).toEqual(['b']);
    expect(off.offset).toBe(0);
  });
});

describe('ranges', () => {
  it('a new price range keeps the currency code and resets the offset', () => {
    const next = searchReducer(onPage3(), { type: 'range', field: 'price', min: 1000, max: 50000 });
    expect(next).toEqual(base({ price: { code: 'INR', min: 1000, max: 50000 } }));
  });

  it('a new week range resets the offset', () => {
    expect(searchReducer(onPage3(), { type: 'range', field: 'week_duration', min: 4, max: 12 })).toEqual(base({ week_duration: { min: 4, max: 12 } }));
  });

  it('values are clamped to the sliders and rounded to the step of 1; reversed ends are swapped', () => {
    expect(searchReducer(base(), { type: 'range', field: 'week_duration', min: -3, max: 99 }).week_duration).toEqual({ min: 0, max: 24 });
    expect(searchReducer(base(), { type: 'range', field: 'price', min: 2000.4, max: 150000 }).price).toEqual({ code: 'INR', min: 2000, max: 120000 });
    expect(searchReducer(base(), { type: 'range', field: 'week_duration', min: 10, max: 2 }).week_duration).toEqual({ min: 2, max: 10 });
  });

  it('the same range changes nothing (no refetch, page kept)', () => {
    const state = onPage3();
    expect(searchReducer(state, { type: 'range', field: 'price', min: 0, max: 120000 })).toBe(state);
    expect(searchReducer(state, { type: 'range', field: 'week_duration', min: 0, max: 24 })).toBe(state);
  });
});

describe('page', () => {
  it('sets offset to limit × (page − 1) and keeps every filter', () => {
    const state = base({ category: [101], availability: ['morning'] });
    expect(searchReducer(state, { type: 'page', page: 1 }).offset).toBe(0);
    expect(searchReducer(state, { type: 'page', page: 2 })).toEqual({ ...state, offset: 20 });
    expect(searchReducer(state, { type: 'page', page: 4 }).offset).toBe(60);
    expect(searchReducer({ ...state, limit: 10 }, { type: 'page', page: 4 }).offset).toBe(30);
  });

  it('the page already shown changes nothing', () => {
    const state = onPage3();
    expect(searchReducer(state, { type: 'page', page: 3 })).toBe(state);
  });

  it('offsetForPage and pageForOffset are inverse for whole pages, and guard bad input', () => {
    for (const page of [1, 2, 3, 10]) expect(pageForOffset(offsetForPage(page, 20), 20)).toBe(page);
    expect(offsetForPage(0, 20)).toBe(0);
    expect(offsetForPage(-2, 20)).toBe(0);
    expect(offsetForPage(Number.NaN, 20)).toBe(0);
    expect(offsetForPage(2.7, 20)).toBe(20);
    expect(pageForOffset(25, 20)).toBe(2);
    expect(pageForOffset(-5, 20)).toBe(1);
    expect(pageForOffset(40, 0)).toBe(1);
  });
});

describe('an offset past the results', () => {
  it('moves to the last page; an offset that shows something, or no results at all, stays', () => {
    expect(pageWithinResults(60, 20, 9)).toBe(1);
    expect(pageWithinResults(1000, 20, 72)).toBe(4);
    expect(pageWithinResults(80, 20, 80)).toBe(4);
    expect(pageWithinResults(60, 20, 72)).toBeNull();
    expect(pageWithinResults(0, 20, 72)).toBeNull();
    expect(pageWithinResults(40, 20, 0)).toBeNull();
  });
});

describe('reset and replace', () => {
  it('reset gives the defaults with the given category', () => {
    const state = onPage3({ category: [105], availability: ['morning'], price: { code: 'INR', min: 10, max: 20 } });
    expect(searchReducer(state, { type: 'reset', category: [101] })).toEqual(base({ category: [101] }));
    expect(searchReducer(state, { type: 'reset' })).toEqual(base());
  });

  it('reset does not share arrays with the action', () => {
    const category = [101];
    const next = searchReducer(base(), { type: 'reset', category });
    category.push(5);
    expect(next.category).toEqual([101]);
  });

  it('replace takes the given state as it is', () => {
    const other = onPage3({ availability: ['evening'] });
    expect(searchReducer(base(), { type: 'replace', state: other })).toBe(other);
  });

  it('resetCategory prefers the page category over the address or learner one', () => {
    expect(resetCategory({ category: 107 }, [101])).toEqual([107]);
    expect(resetCategory({}, [101])).toEqual([101]);
    expect(resetCategory({ category: null }, [])).toEqual([]);
  });
});

describe('constraints (a page fixed to a category)', () => {
  const reducer = createSearchReducer({ category: 101 });

  it('keeps the fixed category whatever the user chooses', () => {
    const state = base({ category: [101], category_level_1: [1001] });
    expect(reducer(state, { type: 'category', id: 105 })).toEqual(base({ category: [101] }));
    expect(reducer(state, { type: 'category', id: null }).category).toEqual([101]);
    expect(reducer(state, { type: 'toggleLevel', field: 'category_level_1', id: 1010, categoryId: 105 }).category).toEqual([101]);
  });

  it('Clear Filters (reset) returns to the fixed category even if asked for another', () => {
    expect(reducer(onPage3({ category: [101] }), { type: 'reset', category: [] })).toEqual(base({ category: [101] }));
  });

  it('a replaced state (a link, a draft) is brought back to the fixed category', () => {
    expect(reducer(base(), { type: 'replace', state: onPage3({ category: [105], category_level_1: [1010] }) })).toEqual(base({ category: [101] }));
  });

  it('filters inside the fixed category work as usual', () => {
    const state = base({ category: [101] });
    expect(reducer(state, { type: 'toggleLevel', field: 'category_level_1', id: 1001, categoryId: 101 })).toEqual(
      base({ category: [101], category_level_1: [1001] }),
    );
    expect(reducer(state, { type: 'page', page: 2 }).offset).toBe(20);
  });

  it('without a constraint nothing is forced', () => {
    const state = base({ category: [105] });
    expect(constrain(state, {})).toBe(state);
    expect(constrain(state, { category: null })).toBe(state);
    expect(constrain(base({ category: [101] }), { category: 101 })).toEqual(base({ category: [101] }));
  });
});
