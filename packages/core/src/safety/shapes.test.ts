import { describe, expect, it } from 'vitest';
import { list, rows, withId, withText } from './shapes';

describe('answer shapes', () => {
  it('a list is an array, nothing else', () => {
    expect(list([])).toBe(true);
    expect(list({ 0: 'a' })).toBe(false);
    expect(list(null)).toBe(false);
  });

  it("a table's rows are a list, or an object holding one", () => {
    expect(rows([])).toBe(true);
    expect(rows({ rows: [] })).toBe(true);
    expect(rows({})).toBe(false);
    expect(rows({ rows: 'none' })).toBe(false);
  });

  it('a record with an id is an object whose id is a positive number, as number or text', () => {
    expect(withId({ id: 1001 })).toBe(true);
    expect(withId({ id: '1001' })).toBe(true);
    expect(withId({ id: 0 })).toBe(false);
    expect(withId({ title: 'IELTS' })).toBe(false);
    expect(withId([{ id: 1 }])).toBe(false);
  });

  it('a text field is a string, even an empty one', () => {
    const code = withText('referral_code');
    expect(code({ referral_code: '' })).toBe(true);
    expect(code({ referral_code: 42 })).toBe(false);
    expect(code({ link: '/x' })).toBe(false);
    expect(code('ABC')).toBe(false);
  });
});
