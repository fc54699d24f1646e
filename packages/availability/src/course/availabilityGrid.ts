/** Reading the instructor availability grid (spec 2 §3) for a table. */
import {
  AVAILABILITY_DAY_COLUMNS,
  AVAILABILITY_SLOT_COLUMN,
  asBoolean,
  to12Hour,
  type AvailabilityCell,
  type AvailabilityColumn,
  type AvailabilityGrid,
  type AvailabilityRow,
} from '@yuno/core';

const DAY_LABEL: Record<string, string> = { sun: 'Sun', mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat' };

/** The empty grid a failed call leaves: no rows, total 0. */
export const EMPTY_GRID: AvailabilityGrid = { rows: [], columns: [], count: 0 };

/**
 * The time-slot column, then the days Sun to Sat; labels from the server when it gives them.
 * Columns the server adds beyond these are not shown (the grid is a week, nothing more).
 */
export function gridColumns(columns: AvailabilityColumn[]): { slot: AvailabilityColumn; days: AvailabilityColumn[] } {
  const byField = new Map(columns.map((c) => [c.field.toLowerCase(), c]));
  const label = (field: string, fallback: string) => byField.get(field)?.label || fallback;
  return {
    slot: { field: AVAILABILITY_SLOT_COLUMN, label: label(AVAILABILITY_SLOT_COLUMN, 'Time') },
    days: AVAILABILITY_DAY_COLUMNS.map((day) => ({ field: day, label: label(day, DAY_LABEL[day]) })),
  };
}

/** The row header: the server's slot text, else the slug as a 12-hour time. */
export function slotLabel(row: AvailabilityRow): string {
  const slot = row[AVAILABILITY_SLOT_COLUMN];
  return typeof slot === 'string' && slot.trim() ? slot : to12Hour(row.slug);
}

export type CellView = { kind: 'available' } | { kind: 'unavailable' } | { kind: 'text'; text: string };

/** Booleans (and 0/1, 'true'/'false') mean free or not; other text is shown as it is. */
export function cellView(cell: AvailabilityCell | undefined): CellView {
  if (cell === null || cell === undefined || cell === '') return { kind: 'unavailable' };
  if (typeof cell === 'object') {
    const flag = cell.available ?? cell.is_available ?? cell.status;
    return cellView((typeof flag === 'string' || typeof flag === 'boolean' || typeof flag === 'number' ? flag : null) as AvailabilityCell);
  }
  if (typeof cell === 'boolean' || typeof cell === 'number') return asBoolean(cell) ? { kind: 'available' } : { kind: 'unavailable' };
  const text = cell.trim();
  const lower = text.toLowerCase();
  if (['true', '1', 'yes', 'available', 'free'].includes(lower)) return { kind: 'available' };
  if (['false', '0', 'no', 'unavailable', 'busy', 'booked'].includes(lower)) return { kind: 'unavailable' };
  return { kind: 'text', text };
}

/** How far to scroll a container so that a row sits just below its sticky header. */
export function scrollOffsetFor(rowTop: number, containerTop: number, currentScroll: number, headerHeight: number): number {
  return Math.max(0, currentScroll + rowTop - containerTop - headerHeight);
}
