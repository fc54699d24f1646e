/**
 * The least an answer's `data` must be for its widget to show it, as predicates a route
 * declares beside its path (`defineRoutes`). A successful answer of another shape (a list where
 * an object belongs, a card without a title) is read as a failed request: the widget shows its
 * error with a retry, never an empty view that looks like real content. Fields beyond these are
 * normalised as they are read (`normalise*`), so a missing detail degrades the view, not the widget.
 */
import { asNumber, isRecord } from './coerce';

export type Shape = (data: unknown) => boolean;

export const list: Shape = Array.isArray;
export const withText =
  (key: string): Shape =>
  (data) =>
    isRecord(data) && typeof data[key] === 'string';
export const withId: Shape = (data) => isRecord(data) && asNumber(data.id) > 0;
/** A table's rows: a list, or an object holding it (`{ rows: [...] }`). */
export const rows: Shape = (data) => list(data) || (isRecord(data) && list(data.rows));
