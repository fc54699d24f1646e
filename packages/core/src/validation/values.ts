/** Helpers shared by the rules: emptiness, lengths, picks from a list, times, files. */
import { timeToMinutes } from '../format';

export type Params = Record<string, unknown>;

export function isEmptyValue(v: unknown): boolean {
  if (v === null || v === undefined || v === false) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  return false;
}

/** Length of text, or of a list; numbers count their digits. */
export function lengthOf(v: unknown): number {
  if (typeof v === 'string' || Array.isArray(v)) return v.length;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v).length;
  return 0;
}

export function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** A list param: an array, or comma-separated text. */
export function listParam(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (typeof v === 'string') return v.split(',').map((s) => s.trim());
  if (v === undefined || v === null) return [];
  return [v];
}

export function looselyEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const scalar = (x: unknown) => typeof x === 'string' || typeof x === 'number';
  return scalar(a) && scalar(b) && String(a) === String(b);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const OPTION_KEYS = ['id', 'value', 'label', 'name', 'title'];

function matchesOption(option: unknown, value: unknown): boolean {
  if (option === value) return true;
  if (!isRecord(option)) return looselyEqual(option, value);
  if (isRecord(value)) return option.id !== undefined && looselyEqual(option.id, value.id);
  return OPTION_KEYS.some((k) => option[k] !== undefined && looselyEqual(option[k], value));
}

/**
 * Whether the value was picked from a list rather than typed. Params may say so outright
 * ({ selected: boolean }) or give the list ({ options }); otherwise a picked suggestion is
 * an object (or a non-empty list of objects), and typed text is not.
 */
export function isPicked(value: unknown, params: Params): boolean {
  if (typeof params.selected === 'boolean') return params.selected;
  if (Array.isArray(params.options)) {
    const values = Array.isArray(value) ? value : [value];
    return values.length > 0 && values.every((v) => (params.options as unknown[]).some((o) => matchesOption(o, v)));
  }
  if (Array.isArray(value)) return value.length > 0 && value.every(isRecord);
  return isRecord(value);
}

/** 'HH:MM' text or minutes after midnight. */
export function toMinutes(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string') return timeToMinutes(v);
  return null;
}

export interface TimeRange {
  start: number;
  end: number;
}

export function toRange(v: unknown): TimeRange | null {
  if (!isRecord(v)) return null;
  const start = toMinutes(v.start);
  const end = toMinutes(v.end);
  return start === null || end === null ? null : { start, end };
}

export function overlaps(a: TimeRange, b: TimeRange): boolean {
  return a.start < b.end && b.start < a.end;
}

/** File-like values: File objects or plain { name, type, size } records. */
export interface FileLike {
  name?: unknown;
  type?: unknown;
  size?: unknown;
  width?: unknown;
  height?: unknown;
}

export function filesOf(v: unknown): FileLike[] | null {
  const list = Array.isArray(v) ? v : [v];
  if (list.length === 0) return null;
  return list.every((f) => typeof f === 'object' && f !== null) ? (list as FileLike[]) : null;
}
