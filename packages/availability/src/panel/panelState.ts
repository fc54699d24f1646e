/**
 * The availability panel (spec 2 §4 "Availability panel"): opening clears the earlier course
 * and batches and fetches the course detail; its success fetches the batches (default limit
 * 20); applying the filter resets them (limit 4, offset 0) and fetches again.
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
  open: boolean;
  course: PanelCourse | null;
  detail: LoadStatus;
  /** Tags the detail call, so an answer for an earlier course is ignored. */
  detailSeq: number;
  filter: ClassDaysTime;
  /** Limit of the first page: 20 when opened, 4 after a filter. */
  pageLimit: number;
  list: BatchListState;
}

export type PanelAction =
  | { type: 'open'; course: PanelCourse }
  | { type: 'close' }
  | { type: 'detailLoaded'; seq: number; title: string }
  | { type: 'detailFailed'; seq: number }
  | { type: 'applyFilter'; selection: { days: readonly string[]; times: readonly string[] } }
  | { type: 'retry' }
  | { type: 'list'; action: BatchListAction };

export const initialPanel: PanelState = {
  open: false,
  course: null,
  detail: 'idle',
  detailSeq: 0,
  filter: allDaysAndTimes(),
  pageLimit: PANEL_DEFAULT_LIMIT,
  list: initialBatchList,
};

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'open':
      return {
        ...initialPanel,
        open: true,
        course: action.course,
        detail: 'loading',
        detailSeq: state.detailSeq + 1,
        filter: allDaysAndTimes(),
        list: batchListReducer(state.list, { type: 'clear' }),
      };
    case 'close':
      return { ...state, open: false, detail: state.detail === 'loading' ? 'idle' : state.detail, list: batchListReducer(state.list, { type: 'clear' }) };
    case 'detailLoaded': {
      if (action.seq !== state.detailSeq || !state.course) return state;
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
        list: batchListReducer(state.list, { type: 'reset', limit: BATCHES_RESET_LIMIT }),
      };
    case 'retry':
      if (!state.open) return state;
      if (state.detail === 'failed') return { ...state, detail: 'loading', detailSeq: state.detailSeq + 1 };
      if (state.list.status === 'failed') return { ...state, list: batchListReducer(state.list, { type: 'reset', limit: state.pageLimit }) };
      return state;
    case 'list':
      return { ...state, list: batchListReducer(state.list, action.action) };
  }
}
