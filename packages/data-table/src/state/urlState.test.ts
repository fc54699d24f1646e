import { describe, expect, it } from 'vitest';
import type { TableConfig } from '../config/types';
import { defaultState, type TableState } from './tableState';
import { config, groups } from '../test-support/tableConfig';
import { encodeTableState, readTableState, writeTableState } from './urlState';

const other: TableConfig = { id: 'upcoming-classes', title: 'Upcoming', view: groups };
const stateOf = (search: string) => JSON.parse(new URLSearchParams(search).get('state')!);

describe('address state', () => {
  const busy: TableState = { tab: ['learners'], filters: { type: 'referral', learner: { value: '6001', label: 'Asha Rao' } }, page: 2, hidden: ['email'] };

  it('round-trips a state through ?state={json}, keyed by the table id', () => {
    const search = writeTableState('', config, busy);
    expect(stateOf(search)).toEqual({ demo: { filters: { type: 'referral', learner: { value: '6001', label: 'Asha Rao' } }, page: 2, hidden: ['email'] } });
    expect(readTableState(search, config)).toEqual(busy);
  });

  it('writes only what differs from the defaults, and nothing for the default state', () => {
    expect(encodeTableState(config, defaultState(config))).toBeUndefined();
    expect(encodeTableState(config, { ...defaultState(config), tab: ['batches', 'past'] })).toEqual({ tab: 'batches/past' });
    expect(writeTableState('?as=instructor', config, defaultState(config))).toBe('?as=instructor');
  });

  it('writes the hidden columns only when they differ from the defaults of the view', () => {
    const view = { ...groups, columns: [...groups.columns, { id: 'made', label: 'Created on', type: 'date' as const, field: 'created', hiddenByDefault: true }] };
    const quiet: TableConfig = { id: 'quiet', title: 'Quiet', view };
    expect(encodeTableState(quiet, defaultState(quiet))).toBeUndefined();
    const shown = { ...defaultState(quiet), hidden: [] };
    expect(encodeTableState(quiet, shown)).toEqual({ hidden: [] });
    expect(readTableState(writeTableState('', quiet, shown), quiet)).toEqual(shown);
  });

  it('keeps other tables and other parameters of the address', () => {
    const first = writeTableState('?as=instructor', config, busy);
    const both = writeTableState(first, other, { tab: [], filters: {}, page: 3, hidden: [] });
    expect(new URLSearchParams(both).get('as')).toBe('instructor');
    expect(Object.keys(stateOf(both))).toEqual(['demo', 'upcoming-classes']);
    expect(readTableState(both, config)).toEqual(busy);
    expect(readTableState(both, other).page).toBe(3);
    // Back to the defaults: only that table's entry goes.
    const cleared = writeTableState(both, config, defaultState(config));
    expect(Object.keys(stateOf(cleared))).toEqual(['upcoming-classes']);
    expect(writeTableState(cleared, other, defaultState(other))).toBe('?as=instructor');
  });

  it('keeps unknown keys in the state object (another widget may own them)', () => {
    const search = `?state=${encodeURIComponent('{"text":"ielts","limit":20}')}`;
    expect(stateOf(writeTableState(search, config, busy))).toMatchObject({ text: 'ielts', limit: 20, demo: { page: 2 } });
  });

  it.each([
    ['no state', ''],
    ['malformed JSON', '?state=%7Bnope'],
    ['a JSON array', `?state=${encodeURIComponent('[1,2]')}`],
    ['a JSON string', `?state=${encodeURIComponent('"demo"')}`],
    ['a wrong entry', `?state=${encodeURIComponent('{"demo":"page 2"}')}`],
    ['another table only', `?state=${encodeURIComponent('{"upcoming-classes":{"page":2}}')}`],
  ])('falls back to the defaults with %s', (_, search) => {
    expect(readTableState(search, config)).toEqual(defaultState(config));
  });

  it('replaces a state parameter that is not an object when writing', () => {
    expect(stateOf(writeTableState('?state=oops', config, busy))).toEqual({ demo: expect.objectContaining({ page: 2 }) });
  });
});
