import { describe, expect, it } from 'vitest';
import type { TableConfig } from '../config/types';
import { config, groups, learners } from '../test-support/tableConfig';
import { defaultState, filterQuery, resolveView, sanitiseState, tableReducer, type TableState } from './tableState';

const reduce = tableReducer(config);

describe('resolveView', () => {
  it('picks the first tab at each level when the path says nothing', () => {
    expect(resolveView(config, []).tab).toEqual(['learners']);
    expect(resolveView(config, ['batches']).tab).toEqual(['batches', 'upcoming']);
    expect(resolveView(config, ['batches', 'past']).view?.caption).toBe('past');
    expect(resolveView(config, ['batches', 'past']).levels.map((l) => l.map((t) => t.id))).toEqual([
      ['learners', 'groups', 'batches'],
      ['upcoming', 'past'],
    ]);
  });

  it('replaces unknown ids by the first tab', () => {
    expect(resolveView(config, ['nope', 'past']).tab).toEqual(['learners']);
    expect(resolveView(config, ['batches', 'nope']).tab).toEqual(['batches', 'upcoming']);
  });

  it('uses the table view when there are no tabs', () => {
    const single: TableConfig = { id: 's', title: 'S', view: groups };
    expect(resolveView(single, ['x'])).toEqual({ tab: [], levels: [], view: groups });
    expect(defaultState(single)).toEqual({ tab: [], filters: {}, page: 1, hidden: [] });
  });
});

describe('tableReducer', () => {
  const start = defaultState(config);

  it('starts on the first tab, first page, no filters, every column shown', () => {
    expect(start).toEqual({ tab: ['learners'], filters: {}, page: 1, hidden: [] });
  });

  it('applies a filter and goes back to page 1', () => {
    const onPage3 = reduce(start, { type: 'page', page: 3 });
    const filtered = reduce(onPage3, { type: 'filter', id: 'type', value: 'referral' });
    expect(filtered).toEqual({ ...start, filters: { type: 'referral' }, page: 1 });
  });

  it('removes a filter given null or its "All" value, and refuses values the filter does not offer', () => {
    const filtered = reduce(start, { type: 'filter', id: 'type', value: 'contact' });
    expect(reduce(filtered, { type: 'filter', id: 'type', value: null }).filters).toEqual({});
    expect(reduce(filtered, { type: 'filter', id: 'type', value: '' }).filters).toEqual({});
    expect(reduce(start, { type: 'filter', id: 'type', value: 'everyone' }).filters).toEqual({});
    expect(reduce(start, { type: 'filter', id: 'unknown', value: 'x' }).filters).toEqual({});
  });

  it('keeps a picked suggestion with its label', () => {
    const picked = reduce(start, { type: 'filter', id: 'learner', value: { value: '6001', label: 'Asha Rao' } });
    expect(picked.filters).toEqual({ learner: { value: '6001', label: 'Asha Rao' } });
    expect(reduce(picked, { type: 'clearFilters' }).filters).toEqual({});
  });

  it('toggles hideable columns only', () => {
    const hidden = reduce(start, { type: 'toggleColumn', id: 'email' });
    expect(hidden.hidden).toEqual(['email']);
    expect(reduce(hidden, { type: 'toggleColumn', id: 'email' }).hidden).toEqual([]);
    expect(reduce(start, { type: 'toggleColumn', id: 'name' })).toBe(start);
    expect(reduce(start, { type: 'toggleColumn', id: 'ghost' })).toBe(start);
  });

  it('pages with whole numbers from 1', () => {
    expect(reduce(start, { type: 'page', page: 4 }).page).toBe(4);
    expect(reduce(start, { type: 'page', page: 0 })).toBe(start);
    expect(reduce(start, { type: 'page', page: 1.5 })).toBe(start);
  });

  it('a new tab is a new view: filters, page and hidden columns reset, nested tabs default', () => {
    const busy: TableState = { tab: ['learners'], filters: { type: 'referral' }, page: 3, hidden: ['email'] };
    expect(reduce(busy, { type: 'tab', level: 0, id: 'groups' })).toEqual({ tab: ['groups'], filters: {}, page: 1, hidden: [] });
    expect(reduce(busy, { type: 'tab', level: 0, id: 'batches' }).tab).toEqual(['batches', 'upcoming']);
    const past = reduce(reduce(busy, { type: 'tab', level: 0, id: 'batches' }), { type: 'tab', level: 1, id: 'past' });
    expect(past.tab).toEqual(['batches', 'past']);
    expect(reduce(busy, { type: 'tab', level: 0, id: 'learners' })).toBe(busy);
  });

  it('replaces the whole state, sanitised', () => {
    expect(reduce(start, { type: 'replace', state: { tab: ['groups'], filters: { type: 'referral' }, page: 2, hidden: ['x'] } })).toEqual({
      tab: ['groups'],
      filters: {},
      page: 2,
      hidden: [],
    });
  });
});

