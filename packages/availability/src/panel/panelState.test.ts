import { describe, expect, it } from 'vitest';
import { initialPanel, panelReducer, type PanelState } from './panelState';
import { testBatch } from '../shared/testBatch';

const course = { id: 1027, title: 'Spoken English for Professionals', category: 'English Speaking' };

function openAndLoad(): PanelState {
  let state = panelReducer(initialPanel, { type: 'open', course });
  state = panelReducer(state, { type: 'detailLoaded', seq: state.detailSeq, title: course.title });
  return panelReducer(state, {
    type: 'list',
    action: { type: 'loaded', seq: state.list.seq, items: [testBatch({ batch_id: 1 }), testBatch({ batch_id: 2 })], count: 9 },
  });
}

describe('availability panel state', () => {
  it('opening clears earlier course and batch data and asks for the course detail', () => {
    const state = panelReducer(openAndLoad(), { type: 'open', course: { id: 1001, title: '', category: 'IELTS' } });
    expect(state).toMatchObject({ open: true, course: { id: 1001, title: '', category: 'IELTS' }, detail: 'loading' });
    expect(state.list.items).toEqual([]);
    expect(state.list.request).toBeNull();
  });

  it('fetches the batches with the panel default limit 20 once the detail has loaded', () => {
    let state = panelReducer(initialPanel, { type: 'open', course: { ...course, title: '' } });
    state = panelReducer(state, { type: 'detailLoaded', seq: state.detailSeq, title: 'From the detail' });
    expect(state.course?.title).toBe('From the detail');
    expect(state.list.request).toMatchObject({ limit: 20, offset: 0 });
  });

  it('does not fetch batches when the detail fails, and can retry it', () => {
    let state = panelReducer(initialPanel, { type: 'open', course });
    state = panelReducer(state, { type: 'detailFailed', seq: state.detailSeq });
    expect(state.detail).toBe('failed');
    expect(state.list.request).toBeNull();
    const retried = panelReducer(state, { type: 'retry' });
    expect(retried.detail).toBe('loading');
    expect(retried.detailSeq).toBe(state.detailSeq + 1);
  });

  it('ignores a detail answer for a course opened earlier', () => {
    const first = panelReducer(initialPanel, { type: 'open', course });
    const second = panelReducer(first, { type: 'open', course: { ...course, id: 1001 } });
    expect(panelReducer(second, { type: 'detailLoaded', seq: first.detailSeq, title: 'old' })).toBe(second);
  });

  it('applying the filter resets the batches to limit 4, offset 0', () => {
    const state = panelReducer(openAndLoad(), { type: 'applyFilter', selection: { days: ['mon'], times: [] } });
    expect(state.filter).toEqual({ days: ['mon'], times: ['morning', 'afternoon', 'evening', 'night'] });
    expect(state.list.items).toEqual([]);
    expect(state.list.request).toMatchObject({ limit: 4, offset: 0 });
    expect(state.pageLimit).toBe(4);
  });

  it('retries failed batches with the same first-page limit', () => {
    let state = panelReducer(openAndLoad(), { type: 'applyFilter', selection: { days: [], times: ['night'] } });
    state = panelReducer(state, { type: 'list', action: { type: 'failed', seq: state.list.seq } });
    expect(state.list.status).toBe('failed');
    state = panelReducer(state, { type: 'retry' });
    expect(state.list.request).toMatchObject({ limit: 4, offset: 0 });
  });

  it('closing drops pending answers', () => {
    const open = panelReducer(initialPanel, { type: 'open', course });
    const loading = panelReducer(open, { type: 'detailLoaded', seq: open.detailSeq, title: course.title });
    const closed = panelReducer(loading, { type: 'close' });
    expect(closed.open).toBe(false);
    const late = panelReducer(closed, { type: 'list', action: { type: 'loaded', seq: loading.list.seq, items: [testBatch()], count: 1 } });
    expect(late.list.items).toEqual([]);
  });
});
