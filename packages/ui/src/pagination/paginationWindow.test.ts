import { describe, expect, it } from 'vitest';
import { clampPage, paginationWindow } from './paginationWindow';

/** The rule restated independently, for the exhaustive check. */
function expected(page: number, count: number): number[] {
  if (count === 0) return [];
  if (count === 1) return [1];
  if (page === 1) return [1, 2];
  return [page - 1, page];
}

describe('paginationWindow', () => {
  it('gives [] for no pages and [1] for one page', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(3, 0)).toEqual([]);
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(5, 1)).toEqual([1]);
  });

  it('shows 1 and 2 on page 1', () => {
    expect(paginationWindow(1, 2)).toEqual([1, 2]);
    expect(paginationWindow(1, 10)).toEqual([1, 2]);
  });

  it('shows the page before and the current page elsewhere', () => {
    expect(paginationWindow(2, 10)).toEqual([1, 2]);
    expect(paginationWindow(3, 10)).toEqual([2, 3]);
    expect(paginationWindow(7, 10)).toEqual([6, 7]);
  });

  it('ends at the last page on the last page', () => {
    expect(paginationWindow(2, 2)).toEqual([1, 2]);
    expect(paginationWindow(10, 10)).toEqual([9, 10]);
  });

  it('matches the rule for every page of every count up to 50', () => {
    for (let count = 0; count <= 50; count += 1) {
      for (let page = 1; page <= Math.max(1, count); page += 1) {
        const w = paginationWindow(page, count);
        expect(w).toEqual(expected(page, count));
        // Invariants: at most 2 numbers, ascending, consecutive, within range, contains the page.
        expect(w.length).toBeLessThanOrEqual(2);
        if (count > 0) {
          expect(w).toContain(page);
          expect(w.every((n) => n >= 1 && n <= count)).toBe(true);
          if (w.length === 2) expect(w[1] - w[0]).toBe(1);
        }
      }
    }
  });

  it('clamps out-of-range and odd input', () => {
    expect(paginationWindow(0, 5)).toEqual([1, 2]);
    expect(paginationWindow(-3, 5)).toEqual([1, 2]);
    expect(paginationWindow(99, 5)).toEqual([4, 5]);
    expect(paginationWindow(3, 5.9)).toEqual([2, 3]);
    expect(paginationWindow(Number.NaN, 5)).toEqual([1, 2]);
    expect(paginationWindow(1, Number.NaN)).toEqual([]);
    expect(paginationWindow(1, -2)).toEqual([]);
    expect(paginationWindow(1, Infinity)).toEqual([]);
  });

  it('clampPage', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(2.4, 5)).toBe(2);
  });
});
