import { describe, expect, it } from 'vitest';
import { check } from './check';
import { isSelectedFromList, selectLearner } from './customRules';
import { SELECT_SUBJECT_MESSAGE } from './messages';
import { min, required } from './standardRules';
import { headerSearchRules } from './presets';

describe('check: rules given as themselves', () => {
  it('returns the first failing message, or null', () => {
    expect(check('', [required])).toBe('This field is required');
    expect(check('abc', [required, [min, { length: 5 }]])).toBe('Minimum 10 numbers required');
    expect(check('abcdef', [required, [min, { length: 5 }]])).toBeNull();
  });

  it("a tuple's message replaces the rule's", () => {
    expect(check('typed', [[isSelectedFromList, { selected: false }, SELECT_SUBJECT_MESSAGE]])).toBe('Please select the subject from list');
  });

  it('an empty optional value skips rules that do not judge emptiness', () => {
    expect(check('', [[min, { length: 5 }]])).toBeNull();
    expect(check([], [selectLearner])).toBe('Please add at least 1 learner from list');
  });
});

describe('the header search rules', () => {
  // The header shows this message once the field is touched without checking: it relies on it.
  it('say "Please select the subject from list" for any text while nothing is picked', () => {
    for (const text of ['', '   ', 'i', 'ielts', 'IELTS preparation']) {
      expect(check(text, headerSearchRules({ selected: false })), JSON.stringify(text)).toBe('Please select the subject from list');
    }
  });
});
