/** What every handler receives, and small readers for loosely typed input. */
import type { SessionState } from '../state';
import type { MockRequest, MockResponse } from '../types';

export interface RouteCall {
  req: MockRequest;
  /** The route's `{placeholders}`, decoded. */
  params: Record<string, string>;
  state: SessionState;
  now: Date;
}

export type Handler = (call: RouteCall) => MockResponse;

export interface RouteDef {
  /** Methods the route answers; HEAD is allowed wherever GET is. */
  methods: readonly string[];
  handle: Handler;
}

export const GET = ['GET'] as const;
export const POST = ['POST'] as const;
/** Updates accept any of the write methods the request helpers offer. */
export const WRITE = ['POST', 'PUT', 'PATCH'] as const;

/** The body as a record (an empty one when it is not an object). */
export function bodyOf(call: RouteCall): Record<string, unknown> {
  const body = call.req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function num(value: unknown, fallback = 0): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

export function bool(value: unknown, fallback = false): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return fallback;
}

/** A list from an array, a comma-separated string or a single value; empty items dropped. */
export function list(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value === undefined || value === null ? [] : [value];
  return items.map((v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '')).filter((v) => v !== '');
}

/** A value from the query string, else from the body. */
export function input(call: RouteCall, key: string): unknown {
  const fromQuery = call.req.query.get(key);
  if (fromQuery !== null) return fromQuery;
  return bodyOf(call)[key];
}

export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

/** Slices a list by limit/offset (defaults 20/0); a non-positive limit means all. */
export function paginate<T>(items: T[], limitInput: unknown, offsetInput: unknown, defaultLimit = 20): Page<T> {
  const limit = Math.floor(num(limitInput, defaultLimit));
  const offset = Math.max(0, Math.floor(num(offsetInput, 0)));
  const end = limit > 0 ? offset + limit : items.length;
  return { items: items.slice(offset, end), total: items.length, limit, offset };
}

/** Case-insensitive: every word of the query appears in one of the texts. */
export function matchesText(query: string, ...texts: string[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.join(' ').toLowerCase();
  return words.every((w) => haystack.includes(w));
}