describe('sanitiseState', () => {
  it('keeps what the table offers', () => {
    expect(
      sanitiseState(config, { tab: 'learners', filters: { type: 'contact', learner: { value: '7', label: 'Zoya' } }, page: 5, hidden: ['email', 'email'] }),
    ).toEqual({ tab: ['learners'], filters: { type: 'contact', learner: { value: '7', label: 'Zoya' } }, page: 5, hidden: ['email'] });
    expect(sanitiseState(config, { tab: 'batches/past' }).tab).toEqual(['batches', 'past']);
  });

  it.each([
    ['not an object', 'hello'],
    ['an array', [1, 2]],
    ['null', null],
    ['wrong types everywhere', { tab: 3, filters: 'x', page: '2', hidden: 'email' }],
    ['out-of-range page', { page: -1 }],
    ['a huge page', { page: 1e12 }],
    ['a fractional page', { page: 2.5 }],
    ['unknown filter values', { filters: { type: 'vip', learner: 'plain text', nope: 'x' } }],
    ['unknown or fixed columns', { hidden: ['name', 'ghost', 4] }],
    ['an overlong value', { filters: { learner: { value: 'x'.repeat(500), label: 'y' } } }],
  ])('falls back to the defaults for %s', (_, raw) => {
    expect(sanitiseState(config, raw)).toEqual(defaultState(config));
  });
});

describe('columns hidden by default', () => {
  // The instructor's learners keep their email and referrer out of a 760 px column until asked.
  const quiet: TableConfig = {
    id: 'quiet',
    title: 'Quiet',
    tabs: [
      { id: 'learners', label: 'Learners', view: { ...learners, columns: learners.columns.map((c) => (c.id === 'email' ? { ...c, hiddenByDefault: true } : c)) } },
      { id: 'groups', label: 'Groups', view: groups },
    ],
  };
  const step = tableReducer(quiet);

  it('start hidden, can be shown, and are hidden again when the view is next opened', () => {
    const start = defaultState(quiet);
    expect(start.hidden).toEqual(['email']);
    const shown = step(start, { type: 'toggleColumn', id: 'email' });
    expect(shown.hidden).toEqual([]);
    const away = step(shown, { type: 'tab', level: 0, id: 'groups' });
    expect(away.hidden).toEqual([]);
    expect(step(away, { type: 'tab', level: 0, id: 'learners' }).hidden).toEqual(['email']);
  });

  it('an address without a list keeps them hidden; a list (even an empty one) is the whole set', () => {
    expect(sanitiseState(quiet, { page: 2 }).hidden).toEqual(['email']);
    expect(sanitiseState(quiet, { hidden: [] }).hidden).toEqual([]);
    expect(sanitiseState(quiet, { hidden: ['attendance'] }).hidden).toEqual(['attendance']);
    expect(sanitiseState(quiet, { hidden: ['name', 'ghost'] }).hidden).toEqual(['email']);
  });
});

describe('filterQuery', () => {
  it('sends each filter under its parameter name', () => {
    expect(filterQuery(learners, { type: 'referral', learner: { value: '6001', label: 'Asha' } })).toEqual({ type: 'referral', learner_id: '6001' });
    expect(filterQuery(groups, { type: 'referral' })).toEqual({});
  });
});
