import { describe, it, expect } from 'vitest';
import { STANDARD_RULES } from './standardRules';
import { CUSTOM_RULES } from './customRules';

// By name, as the spec lists them; the custom email rule (with its message) replaces the standard one.
const r = { ...STANDARD_RULES, ...CUSTOM_RULES };
const NOT_VALID = 'The field is not valid';

describe('standard rule set', () => {
  it('registers every rule the spec lists', () => {
    expect(Object.keys(STANDARD_RULES).sort()).toEqual(
      [
        'alpha',
        'alpha_dash',
        'alpha_num',
        'alpha_spaces',
        'between',
        'confirmed',
        'digits',
        'dimensions',
        'email',
        'excluded',
        'ext',
        'image',
        'integer',
        'is',
        'is_not',
        'length',
        'max',
        'max_value',
        'mimes',
        'min',
        'min_value',
        'numeric',
        'oneOf',
        'regex',
        'required',
        'required_if',
        'size',
      ].sort(),
    );
    expect(Object.keys(STANDARD_RULES)).toHaveLength(27);
  });

  it('uses "{field} is not valid" as the default message', () => {
    expect(r.alpha('a1')).toBe(NOT_VALID);
    expect(r.alpha('a1', {}, { field: 'First name' })).toBe('First name is not valid');
  });

  it('alpha family', () => {
    expect(r.alpha('Asha')).toBe(true);
    expect(r.alpha('Zoë')).toBe(true);
    expect(r.alpha('a b')).toBe(NOT_VALID);
    expect(r.alpha_dash('ab_c-1')).toBe(true);
    expect(r.alpha_dash('a b')).toBe(NOT_VALID);
    expect(r.alpha_num('ab12')).toBe(true);
    expect(r.alpha_num('ab-12')).toBe(NOT_VALID);
    expect(r.alpha_spaces('Asha Rao')).toBe(true);
    expect(r.alpha_spaces('Asha R.')).toBe(NOT_VALID);
    expect(r.alpha(['ab', 'cd'])).toBe(true);
    expect(r.alpha({})).toBe(NOT_VALID);
  });

  it('between, min_value, max_value', () => {
    expect(r.between(5, { min: 1, max: 10 })).toBe(true);
    expect(r.between('10', { min: 1, max: 10 })).toBe(true);
    expect(r.between(11, { min: 1, max: 10 })).toBe(NOT_VALID);
    expect(r.between('x', { min: 1, max: 10 })).toBe(NOT_VALID);
    expect(r.min_value(3, { min: 3 })).toBe(true);
    expect(r.min_value(2, { min: 3 })).toBe(NOT_VALID);
    expect(r.max_value(3, { max: 3 })).toBe(true);
    expect(r.max_value(4, { max: 3 })).toBe(NOT_VALID);
  });

  it('confirmed', () => {
    const ctx = { values: { password: 'abc' } };
    expect(r.confirmed('abc', { target: 'password' }, ctx)).toBe(true);
    expect(r.confirmed('abd', { target: 'password' }, ctx)).toBe(NOT_VALID);
    expect(r.confirmed('abc', { target: 'password' })).toBe(NOT_VALID);
  });

  it('digits, integer, numeric', () => {
    expect(r.digits('1234', { length: 4 })).toBe(true);
    expect(r.digits('123', { length: 4 })).toBe(NOT_VALID);
    expect(r.digits('12a4', { length: 4 })).toBe(NOT_VALID);
    expect(r.integer('-12')).toBe(true);
    expect(r.integer('1.5')).toBe(NOT_VALID);
    expect(r.numeric('0123')).toBe(true);
    expect(r.numeric(42)).toBe(true);
    expect(r.numeric('12a')).toBe('Numbers only');
    expect(r.numeric('-1')).toBe('Numbers only');
  });

  it('files: dimensions, ext, image, mimes, size', () => {
    const pdf = { name: 'notes.PDF', type: 'application/pdf', size: 2048 };
    const png = { name: 'a.png', type: 'image/png', size: 4096, width: 100, height: 50 };
    expect(r.dimensions(png, { width: 100, height: 50 })).toBe(true);
    expect(r.dimensions(png, { width: 200, height: 50 })).toBe(NOT_VALID);
    expect(r.dimensions('a.png', { width: 100, height: 50 })).toBe(NOT_VALID);
    expect(r.ext(pdf, { list: ['pdf', 'doc'] })).toBe(true);
    expect(r.ext(png, { list: ['pdf'] })).toBe(NOT_VALID);
    expect(r.image(png)).toBe(true);
    expect(r.image(pdf)).toBe(NOT_VALID);
    expect(r.image({ name: 'x.jpg' })).toBe(true);
    expect(r.mimes([png], { list: ['image/*'] })).toBe(true);
    expect(r.mimes(pdf, { list: ['image/png', 'image/jpeg'] })).toBe(NOT_VALID);
    expect(r.size(pdf, { size: 2 })).toBe(true);
    expect(r.size(png, { size: 2 })).toBe(NOT_VALID);
    expect(r.size('text', { size: 2 })).toBe(NOT_VALID);
  });

  it('email (registered with its custom message)', () => {
    expect(r.email('asha@example.com')).toBe(true);
    expect(r.email('asha@example')).toBe('Please enter a valid email address');
    expect(r.email('not an email')).toBe('Please enter a valid email address');
    expect(STANDARD_RULES.email('a@b.co')).toBe(true);
    expect(STANDARD_RULES.email('a@')).toBe(NOT_VALID);
  });

  it('excluded and oneOf', () => {
    expect(r.excluded('c', { list: ['a', 'b'] })).toBe(true);
    expect(r.excluded('a', { list: ['a', 'b'] })).toBe(NOT_VALID);
    expect(r.oneOf(2, { list: ['1', '2'] })).toBe(true);
    expect(r.oneOf('x', { list: ['1', '2'] })).toBe(NOT_VALID);
  });

  it('is and is_not', () => {
    expect(r.is('a', { other: 'a' })).toBe(true);
    expect(r.is('a', { other: 'b' })).toBe('This field is required');
    expect(r.is_not(3, { other: 4 })).toBe(true);
    expect(r.is_not(3, { other: 3 })).toBe("New batch shouldn't be same as current batch");
  });

  it('length, min, max', () => {
    expect(r.length('abcd', { length: 4 })).toBe(true);
    expect(r.length(['a'], { length: 2 })).toBe(NOT_VALID);
    expect(r.min('9876543210', { length: 10 })).toBe(true);
    expect(r.min('98765', { length: 10 })).toBe('Minimum 10 numbers required');
    expect(r.max('9876543210', { length: 10 })).toBe(true);
    expect(r.max('98765432101', { length: 10 })).toBe('Maximum 10 numbers required');
  });

  it('regex', () => {
    expect(r.regex('AB12', { regex: /^[A-Z]+\d+$/ })).toBe(true);
    expect(r.regex('ab', { regex: '^[A-Z]+$' })).toBe(NOT_VALID);
    expect(r.regex('ab', { regex: '(' })).toBe(NOT_VALID);
    const sticky = /a/g;
    expect(r.regex('a', { regex: sticky })).toBe(true);
    expect(r.regex('a', { regex: sticky })).toBe(true);
  });

  it('required and required_if', () => {
    expect(r.required('x')).toBe(true);
    expect(r.required(0)).toBe(true);
    expect(r.required('  ')).toBe('This field is required');
    expect(r.required([])).toBe('This field is required');
    expect(r.required(null)).toBe('This field is required');
    const ctx = { values: { type: 'link' } };
    expect(r.required_if('', { target: 'type', values: ['link'] }, ctx)).toBe(NOT_VALID);
    expect(r.required_if('x', { target: 'type', values: ['link'] }, ctx)).toBe(true);
    expect(r.required_if('', { target: 'type', values: ['free'] }, ctx)).toBe(true);
    expect(r.required_if('', { target: 'type' }, ctx)).toBe(NOT_VALID);
  });
});
