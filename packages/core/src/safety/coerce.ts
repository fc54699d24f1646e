/**
 * Small pure coercions for data from the server: each returns the expected type or the
 * fallback, never throws.
 */

export type UnknownRecord = Record<string, unknown>;

export function isRecord(v: unknown): v is UnknownRecord {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Strings as they are; finite numbers and bigints as text; anything else the fallback. */
export function asString(v: unknown, fallback = ''): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : fallback;
  if (typeof v === 'bigint') return String(v);
  return fallback;
}

/** Finite numbers, and strings that are wholly a number. */
export function asNumber(v: unknown, fallback?: number): number;
export function asNumber<F>(v: unknown, fallback: F): number | F;
export function asNumber(v: unknown, fallback: unknown = 0): unknown {
  if (typeof v === 'number') return Number.isFinite(v) ? v : fallback;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.trim());
    return Number.isFinite(n) ? n : fallback;
  }
  return fallback;
}

const TRUE_TEXT = new Set(['true', '1', 'yes']);
const FALSE_TEXT = new Set(['false', '0', 'no', '']);

/** Booleans, 0/1, and 'true'/'false'/'1'/'0'/'yes'/'no' text. */
export function asBoolean(v: unknown, fallback = false): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v === 1 ? true : v === 0 ? false : fallback;
  if (typeof v === 'string') {
    const t = v.trim().toLowerCase();
    if (TRUE_TEXT.has(t)) return true;
    if (FALSE_TEXT.has(t)) return false;
  }
  return fallback;
}

/**
 * An array with each item normalised; items the normaliser rejects (null/undefined) are
 * dropped. A non-array gives [].
 */
export function asArray<T>(v: unknown, itemNormaliser: (item: unknown, index: number) => T | null | undefined): T[] {
  if (!Array.isArray(v)) return [];
  const out: T[] = [];
  v.forEach((item, index) => {
    const n = itemNormaliser(item, index);
    if (n !== null && n !== undefined) out.push(n);
  });
  return out;
}

/** A plain object, or {} (arrays and null are not objects here). */
export function asObject(v: unknown): UnknownRecord {
  return isRecord(v) ? v : {};
}

/** Text items of a list; numbers become text, other items are dropped. */
export function asStringArray(v: unknown): string[] {
  return asArray(v, (item) => {
    const s = asString(item, '\u0000');
    return s === '\u0000' ? null : s;
  });
}

/** Numeric items of a list; numeric strings are accepted, other items are dropped. */
export function asNumberArray(v: unknown): number[] {
  return asArray(v, (item) => {
    const n = asNumber(item, Number.NaN);
    return Number.isNaN(n) ? null : n;
  });
}

/** A number or a string id kept as it came; anything else the fallback. */
export function asId(v: unknown, fallback: number | string = 0): number | string {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string') return v;
  return fallback;
}

/** Read a nested path without throwing: get(raw, 'a', 'b', 0). */
export function pick(v: unknown, ...path: Array<string | number>): unknown {
  let cur: unknown = v;
  for (const key of path) {
    if (typeof key === 'number') {
      if (!Array.isArray(cur)) return undefined;
      cur = cur[key];
    } else {
      if (!isRecord(cur)) return undefined;
      cur = Object.prototype.hasOwnProperty.call(cur, key) ? cur[key] : undefined;
    }
  }
  return cur;
}
