import { describe, it, expect } from 'vitest';
import { initialListModule, listModuleReducer, hasMore, offsetForPage, pageForOffset, pageCount } from './listModule';
import type { ListModuleAction } from './listModule';
import type { ListModule } from '../types';

type Item = { id: number };
const items = (from: number, n: number): Item[] => Array.from({ length: n }, (_, i) => ({ id: from + i }));

function run(state: ListModule<Item>, ...actions: ListModuleAction<Item>[]): ListModule<Item> {
  return actions.reduce(listModuleReducer, state);
}

describe('initialListModule', () => {
  it('starts idle with the given limit (20 by default)', () => {
    expect(initialListModule()).toEqual({
      loading: false,
      error: null,
      errorData: null,
      success: false,
      data: [],
      count: 0,
      currentCount: 0,
      limit: 20,
      offset: 0,
      isLoadMore: false,
    });
    expect(initialListModule(4).limit).toBe(4);
  });
});

describe('listModuleReducer', () => {
  it('moves from loading to success', () => {
    const loading = run(initialListModule(3), { type: 'start' });
    expect(loading).toMatchObject({ loading: true, success: false, error: null });
    const done = run(loading, { type: 'success', data: items(1, 3), count: 10 });
    expect(done).toMatchObject({ loading: false, success: true, count: 10, currentCount: 3, offset: 0 });
    expect(done.data).toEqual(items(1, 3));
  });

  it('moves from loading to error and keeps the server message', () => {
    const s = run(initialListModule(), { type: 'start' }, { type: 'error', message: 'No data found', errorData: { code: 204 } });
    expect(s).toMatchObject({ loading: false, success: false, error: 'No data found', errorData: { code: 204 }, data: [] });
  });

  it('appends on load more and sets offset to the number loaded', () => {
    let s = run(initialListModule(3), { type: 'start' }, { type: 'success', data: items(1, 3), count: 7 });
    s = run(s, { type: 'start', isLoadMore: true });
    expect(s.data).toHaveLength(3);
    expect(s.isLoadMore).toBe(true);
    s = run(s, { type: 'success', data: items(4, 3), count: 7 });
    expect(s).toMatchObject({ offset: 6, currentCount: 6, count: 7, success: true, isLoadMore: true });
    s = run(s, { type: 'start', isLoadMore: true }, { type: 'success', data: items(7, 1), count: 7 });
    expect(s.data.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(s.offset).toBe(7);
    expect(hasMore(s)).toBe(false);
  });

  it('keeps shown items when a load more fails', () => {
    let s = run(initialListModule(3), { type: 'start', isLoadMore: true }, { type: 'success', data: items(1, 3), count: 9 });
    s = run(s, { type: 'start', isLoadMore: true }, { type: 'error', message: 'oops' });
    expect(s.data).toHaveLength(3);
    expect(s.error).toBe('oops');
  });

  it('a fresh fetch clears results and takes the offset asked for', () => {
    let s = run(initialListModule(20), { type: 'start' }, { type: 'success', data: items(1, 20), count: 45 });
    s = run(s, { type: 'start', offset: offsetForPage(3, 20) });
    expect(s.data).toEqual([]);
    expect(s.offset).toBe(40);
    s = run(s, { type: 'success', data: items(41, 5), count: 45 });
    expect(s).toMatchObject({ offset: 40, currentCount: 5, count: 45 });
  });

  it('counts what it has when the answer gives no count', () => {
    const s = run(initialListModule(), { type: 'start' }, { type: 'success', data: items(1, 2) });
    expect(s.count).toBe(2);
  });

  it('setPaging and reset', () => {
    let s = run(initialListModule(4), { type: 'setPaging', limit: 12, offset: 0 });
    expect(s).toMatchObject({ limit: 12, offset: 0 });
    s = run(s, { type: 'start' }, { type: 'success', data: items(1, 2), count: 2 }, { type: 'reset', limit: 4 });
    expect(s).toEqual(initialListModule(4));
  });

  it('does not mutate the previous state', () => {
    const before = run(initialListModule(2), { type: 'start', isLoadMore: true }, { type: 'success', data: items(1, 2), count: 4 });
    const snapshot = JSON.parse(JSON.stringify(before));
    run(before, { type: 'start', isLoadMore: true }, { type: 'success', data: items(3, 2) });
    expect(before).toEqual(snapshot);
  });

  it('ignores unknown actions', () => {
    const s = initialListModule<Item>();
    expect(listModuleReducer(s, { type: 'nope' } as unknown as ListModuleAction<Item>)).toBe(s);
  });
});

describe('paging helpers', () => {
  it('offset and page conversions', () => {
    expect(offsetForPage(1, 20)).toBe(0);
    expect(offsetForPage(3, 20)).toBe(40);
    expect(offsetForPage(0, 20)).toBe(0);
    expect(pageForOffset(40, 20)).toBe(3);
    expect(pageCount(45, 20)).toBe(3);
    expect(pageCount(0, 20)).toBe(1);
  });
});
