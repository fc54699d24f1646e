import { describe, expect, it } from 'vitest';
import { openPanel, panelReducer, type PanelState } from './panelState';
import { testBatch } from '../test-support/batch';

const course = { id: 1027, title: 'Spoken English for Professionals', category: 'English Speaking' };

function openAndLoad(): PanelState {
  const state = panelReducer(openPanel(course), { type: 'detailLoaded', seq: 1, title: course.title });
  return panelReducer(state, {
    type: 'list',
    action: { type: 'loaded', seq: state.list.seq, items: [testBatch({ batch_id: 1 }), testBatch({ batch_id: 2 })], count: 9 },
  });
}

describe('availability panel state', () => {
  it('opening starts with no batches and asks for the course detail', () => {
    const state = openPanel({ id: 1001, title: '', category: 'IELTS' });
    expect(state).toMatchObject({ course: { id: 1001, title: '', category: 'IELTS' }, detail: 'loading', pageLimit: 20 });
    expect(state.list.items).toEqual([]);
    expect(state.list.request).toBeNull();
  });

  it('fetches the batches with the panel default limit 20 once the detail has loaded', () => {
    const state = panelReducer(openPanel({ ...course, title: '' }), { type: 'detailLoaded', seq: 1, title: 'From the detail' });
    expect(state.course?.title).toBe('From the detail');
    expect(state.list.request).toMatchObject({ limit: 20, offset: 0 });
  });

  it('does not fetch batches when the detail fails, and can retry it', () => {
    const state = panelReducer(openPanel(course), { type: 'detailFailed', seq: 1 });
    expect(state.detail).toBe('failed');
    expect(state.list.request).toBeNull();
    const retried = panelReducer(state, { type: 'retry' });
    expect(retried.detail).toBe('loading');
    expect(retried.detailSeq).toBe(state.detailSeq + 1);
  });

  it('ignores the answer to an earlier try of the detail', () => {
    const failed = panelReducer(openPanel(course), { type: 'detailFailed', seq: 1 });
    const retried = panelReducer(failed, { type: 'retry' });
    expect(panelReducer(retried, { type: 'detailLoaded', seq: 1, title: 'old' })).toBe(retried);
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
});
