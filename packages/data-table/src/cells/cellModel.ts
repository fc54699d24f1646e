/**
 * Cell renderers, as pure functions: a column and a row give a plain description of what
 * the cell shows. Every value is read defensively (rows come from the server) and every
 * address passes the URL sanitiser; the Cell component only turns the description into markup.
 */
import {
  asBoolean,
  asNumber,
  asString,
  formatDate,
  formatLongDate,
  formatPrice,
  pick,
  progressColour,
  ROUTES,
  safeUrl,
  to12Hour,
  type ProgressColour,
  type Role,
} from '@yuno/core';
import type { ColumnConfig, RowCommand, ViewConfig } from '../config/types';

export type StatusTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

export type CellAction = { kind: 'link'; label: string; href: string } | { kind: 'command'; command: RowCommand; label: string; disabled: boolean; danger?: true };

export type CellModel =
  | { kind: 'text'; text: string }
  | { kind: 'progress'; value: number; colour: ProgressColour; text: string }
  | { kind: 'user'; name: string; image: string }
  | { kind: 'status'; text: string; tone: StatusTone }
  | { kind: 'copy'; text: string; label: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'actions'; actions: CellAction[] };

/** What an empty value shows. */
export const EMPTY_CELL = '—';
/** A person whose id is 0 (e.g. no referrer). */
export const NOT_AVAILABLE = 'NA';

/** Status tags of the spec, each with a tone; the text is always shown, so colour is never alone. */
const STATUS_TONES: Record<string, StatusTone> = {
  PAID: 'success',
  ACTIVE: 'success',
  ISSUED: 'info',
  EXPIRED: 'warning',
  FAILED: 'danger',
  INACTIVE: 'neutral',
};

/** A dotted path ('attendance.percentage') read without throwing. */
export const valueAt = (row: unknown, path: string): unknown => pick(row, ...path.split('.'));

const textOf = (value: unknown): string => asString(value).trim();
const orEmpty = (text: string) => (text === '' ? EMPTY_CELL : text);

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/;

/** 'Day, Mon D, YYYY, h:mm AM' from 'YYYY-MM-DD HH:mm[:ss]' (or just the date). */
export function formatDateTime(value: unknown): string {
  const text = textOf(value);
  const match = DATE_TIME.exec(text);
  if (!match) return formatLongDate(text);
  const date = formatLongDate(match[1]);
  return date ? `${date}, ${to12Hour(match[2])}` : '';
}

/** '/class-schedule?learnerID=…' (or groupID). */
const schedulePath = (query: string, id: string) => `${ROUTES.classSchedule}?${new URLSearchParams({ [query]: id })}`;

/** A person column whose id is 0 (no referrer, no counselor): 'NA'. */
const notAvailable = (column: ColumnConfig, row: unknown) => !!column.idField && asNumber(valueAt(row, column.idField), -1) === 0;

export const canSee = (roles: readonly Role[] | undefined, role: Role | null) => !roles || (role !== null && roles.includes(role));

export function progressCell(value: unknown): CellModel {
  const exact = Math.min(100, Math.max(0, asNumber(value)));
  const n = Math.round(exact);
  // The colour follows the exact value (30.4 is above 30); only the number shown is rounded.
  return { kind: 'progress', value: n, colour: progressColour(exact), text: `${n}%` };
}

export function statusCell(value: unknown): CellModel {
  const text = textOf(value).toUpperCase();
  return text ? { kind: 'status', text, tone: STATUS_TONES[text] ?? 'neutral' } : { kind: 'text', text: EMPTY_CELL };
}

function actionsCell(column: ColumnConfig, row: unknown, role: Role | null): CellModel {
  const actions: CellAction[] = [];
  for (const action of column.actions ?? []) {
    if (!canSee(action.roles, role)) continue;
    if (action.kind === 'schedule') {
      const id = textOf(valueAt(row, action.field));
      const href = id ? safeUrl(schedulePath(action.query, id)) : '';
      if (href) actions.push({ kind: 'link', label: action.label, href });
    } else {
      const done = action.doneField ? asBoolean(valueAt(row, action.doneField)) : false;
      const label = done && action.doneLabel ? action.doneLabel : action.label;
      actions.push({ kind: 'command', command: action.command, label, disabled: done, ...(action.danger ? { danger: true as const } : {}) });
    }
  }
  return { kind: 'actions', actions };
}

export function cellModel(column: ColumnConfig, row: unknown, role: Role | null = null): CellModel {
  // Said as text: no person, so no avatar either.
  if (notAvailable(column, row)) return { kind: 'text', text: NOT_AVAILABLE };
  const value = valueAt(row, column.field);
  switch (column.type) {
    case 'progress':
      return progressCell(value);
    case 'status':
      return statusCell(value);
    case 'user':
      return { kind: 'user', name: orEmpty(textOf(value)), image: column.extra ? safeUrl(valueAt(row, column.extra)) : '' };
    case 'copy': {
      const text = textOf(value);
      return text ? { kind: 'copy', text, label: `Copy ${column.label}: ${text}` } : { kind: 'text', text: EMPTY_CELL };
    }
    case 'link': {
      const text = orEmpty(textOf(value));
      const href = column.extra ? safeUrl(valueAt(row, column.extra)) : '';
      return href ? { kind: 'link', text, href } : { kind: 'text', text };
    }
    case 'actions':
      return actionsCell(column, row, role);
    case 'date':
      return { kind: 'text', text: orEmpty(formatDate(textOf(value))) };
    case 'datetime':
      return { kind: 'text', text: orEmpty(formatDateTime(value)) };
    case 'money':
      return { kind: 'text', text: orEmpty(formatPrice(textOf(value))) };
    default:
      return { kind: 'text', text: orEmpty(textOf(value)) };
  }
}

/** The columns shown: those the role may see, minus the hidden ones. */
export function visibleColumns(view: ViewConfig, hidden: readonly string[], role: Role | null): ColumnConfig[] {
  return view.columns.filter((c) => canSee(c.roles, role) && !hidden.includes(c.id));
}

/** Columns offered in the column chooser: hideable ones the role may see. */
export function hideableFor(view: ViewConfig, role: Role | null): ColumnConfig[] {
  return view.columns.filter((c) => !c.fixed && canSee(c.roles, role));
}
