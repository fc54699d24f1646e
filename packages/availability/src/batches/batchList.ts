/**
 * A list of batches that loads a first page and then "the rest" (Show all), appending each
 * load (spec 2 §4: loads append; Show all sets the limit to the total). Pure reducer: the
 * component turns `request` into a call and reports back with the request's `seq`, so an
 * answer that arrives after the list was reset is ignored.
 */
import type { Batch } from '@yuno/core';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface BatchRequest {
  limit: number;
  offset: number;
  seq: number;
}

export interface BatchListState {
  items: Batch[];
  /** The answer's batch_count: how many batches match in all. */
  count: number;
  /** The first load. */
  status: LoadStatus;
  /** A Show all load on top of what is shown. */
  loadingMore: boolean;
  moreFailed: boolean;
  /** The call to make now, or null. */
  request: BatchRequest | null;
  seq: number;
}

export type BatchListAction =
  { type: 'reset'; limit: number } | { type: 'showAll' } | { type: 'loaded'; seq: number; items: Batch[]; count: number } | { type: 'failed'; seq: number };

export const initialBatchList: BatchListState = {
  items: [],
  count: 0,
  status: 'idle',
  loadingMore: false,
  moreFailed: false,
  request: null,
  seq: 0,
};

/** Whether Show all has something left to load. */
export const hasMore = (state: BatchListState) => state.status === 'ready' && state.items.length < state.count;

export function batchListReducer(state: BatchListState, action: BatchListAction): BatchListState {
  switch (action.type) {
    case 'reset': {
      const seq = state.seq + 1;
      return { ...initialBatchList, status: 'loading', seq, request: { limit: action.limit, offset: 0, seq } };
    }
    case 'showAll': {
      if (!hasMore(state) || state.loadingMore) return state;
      const seq = state.seq + 1;
      // Offset: the number loaded so far; limit: the total, so one call brings the rest.
      return { ...state, loadingMore: true, moreFailed: false, seq, request: { limit: state.count, offset: state.items.length, seq } };
    }
    case 'loaded': {
      if (action.seq !== state.seq) return state;
      const known = new Set(state.items.map((b) => b.batch_id));
      const items = [...state.items, ...action.items.filter((b) => !known.has(b.batch_id))];
      // A total smaller than what is shown would keep Show all forever; trust what arrived.
      const count = Math.max(action.count, items.length);
      const noProgress = state.loadingMore && items.length === state.items.length;
      return {
        ...state,
        items,
        count: noProgress ? items.length : count,
        status: 'ready',
        loadingMore: false,
        request: null,
      };
    }
    case 'failed': {
      if (action.seq !== state.seq) return state;
      if (state.loadingMore) return { ...state, loadingMore: false, moreFailed: true, request: null };
      return { ...state, status: 'failed', request: null };
    }
  }
}
