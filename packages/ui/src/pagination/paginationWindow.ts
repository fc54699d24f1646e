/**
 * The page numbers the pagination bar shows (the spec's "Pagination bar"): at most two,
 * the current page and the one before it; page 1 shows 1 and 2; on the last page the
 * window ends at the last page. One page → [1]; no pages → [].
 *
 * Out-of-range input is clamped: a page below 1 counts as 1, past the end as the last page;
 * a fractional page count is rounded down.
 */
export function paginationWindow(page: number, pageCount: number): number[] {
  const count = Number.isFinite(pageCount) ? Math.floor(pageCount) : 0;
  if (count < 1) return [];
  if (count === 1) return [1];
  const current = clampPage(page, count);
  if (current === 1) return [1, 2];
  return [current - 1, current];
}

/** A page number within 1..pageCount (1 when there are no pages). */
export function clampPage(page: number, pageCount: number): number {
  const count = Math.max(1, Number.isFinite(pageCount) ? Math.floor(pageCount) : 1);
  const p = Number.isFinite(page) ? Math.round(page) : 1;
  return Math.min(Math.max(p, 1), count);
}
