/**
 * The availability panel's batches for one opened course (spec 2 §4 "Availability panel"):
 * opening starts afresh (no earlier course or batches) and fetches the course detail; its
 * success fetches the batches (default limit 20); applying the filter resets them (limit 4,
 * offset 0) and fetches again. Each opening gets a new state, so closing needs no action.
 */
import { BATCHES_RESET_LIMIT, PANEL_DEFAULT_LIMIT } from '@yuno/core';
import { allDaysAndTimes, applyClassDaysTime, type ClassDaysTime } from '../filters/classDaysTime';
import { batchListReducer, initialBatchList, type BatchListAction, type BatchListState, type LoadStatus } from '../batches/batchList';

export interface PanelCourse {
  id: number;
  title: string;
  category: string;
}

export interface PanelState {
  course: PanelCourse;
  detail: LoadStatus;
  /** Tags the detail call, so the answer to an earlier try is ignored. */
  detailSeq: number;
  filter: ClassDaysTime;
  /** Limit of the first page: 20 when opened, 4 after a filter. */
  pageLimit: number;
  /** A filter was applied: the new count is announced (never on opening). */
  filtered: boolean;
  list: BatchListState;
}

export type PanelAction =
  | { type: 'detailLoaded'; seq: number; title: string }
  | { type: 'detailFailed'; seq: number }
  | { type: 'applyFilter'; selection: { days: readonly string[]; times: readonly string[] } }
  | { type: 'retry' }
  | { type: 'list'; action: BatchListAction };

/** The panel just opened for a course: asking for its detail, no batches yet. */
export const openPanel = (course: PanelCourse): PanelState => ({
  course,
  detail: 'loading',
  detailSeq: 1,
  filter: allDaysAndTimes(),
  pageLimit: PANEL_DEFAULT_LIMIT,
  filtered: false,
  list: initialBatchList,
});

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'detailLoaded': {
      if (action.seq !== state.detailSeq) return state;
      const course = { ...state.course, title: action.title || state.course.title };
      return { ...state, course, detail: 'ready', list: batchListReducer(state.list, { type: 'reset', limit: state.pageLimit }) };
    }
    case 'detailFailed':
      if (action.seq !== state.detailSeq) return state;
      return { ...state, detail: 'failed' };
    case 'applyFilter':
      if (state.detail !== 'ready') return state;
      return {
        ...state,
        filter: applyClassDaysTime(action.selection),
        pageLimit: BATCHES_RESET_LIMIT,
        filtered: true,
        list: batchListReducer(state.list, { type: 'reset', limit: BATCHES_RESET_LIMIT }),
      };
    case 'retry':
      if (state.detail === 'failed') return { ...state, detail: 'loading', detailSeq: state.detailSeq + 1 };
      if (state.list.status === 'failed') return { ...state, list: batchListReducer(state.list, { type: 'reset', limit: state.pageLimit }) };
      return state;
    case 'list':
      return { ...state, list: batchListReducer(state.list, action.action) };
  }
}
