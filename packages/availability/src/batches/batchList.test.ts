import { describe, expect, it } from 'vitest';
import { batchListReducer, hasMore, initialBatchList, type BatchListState } from './batchList';
import { testBatch } from '../test-support/batch';

const batches = (from: number, n: number) => Array.from({ length: n }, (_, i) => testBatch({ batch_id: from + i }));

function loaded(state: BatchListState, items = batches(1, 4), count = 10): BatchListState {
  return batchListReducer(state, { type: 'loaded', seq: state.seq, items, count });
}

describe('batch list', () => {
  it('resets to a first page at offset 0 with the given limit', () => {
    const state = batchListReducer(initialBatchList, { type: 'reset', limit: 4 });
    expect(state.status).toBe('loading');
    expect(state.items).toEqual([]);
    expect(state.request).toEqual({ limit: 4, offset: 0, seq: state.seq });
  });

  it('shows the first page and knows the total', () => {
    const state = loaded(batchListReducer(initialBatchList, { type: 'reset', limit: 4 }));
    expect(state.items.map((b) => b.batch_id)).toEqual([1, 2, 3, 4]);
    expect(state.count).toBe(10);
    expect(state.request).toBeNull();
    expect(hasMore(state)).toBe(true);
  });

  it('Show all asks for the total from what is loaded, and appends the answer', () => {
    let state = loaded(batchListReducer(initialBatchList, { type: 'reset', limit: 4 }));
    state = batchListReducer(state, { type: 'showAll' });
    expect(state.loadingMore).toBe(true);
    expect(state.request).toEqual({ limit: 10, offset: 4, seq: state.seq });
    state = loaded(state, batches(5, 6), 10);
    expect(state.items.map((b) => b.batch_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(hasMore(state)).toBe(false);
    expect(batchListReducer(state, { type: 'showAll' })).toBe(state);
  });

  it('ignores answers to an earlier request', () => {
    const first = batchListReducer(initialBatchList, { type: 'reset', limit: 20 });
    const second = batchListReducer(first, { type: 'reset', limit: 4 });
    expect(batchListReducer(second, { type: 'loaded', seq: first.seq, items: batches(1, 2), count: 2 })).toBe(second);
    expect(batchListReducer(second, { type: 'failed', seq: first.seq })).toBe(second);
  });

  it('clears the loading flags on failure: the first load fails, a failed Show all keeps the list', () => {
    const failed = batchListReducer(batchListReducer(initialBatchList, { type: 'reset', limit: 4 }), { type: 'failed', seq: 1 });
    expect(failed).toMatchObject({ status: 'failed', loadingMore: false, request: null });
    let state = loaded(batchListReducer(initialBatchList, { type: 'reset', limit: 4 }));
    state = batchListReducer(state, { type: 'showAll' });
    state = batchListReducer(state, { type: 'failed', seq: state.seq });
    expect(state).toMatchObject({ status: 'ready', loadingMore: false, moreFailed: true, request: null });
    expect(state.items).toHaveLength(4);
    expect(hasMore(state)).toBe(true);
  });

  it('never offers Show all forever: duplicates are dropped and an empty "rest" ends it', () => {
    let state = loaded(batchListReducer(initialBatchList, { type: 'reset', limit: 4 }));
    state = batchListReducer(state, { type: 'showAll' });
    state = loaded(state, batches(1, 4), 10);
    expect(state.items).toHaveLength(4);
    expect(hasMore(state)).toBe(false);
  });
});
