/**
 * A table's view state: the selected tab at each nesting level, the applied filters, the
 * page and the hidden columns. Pure: the reducer and the sanitiser know the table's
 * configuration and nothing else, so a state read from the address is checked the same way.
 */
import type { FilterConfig, TabConfig, TableConfig, ViewConfig } from '../config/types';

/** A suggestion picked in an autocomplete filter: what is sent, and what the tag shows. */
export interface PickedValue {
  value: string;
  label: string;
}

export type FilterValue = string | PickedValue;

export interface TableState {
  /** Selected tab id per nesting level ([] for a table without tabs). */
  tab: string[];
  filters: Record<string, FilterValue>;
  /** 1-based. */
  page: number;
  /** Ids of hidden columns (by default, the view's `hiddenByDefault` ones). */
  hidden: string[];
}

export type TableAction =
  | { type: 'tab'; level: number; id: string }
  | { type: 'filter'; id: string; value: FilterValue | null }
  | { type: 'clearFilters' }
  | { type: 'page'; page: number }
  | { type: 'toggleColumn'; id: string }
  | { type: 'replace'; state: TableState };

export interface ResolvedView {
  /** The tab path actually selected (unknown ids replaced by the first tab). */
  tab: string[];
  /** The tabs offered at each level, outermost first. */
  levels: ReadonlyArray<readonly TabConfig[]>;
  view: ViewConfig | null;
}

/** Follows a tab path through the configuration, choosing the first tab wherever the path is unknown. */
export function resolveView(config: TableConfig, path: readonly string[]): ResolvedView {
  const tab: string[] = [];
  const levels: Array<readonly TabConfig[]> = [];
  let view = config.view ?? null;
  let tabs = config.tabs;
  while (tabs && tabs.length > 0) {
    const chosen = tabs.find((t) => t.id === path[levels.length]) ?? tabs[0];
    levels.push(tabs);
    tab.push(chosen.id);
    view = chosen.view ?? view;
    tabs = chosen.tabs;
  }
  return { tab, levels, view };
}

/** The columns a view hides until the person shows them. */
export const defaultHidden = (view: ViewConfig | null): string[] => (view ? view.columns.filter((c) => c.hiddenByDefault && !c.fixed).map((c) => c.id) : []);

export function defaultState(config: TableConfig): TableState {
  const { tab, view } = resolveView(config, []);
  return { tab, filters: {}, page: 1, hidden: defaultHidden(view) };
}

/** Columns a user may hide in a view. */
export const hideableColumns = (view: ViewConfig | null): string[] => (view ? view.columns.filter((c) => !c.fixed).map((c) => c.id) : []);

const MAX_TEXT = 200;
const MAX_PAGE = 100_000;

const text = (v: unknown): string | null => (typeof v === 'string' && v.length <= MAX_TEXT ? v : null);

/** A filter value if it is one the filter can take, else null. '' (no filter) is null too. */
export function validFilterValue(filter: FilterConfig, raw: unknown): FilterValue | null {
  if (filter.type === 'select') {
    const value = text(raw);
    return value && filter.options.some((o) => o.value === value) ? value : null;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const value = text((raw as Record<string, unknown>).value);
  const label = text((raw as Record<string, unknown>).label);
  return value && label !== null ? { value, label: label || value } : null;
}

/**
 * A state from untrusted input (the address), replayed through the reducer field by field:
 * anything the table does not offer is refused there and falls back to its default, so a
 * bad link still opens a working table.
 */
export function sanitiseState(config: TableConfig, raw: unknown): TableState {
  const input = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const reduce = tableReducer(config);
  const path = typeof input.tab === 'string' ? input.tab.split('/') : Array.isArray(input.tab) ? input.tab : [];
  let state = path.reduce<TableState>((s, id, level) => (typeof id === 'string' ? reduce(s, { type: 'tab', level, id }) : s), defaultState(config));
  const filters = input.filters && typeof input.filters === 'object' ? Object.entries(input.filters) : [];
  for (const [id, value] of filters) state = reduce(state, { type: 'filter', id, value: value as FilterValue });
  // A list in the address is the whole set of hidden columns (an empty one shows them all);
  // without one, or with none the view can hide, the view's defaults stay.
  if (Array.isArray(input.hidden)) {
    let listed: TableState = { ...state, hidden: [] };
    for (const id of new Set(input.hidden)) if (typeof id === 'string') listed = reduce(listed, { type: 'toggleColumn', id });
    if (listed.hidden.length > 0 || input.hidden.length === 0) state = listed;
  }
  return reduce(state, { type: 'page', page: input.page as number });
}

export function tableReducer(config: TableConfig) {
  return (state: TableState, action: TableAction): TableState => {
    switch (action.type) {
      case 'tab': {
        const { tab, view } = resolveView(config, [...state.tab.slice(0, action.level), action.id]);
        if (tab.join('/') === state.tab.join('/')) return state;
        // Another tab is another view: its own filters, columns and first page.
        return { tab, filters: {}, page: 1, hidden: defaultHidden(view) };
      }
      case 'filter': {
        const filters = { ...state.filters };
        const filter = resolveView(config, state.tab).view?.filters?.find((f) => f.id === action.id);
        const value = filter && action.value !== null ? validFilterValue(filter, action.value) : null;
        if (value === null) delete filters[action.id];
        else filters[action.id] = value;
        return { ...state, filters, page: 1 };
      }
      case 'clearFilters':
        return { ...state, filters: {}, page: 1 };
      case 'page':
        return Number.isInteger(action.page) && action.page >= 1 && action.page <= MAX_PAGE ? { ...state, page: action.page } : state;
      case 'toggleColumn': {
        if (!hideableColumns(resolveView(config, state.tab).view).includes(action.id)) return state;
        const hidden = state.hidden.includes(action.id) ? state.hidden.filter((id) => id !== action.id) : [...state.hidden, action.id];
        return { ...state, hidden };
      }
      case 'replace':
        return sanitiseState(config, action.state);
      default:
        return state;
    }
  };
}

/** The query a view's request carries for this state: the filters by their parameter names. */
export function filterQuery(view: ViewConfig, filters: Record<string, FilterValue>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const filter of view.filters ?? []) {
    const value = filters[filter.id];
    if (value === undefined) continue;
    query[filter.param] = typeof value === 'string' ? value : value.value;
  }
  return query;
}
