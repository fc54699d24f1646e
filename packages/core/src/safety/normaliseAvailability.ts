import type { AvailabilityCell, AvailabilityColumn, AvailabilityGrid, AvailabilityRow } from '../types';
import { asArray, asNumber, asObject, asString, isRecord } from './coerce';

// Keys that would reach Object.prototype if copied blindly.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function normaliseCell(v: unknown): AvailabilityCell {
  if (typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (isRecord(v)) {
    const out: Record<string, unknown> = {};
    for (const [k, val] of Object.entries(v)) {
      if (!FORBIDDEN_KEYS.has(k) && (typeof val !== 'object' || val === null)) out[k] = val;
    }
    return out;
  }
  return null;
}

function normaliseRow(raw: unknown): AvailabilityRow | null {
  if (!isRecord(raw)) return null;
  const row: AvailabilityRow = { slug: asString(raw.slug) };
  for (const [k, v] of Object.entries(raw)) {
    if (k === 'slug' || FORBIDDEN_KEYS.has(k)) continue;
    row[k] = normaliseCell(v);
  }
  return row;
}

function normaliseColumn(raw: unknown): AvailabilityColumn | null {
  if (typeof raw === 'string') return { field: raw, label: raw };
  if (!isRecord(raw)) return null;
  const field = asString(raw.field);
  if (!field || FORBIDDEN_KEYS.has(field)) return null;
  return { field, label: asString(raw.label, asString(raw.headerName, field)) || field };
}

/** The instructor availability grid; accepts the envelope's data with or without count. */
export function normaliseAvailabilityGrid(raw: unknown, count?: unknown): AvailabilityGrid {
  const o = asObject(raw);
  const rows = asArray(o.rows, normaliseRow);
  return {
    rows,
    columns: asArray(o.columns, normaliseColumn),
    count: asNumber(count ?? o.count, rows.length),
  };
}
