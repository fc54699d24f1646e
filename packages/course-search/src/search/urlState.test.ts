import { describe, expect, it } from 'vitest';
import { createDefaultSearchState, searchPath, type SearchState } from '@yuno/core';
import { addressWithState, decodeSearchState, encodeSearchState, sameSearchState, sanitiseSearchState } from './urlState';

const defaults = createDefaultSearchState();
const full: SearchState = {
  text: 'ielts',
  week_duration: { min: 2, max: 12 },
  personalization: ['one_to_many'],
  category: [101],
  category_level_1: [1001, 1002],
  category_level_2: [2001],
  price: { code: 'INR', min: 500, max: 40000 },
  availability: ['morning', 'evening'],
  academies: [301],
  limit: 20,
  offset: 40,
};
const query = (value: unknown) => `?state=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;

describe('encodeSearchState', () => {
  it('writes the exact field names of the search payload, in its order', () => {
    expect(Object.keys(JSON.parse(encodeSearchState(full)))).toEqual([
      'text',
      'week_duration',
      'personalization',
      'category',
      'category_level_1',
      'category_level_2',
      'price',
      'availability',
      'academies',
      'limit',
      'offset',
    ]);
  });

  it('gives the same text for equal states built in a different key order', () => {
    const shuffled = Object.fromEntries(Object.entries(full).reverse()) as unknown as SearchState;
    expect(encodeSearchState(shuffled)).toBe(encodeSearchState(full));
    expect(sameSearchState(shuffled, full)).toBe(true);
    expect(sameSearchState(full, { ...full, offset: 0 })).toBe(false);
  });
});

describe('round trips', () => {
  it('a full state survives encode → address → decode', () => {
    const address = addressWithState('http://site.test/search/', full);
    const decoded = decodeSearchState(new URL(address, 'http://site.test').search);
    expect(decoded).toEqual({ found: true, valid: true, state: full });
  });

  it('the defaults survive too', () => {
    expect(decodeSearchState(query(encodeSearchState(defaults)))).toEqual({ found: true, valid: true, state: defaults });
  });

  it('texts with quotes, ampersands and unicode survive', () => {
    const state = { ...defaults, text: 'C++ & "Python" — ünïcode?#' };
    const address = addressWithState('http://site.test/search/', state);
    expect(decodeSearchState(new URL(address, 'http://site.test').search)).toMatchObject({ state });
  });

  it("reads the header's /search/?state= links (core's searchPath)", () => {
    const link = searchPath(createDefaultSearchState({ category: [105] }));
    expect(decodeSearchState(new URL(link, 'http://site.test').search)).toMatchObject({ found: true, state: { category: [105] } });
  });
});

describe('addressWithState', () => {
  it('keeps the path, the other parameters and the hash', () => {
    const address = addressWithState('http://site.test/courses/?as=learner&state=old#results', defaults);
    const url = new URL(address, 'http://site.test');
    expect(url.pathname).toBe('/courses/');
    expect(url.searchParams.get('as')).toBe('learner');
    expect(url.hash).toBe('#results');
    expect(JSON.parse(url.searchParams.get('state')!)).toEqual(defaults);
  });

  it("keeps another widget's entry in the state object (a data table's, keyed by its id) and replaces the search's own fields", () => {
    const table = { 'instructor-learners': { tab: 'groups', page: 2 } };
    const before = `http://site.test/courses/?state=${encodeURIComponent(JSON.stringify({ ...defaults, text: 'old', ...table }))}`;
    const address = addressWithState(before, full);
    const written = JSON.parse(new URL(address, 'http://site.test').searchParams.get('state')!);
    expect(written).toEqual({ ...full, ...table });
    expect(decodeSearchState(new URL(address, 'http://site.test').search)).toEqual({ found: true, valid: true, state: full });
    // Another widget's entry never reaches an object's prototype.
    const hostile = `http://site.test/?state=${encodeURIComponent('{"__proto__":{"polluted":true},"t":{"page":2}}')}`;
    const kept = JSON.parse(new URL(addressWithState(hostile, full), 'http://site.test').searchParams.get('state')!);
    expect(Object.keys(kept)).not.toContain('__proto__');
    expect(kept.t).toEqual({ page: 2 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Without other entries the text is the search state's own, fields in the payload's order.
    expect(new URL(addressWithState('http://site.test/?state=%7Bnope', full), 'http://site.test').searchParams.get('state')).toBe(encodeSearchState(full));
  });
});

