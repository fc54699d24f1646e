import { describe, it, expect } from 'vitest';
import { validate, validateAll, parseRules } from './validate';
import { SIGN_UP_PHONE_RULES, headerSearchRules, BOOK_A_DEMO_CATEGORY_RULES, LEARNERS_RULES } from './presets';
import { GENERIC_MESSAGES, DEFAULT_MESSAGE, CUSTOM_MESSAGES } from './messages';

describe('validate', () => {
  it('returns the first failing message or null', () => {
    expect(validate('abc', ['required', ['minChars', { length: 2 }]])).toBeNull();
    expect(validate('', ['required', ['minChars', { length: 2 }]])).toBe('This field is required');
    expect(validate('a', ['required', ['minChars', { length: 2 }], ['maxChars', { length: 0 }]])).toBe(
      'Please enter at least 2 characters',
    );
  });

  it("reads the 'name:args' and 'a|b' forms", () => {
    expect(parseRules('required|min:10')).toEqual(['required', 'min:10']);
    expect(validate('123', 'required|numeric|min:10')).toBe('Minimum 10 numbers required');
    expect(validate(15, 'between:1,10')).toBe('The field is not valid');
    expect(validate('b', 'oneOf:a,b,c')).toBeNull();
    expect(validate('z', 'oneOf:a,b,c')).toBe('The field is not valid');
    expect(validate('', 'required_if:kind,link', { values: { kind: 'link' } })).toBe('The field is not valid');
    expect(validate('', 'required_if:kind,link', { values: { kind: 'free' } })).toBeNull();
    expect(validate('9', 'greaterThen:10')).toBe('Value should be greater then 10');
  });

  it('lets an empty optional field pass rules that do not judge emptiness', () => {
    expect(validate('', ['email', 'url', 'numeric'])).toBeNull();
    expect(validate(undefined, [['minChars', { length: 3 }]])).toBeNull();
    expect(validate([], ['selectLearner'])).toBe('Please add at least 1 learner from list');
    expect(validate('', ['isEmpty'])).toBe('Field should not be blank');
  });

  it('fills {field} and accepts message overrides', () => {
    expect(DEFAULT_MESSAGE).toBe('{field} is not valid');
    expect(validate('x1', ['alpha'], { field: 'City' })).toBe('City is not valid');
    expect(validate('x1', ['alpha'])).toBe('The field is not valid');
    expect(validate('', [['required', {}, 'Pick one']])).toBe('Pick one');
    expect(validate('', ['required'], { messages: { required: 'Needed' } })).toBe('Needed');
  });

  it('refuses unknown rules loudly', () => {
    expect(() => validate('x', ['nope'])).toThrow('Unknown validation rule "nope"');
  });

  it('validateAll lists every failure', () => {
    expect(validateAll('12a', ['numeric', 'min:10'])).toEqual(['Numbers only', 'Minimum 10 numbers required']);
  });

  it('shared generic messages are exact', () => {
    expect(GENERIC_MESSAGES).toEqual({
      required: 'This field is required',
      numeric: 'Numbers only',
      min: 'Minimum 10 numbers required',
      max: 'Maximum 10 numbers required',
      is: 'This field is required',
      is_not: "New batch shouldn't be same as current batch",
    });
    expect(CUSTOM_MESSAGES.notAllowed).toBe("Phone number can't start with {number}");
  });
});

describe('presets', () => {
  it('sign-up phone number', () => {
    expect(validate('', SIGN_UP_PHONE_RULES)).toBe('Phone number is required');
    expect(validate('98765abc10', SIGN_UP_PHONE_RULES)).toBe('Numbers only');
    expect(validate('98765', SIGN_UP_PHONE_RULES)).toBe('Minimum 10 numbers required');
    expect(validate('98765432101', SIGN_UP_PHONE_RULES)).toBe('Maximum 10 numbers required');
    expect(validate('0876543210', SIGN_UP_PHONE_RULES)).toBe("Phone number can't start with 0");
    expect(validate('9876543210', SIGN_UP_PHONE_RULES)).toBeNull();
  });

  it('header search', () => {
    expect(validate('', headerSearchRules())).toBe('Please select the subject from list');
    expect(validate('ielts', headerSearchRules())).toBe('Please select the subject from list');
    expect(validate('ielts', headerSearchRules({ selected: false }))).toBe('Please select the subject from list');
    expect(validate({ name: 'IELTS', id: 3 }, headerSearchRules())).toBeNull();
    expect(validate('IELTS', headerSearchRules({ options: [{ name: 'IELTS' }] }))).toBeNull();
  });

  it('book a demo and learners', () => {
    expect(validate('', BOOK_A_DEMO_CATEGORY_RULES)).toBe('This field is required');
    expect(validate('ielts', BOOK_A_DEMO_CATEGORY_RULES)).toBeNull();
    expect(validate([], LEARNERS_RULES)).toBe('Please add at least 1 learner from list');
  });
});
