import { describe, it, expect } from 'vitest';
import { asArray, asBoolean, asId, asNumber, asNumberArray, asObject, asString, asStringArray, isRecord, pick } from './coerce';

describe('asString', () => {
  it('keeps strings and stringifies numbers', () => {
    expect(asString('a')).toBe('a');
    expect(asString(12)).toBe('12');
    expect(asString(10n)).toBe('10');
  });
  it('falls back for everything else', () => {
    expect(asString(undefined)).toBe('');
    expect(asString(null, 'x')).toBe('x');
    expect(asString({ a: 1 }, 'x')).toBe('x');
    expect(asString(['a'])).toBe('');
    expect(asString(true)).toBe('');
    expect(asString(Number.NaN, '-')).toBe('-');
  });
});

describe('asNumber', () => {
  it('reads numbers and numeric strings', () => {
    expect(asNumber(3)).toBe(3);
    expect(asNumber(' 42 ')).toBe(42);
    expect(asNumber('1.5')).toBe(1.5);
  });
  it('falls back otherwise', () => {
    expect(asNumber('abc')).toBe(0);
    expect(asNumber('', 7)).toBe(7);
    expect(asNumber(Number.POSITIVE_INFINITY, 1)).toBe(1);
    expect(asNumber(null)).toBe(0);
    expect(asNumber({})).toBe(0);
    expect(asNumber(true)).toBe(0);
  });
});

describe('asBoolean', () => {
  it('reads booleans, 0/1 and words', () => {
    expect(asBoolean(true)).toBe(true);
    expect(asBoolean(1)).toBe(true);
    expect(asBoolean('true')).toBe(true);
    expect(asBoolean('YES')).toBe(true);
    expect(asBoolean('0')).toBe(false);
    expect(asBoolean('false', true)).toBe(false);
  });
  it('falls back otherwise', () => {
    expect(asBoolean('maybe', true)).toBe(true);
    expect(asBoolean(2)).toBe(false);
    expect(asBoolean({})).toBe(false);
  });
});

describe('asArray, asObject and friends', () => {
  it('normalises items and drops rejected ones', () => {
    expect(asArray([1, 'x', 2], (v) => (typeof v === 'number' ? v * 2 : null))).toEqual([2, 4]);
    expect(asArray('nope', (v) => v)).toEqual([]);
    expect(asArray({ length: 2 }, (v) => v)).toEqual([]);
  });
  it('asObject only accepts plain objects', () => {
    expect(asObject({ a: 1 })).toEqual({ a: 1 });
    expect(asObject([1])).toEqual({});
    expect(asObject(null)).toEqual({});
    expect(asObject('x')).toEqual({});
    expect(isRecord([])).toBe(false);
  });
  it('string and number lists', () => {
    expect(asStringArray(['a', 1, {}, null])).toEqual(['a', '1']);
    expect(asNumberArray([1, '2', 'x', null])).toEqual([1, 2]);
  });
  it('asId keeps numbers and strings', () => {
    expect(asId(3)).toBe(3);
    expect(asId('a')).toBe('a');
    expect(asId({})).toBe(0);
  });
  it('pick reads nested paths safely', () => {
    const v = { a: { b: [{ c: 5 }] } };
    expect(pick(v, 'a', 'b', 0, 'c')).toBe(5);
    expect(pick(v, 'a', 'x', 0)).toBeUndefined();
    expect(pick(null, 'a')).toBeUndefined();
    expect(pick({}, 'toString')).toBeUndefined();
  });
});