describe('decodeSearchState: missing and bad input', () => {
  it('no state parameter (or an empty one) is "not found"', () => {
    expect(decodeSearchState('')).toEqual({ found: false });
    expect(decodeSearchState('?as=learner')).toEqual({ found: false });
    expect(decodeSearchState('?state=')).toEqual({ found: false });
    expect(decodeSearchState('?state=%20')).toEqual({ found: false });
  });

  it.each(['{', 'not json', '{"text":}', '%E0%A4%A'])('text that is not JSON (%s) gives the defaults, marked invalid', (bad) => {
    expect(decodeSearchState(`?state=${bad}`)).toEqual({ found: true, valid: false, state: defaults });
  });

  it.each([['null'], ['42'], ['"text"'], ['[1,2]'], ['true']])('JSON that is not an object (%s) gives the defaults', (json) => {
    expect(decodeSearchState(query(json))).toEqual({ found: true, valid: false, state: defaults });
  });

  it('a partial state is completed with the defaults', () => {
    expect(decodeSearchState(query({ category: [101] }))).toEqual({ found: true, valid: true, state: { ...defaults, category: [101] } });
  });

  it('unknown fields are dropped', () => {
    const decoded = decodeSearchState(query({ ...full, sort: 'price', __proto__x: 1 }));
    expect(decoded).toEqual({ found: true, valid: true, state: full });
  });
});

describe('sanitiseSearchState: field by field', () => {
  const only = (patch: Record<string, unknown>) => sanitiseSearchState({ ...full, ...patch });

  it.each([
    ['text', 42, ''],
    ['text', null, ''],
    ['category', '101', []],
    ['category', [101, '102'], []],
    ['category', [1.5], []],
    ['category', [-1], []],
    ['category_level_1', { 0: 1 }, []],
    ['category_level_2', [null], []],
    ['academies', 'all', []],
    ['availability', 'morning', []],
    ['availability', [1], []],
    ['availability', [''], []],
    ['personalization', [{}], []],
  ])('%s of the wrong type (%j) falls back to the default', (field, value, expected) => {
    expect(only({ [field]: value })[field as keyof SearchState]).toEqual(expected);
  });

  it.each([
    [{ min: '0', max: 24 }],
    [{ min: 0 }],
    [{ min: 0, max: 25 }],
    [{ min: -1, max: 10 }],
    [{ min: 12, max: 3 }],
    [{ min: 1.5, max: 3 }],
    [[0, 24]],
    ['0-24'],
  ])('a bad week_duration (%j) falls back to 0..24', (value) => {
    expect(only({ week_duration: value }).week_duration).toEqual({ min: 0, max: 24 });
  });

  it.each([[{ code: 'INR', min: 0, max: 120001 }], [{ code: 'INR', min: 'x', max: 5 }], [{ code: 'INR', min: 50, max: 10 }], [null]])(
    'a bad price (%j) falls back to INR 0..120000',
    (value) => {
      expect(only({ price: value }).price).toEqual({ code: 'INR', min: 0, max: 120000 });
    },
  );

  it('a price with a missing or odd currency code keeps its range in INR', () => {
    expect(only({ price: { min: 10, max: 20 } }).price).toEqual({ code: 'INR', min: 10, max: 20 });
    expect(only({ price: { code: '<b>', min: 10, max: 20 } }).price).toEqual({ code: 'INR', min: 10, max: 20 });
    expect(only({ price: { code: 'USD', min: 10, max: 20 } }).price).toEqual({ code: 'USD', min: 10, max: 20 });
  });

  it.each([[0], [-20], [101], [2.5], ['20']])('a bad limit (%j) falls back to 20', (limit) => {
    expect(only({ limit }).limit).toBe(20);
  });

  it("the page size is the spec's 20: any other limit in the address falls back to it", () => {
    expect(defaults.limit).toBe(20);
    for (const limit of [1, 7, 10, 19, 21, 40, 100]) expect(only({ limit }).limit).toBe(20);
  });

  it.each([[-1], [1.5], ['40'], [null]])('a bad offset (%j) falls back to 0', (offset) => {
    expect(only({ offset }).offset).toBe(0);
  });

  it.each([
    [0, 0],
    [7, 0],
    [19, 0],
    [20, 20],
    [27, 20],
    [40, 40],
    [59, 40],
    [1001, 1000],
  ])('an offset of %j starts the page it lies in (%j), a multiple of the limit', (offset, expected) => {
    expect(only({ offset }).offset).toBe(expected);
  });

  it('an offset between pages with another limit: the limit is 20 and the offset the start of its page of 20', () => {
    expect(sanitiseSearchState({ limit: 100, offset: 3 })).toMatchObject({ limit: 20, offset: 0 });
    expect(sanitiseSearchState({ limit: 5, offset: 45 })).toMatchObject({ limit: 20, offset: 40 });
    expect(decodeSearchState(query({ offset: 7 }))).toEqual({ found: true, valid: true, state: defaults });
  });

  it('duplicate ids and slugs are kept once', () => {
    const state = only({ category_level_1: [1001, 1001, 1002], availability: ['morning', 'morning'] });
    expect(state.category_level_1).toEqual([1001, 1002]);
    expect(state.availability).toEqual(['morning']);
  });

  it('a very long text is cut to 200 characters', () => {
    expect(only({ text: 'x'.repeat(5000) }).text).toHaveLength(200);
  });

  it('never shares objects with the input or between calls', () => {
    const a = sanitiseSearchState({});
    const b = sanitiseSearchState({});
    a.category.push(1);
    a.price.min = 5;
    expect(b).toEqual(defaults);
  });
});
