/**
 * The spec's generic list module as a pure reducer: loading, then success or error; a
 * "load more" appends and moves offset to the number loaded so far.
 */
import { PAGE_SIZE } from '../constants';
import type { ListModule } from '../types';

export type ListModuleAction<T> =
  /** A fetch begins. A fresh fetch drops the old items; a load-more keeps them. */
  | { type: 'start'; isLoadMore?: boolean; offset?: number }
  | { type: 'success'; data: readonly T[]; count?: number }
  | { type: 'error'; message: string; errorData?: unknown }
  /** Page or "show all" changes set these before the next fetch. */
  | { type: 'setPaging'; limit?: number; offset?: number }
  | { type: 'reset'; limit?: number };

export function initialListModule<T>(limit: number = PAGE_SIZE.default): ListModule<T> {
  return {
    loading: false,
    error: null,
    errorData: null,
    success: false,
    data: [],
    count: 0,
    currentCount: 0,
    limit,
    offset: 0,
    isLoadMore: false,
  };
}

export function listModuleReducer<T>(state: ListModule<T>, action: ListModuleAction<T>): ListModule<T> {
  switch (action.type) {
    case 'start': {
      const isLoadMore = action.isLoadMore ?? false;
      return {
        ...state,
        loading: true,
        error: null,
        errorData: null,
        success: false,
        isLoadMore,
        data: isLoadMore ? state.data : [],
        currentCount: isLoadMore ? state.currentCount : 0,
        offset: action.offset ?? state.offset,
      };
    }
    case 'success': {
      const page = Array.isArray(action.data) ? [...action.data] : [];
      const data = state.isLoadMore ? [...state.data, ...page] : page;
      return {
        ...state,
        loading: false,
        error: null,
        errorData: null,
        success: true,
        data,
        count: action.count ?? (state.isLoadMore ? Math.max(state.count, data.length) : data.length),
        currentCount: data.length,
        // Paged lists keep the offset the caller asked for; load-more continues after what is shown.
        offset: state.isLoadMore ? data.length : state.offset,
      };
    }
    case 'error':
      return {
        ...state,
        loading: false,
        success: false,
        error: action.message,
        errorData: action.errorData ?? null,
        // A failed load-more keeps what is already on screen.
        data: state.isLoadMore ? state.data : [],
        currentCount: state.isLoadMore ? state.currentCount : 0,
      };
    case 'setPaging':
      return { ...state, limit: action.limit ?? state.limit, offset: action.offset ?? state.offset };
    case 'reset':
      return initialListModule<T>(action.limit ?? state.limit);
    default:
      return state;
  }
}

/** More items remain on the server. */
export function hasMore(state: ListModule<unknown>): boolean {
  return state.data.length < state.count;
}

/** Offset of a 1-based page: limit × (page − 1). */
export function offsetForPage(page: number, limit: number): number {
  return Math.max(0, Math.floor(page) - 1) * limit;
}

/** The 1-based page an offset falls on. */
export function pageForOffset(offset: number, limit: number): number {
  return limit > 0 ? Math.floor(offset / limit) + 1 : 1;
}

/** Number of pages for a total count. */
export function pageCount(count: number, limit: number): number {
  return limit > 0 ? Math.max(1, Math.ceil(count / limit)) : 1;
}
