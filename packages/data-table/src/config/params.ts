/** Filling a view's route params and query from the page (user id), the tabs and a parent row. */
import { asString, isRecord, pick } from '@yuno/core';
import type { ParamValue } from './types';

export interface ParamContext {
  /** The signed-in user's id (0 when logged out). */
  userId: number;
  /** The innermost selected tab id. */
  tab?: string;
  /** The row a nested table belongs to. */
  row?: unknown;
  /** The page address's query string, read by '$query.' params. */
  search?: string;
}

const ROW_PREFIX = '$row.';
const QUERY_PREFIX = '$query.';

export function resolveValue(value: ParamValue, ctx: ParamContext): string | number {
  if (value === 'self') return ctx.userId;
  if (value === '$tab') return ctx.tab ?? '';
  if (typeof value === 'string' && value.startsWith(ROW_PREFIX)) {
    return asString(pick(ctx.row, ...value.slice(ROW_PREFIX.length).split('.')));
  }
  if (typeof value === 'string' && value.startsWith(QUERY_PREFIX)) {
    return new URLSearchParams(ctx.search).get(value.slice(QUERY_PREFIX.length)) ?? '';
  }
  return value;
}

export function resolveParams<V extends ParamValue | boolean>(
  values: Readonly<Record<string, V>> | undefined,
  ctx: ParamContext,
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(values ?? {})) out[key] = typeof value === 'boolean' ? value : resolveValue(value, ctx);
  return out;
}

/**
 * The rows of an answer: `data` itself when it is a list, else `data.rows`, else a record on
 * its own (a detail answer) as the one row; only records are kept.
 */
export function rowsOf(data: unknown): Record<string, unknown>[] {
  const list = Array.isArray(data) ? data : !isRecord(data) ? [] : 'rows' in data ? (Array.isArray(data.rows) ? data.rows : []) : [data];
  return list.filter(isRecord);
}
