/**
 * The table state in the address: `?state={json}`. Several tables may share a page, so the
 * JSON object holds one entry per table, keyed by the table's id (its preset name):
 *   ?state={"instructor-learners":{"tab":"learners","filters":{"type":"referral"},"page":2,"hidden":["email"]}}
 * Only what differs from the defaults is written; other keys of the object are kept.
 */
import { readStateObject, STATE_PARAM } from '@yuno/core';
import type { TableConfig } from '../config/types';
import { defaultHidden, defaultState, resolveView, sanitiseState, type TableState } from './tableState';

export function readTableState(search: string, config: TableConfig): TableState {
  return sanitiseState(config, readStateObject(search)[config.id]);
}

/** The entry written for a state: only what differs from the defaults; undefined when nothing does. */
export function encodeTableState(config: TableConfig, state: TableState): Record<string, unknown> | undefined {
  const defaults = defaultState(config);
  const entry: Record<string, unknown> = {};
  const tab = state.tab.join('/');
  if (tab !== defaults.tab.join('/')) entry.tab = tab;
  if (Object.keys(state.filters).length > 0) entry.filters = state.filters;
  if (state.page > 1) entry.page = state.page;
  const hidden = defaultHidden(resolveView(config, state.tab).view);
  if (state.hidden.length !== hidden.length || state.hidden.some((id) => !hidden.includes(id))) entry.hidden = state.hidden;
  return Object.keys(entry).length > 0 ? entry : undefined;
}

/** The query string (with its '?', or '') after writing this table's entry into it. */
export function writeTableState(search: string, config: TableConfig, state: TableState): string {
  const params = new URLSearchParams(search);
  const object = { ...readStateObject(search) };
  const entry = encodeTableState(config, state);
  if (entry) object[config.id] = entry;
  else delete object[config.id];
  if (Object.keys(object).length > 0) params.set(STATE_PARAM, JSON.stringify(object));
  else params.delete(STATE_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}
