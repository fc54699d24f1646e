/**
 * The filter definitions the panel shows, read defensively from the filters answer: only
 * the fields it uses (a filter without a key, or switched off, is dropped). It reads with
 * core's coercers, which the page's runtime already carries; core's full normaliseFilters
 * would be copied into this bundle with its own coercers (see the package README).
 */
import { asArray, asBoolean, asNumber, asString, isRecord, pick, type FilterItem } from '@yuno/core';

export interface PanelFilter {
  filter: string;
  title: string;
  items: FilterItem[];
  /** The currency symbol of the price filter. */
  symbol: string;
}

/** An id as the server sent it: a number, or else text. */
const idOf = (value: unknown) => (typeof value === 'number' ? value : asString(value));

const readItem = (raw: unknown): FilterItem | null =>
  isRecord(raw)
    ? {
        id: idOf(raw.id),
        label: asString(raw.label),
        slug: asString(raw.slug),
        count: asNumber(raw.count),
        parent_id: idOf(raw.parent_id),
        interval: asString(raw.interval),
        subtitle: asString(raw.subtitle),
      }
    : null;

export function readFilters(data: unknown): PanelFilter[] {
  return asArray(data, (raw) =>
    isRecord(raw) && asString(raw.filter) && asBoolean(raw.is_active, true)
      ? { filter: asString(raw.filter), title: asString(raw.title), items: asArray(raw.items, readItem), symbol: asString(pick(raw, 'currency', 'symbol')) }
      : null,
  );
}
