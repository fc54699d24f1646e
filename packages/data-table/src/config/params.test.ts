import { describe, expect, it } from 'vitest';
import { resolveParams, resolveValue, rowsOf } from './params';

describe('params', () => {
  const ctx = { userId: 4201, tab: 'past', row: { id: 12, course: { slug: 'ielts' } } };

  it('fills self, the tab and row fields; leaves literals alone', () => {
    expect(resolveValue('self', ctx)).toBe(4201);
    expect(resolveValue('$tab', ctx)).toBe('past');
    expect(resolveValue('$row.id', ctx)).toBe('12');
    expect(resolveValue('$row.course.slug', ctx)).toBe('ielts');
    expect(resolveValue('$row.missing', ctx)).toBe('');
    expect(resolveValue('upcoming', ctx)).toBe('upcoming');
    expect(resolveValue(7, ctx)).toBe(7);
    expect(resolveParams({ userId: 'self', tab: '$tab', only: true }, ctx)).toEqual({ userId: 4201, tab: 'past', only: true });
    expect(resolveParams(undefined, ctx)).toEqual({});
  });

  it("reads a parameter of the page's address (a detail page's id)", () => {
    expect(resolveValue('$query.class_id', { ...ctx, search: '?as=instructor&class_id=9101' })).toBe('9101');
    expect(resolveValue('$query.class_id', ctx)).toBe('');
  });

  it('reads rows from a list or from data.rows, keeping records only', () => {
    expect(rowsOf([{ id: 1 }, null, 'x', { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(rowsOf({ rows: [{ id: 3 }], columns: [] })).toEqual([{ id: 3 }]);
    expect(rowsOf({ rows: 'nope' })).toEqual([]);
    // A detail answer: the record is the one row.
    expect(rowsOf({ id: 4, title: 'x' })).toEqual([{ id: 4, title: 'x' }]);
    expect(rowsOf(null)).toEqual([]);
  });
});
