import { describe, it, expect } from 'vitest';
import { CUSTOM_RULES } from './customRules';
import { STANDARD_RULES } from './standardRules';

// By name, as the spec lists them; the custom email rule (with its message) replaces the standard one.
const r = { ...STANDARD_RULES, ...CUSTOM_RULES };

describe('custom rules and their messages', () => {
  it('registers every custom rule', () => {
    expect(Object.keys(CUSTOM_RULES)).toEqual([
      'minLength',
      'maxLength',
      'minChars',
      'maxChars',
      'isSelected',
      'isSelectedFromList',
      'isBatchSelected',
      'notAllowed',
      'greaterThen',
      'isOverlapping',
      'isEndTime',
      'selectLearner',
      'isEmpty',
      'isNotBlank',
      'url',
      'httpsURL',
      'email',
      'hasCurlyBrackets',
    ]);
  });

  it('minLength / maxLength', () => {
    expect(r.minLength([1, 2], { length: 2 })).toBe(true);
    expect(r.minLength([1], { length: 2 })).toBe('At least 2 items must be selected');
    expect(r.minLength(undefined, { length: 1 })).toBe('At least 1 items must be selected');
    expect(r.maxLength([1, 2], { length: 2 })).toBe(true);
    expect(r.maxLength([1, 2, 3], { length: 2 })).toBe('No more than 2 items must be selected');
  });

  it('minChars / maxChars', () => {
    expect(r.minChars('abc', { length: 3 })).toBe(true);
    expect(r.minChars('ab', { length: 3 })).toBe('Please enter at least 3 characters');
    expect(r.maxChars('abc', { length: 3 })).toBe(true);
    expect(r.maxChars('abcd', { length: 3 })).toBe('Please limit to 3 characters');
  });

  it('picked-from-list rules', () => {
    const options = [
      { id: 1, name: 'Asha' },
      { id: 2, name: 'Ravi' },
    ];
    expect(r.isSelected({ id: 1, title: 'IELTS' })).toBe(true);
    expect(r.isSelected('My own title')).toBe('Custom title is not allowed');
    expect(r.isSelected('x', { selected: true })).toBe(true);
    expect(r.isSelectedFromList('Asha', { options })).toBe(true);
    expect(r.isSelectedFromList({ id: 2 }, { options })).toBe(true);
    expect(r.isSelectedFromList('Someone', { options })).toBe('Please select the user from list');
    expect(r.isBatchSelected({ batch_id: 3 })).toBe(true);
    expect(r.isBatchSelected('Batch 3')).toBe('Please select the batch from list');
    expect(r.isBatchSelected({ batch_id: 3 }, { selected: false })).toBe('Please select the batch from list');
  });

  it('notAllowed: a phone number cannot start with 0 followed by a digit', () => {
    expect(r.notAllowed('9876543210')).toBe(true);
    expect(r.notAllowed('0876543210')).toBe("Phone number can't start with 0");
    expect(r.notAllowed('0876543210', { number: 0 })).toBe("Phone number can't start with 0");
    expect(r.notAllowed('0')).toBe(true);
    expect(r.notAllowed('91234', { number: 91 })).toBe("Phone number can't start with 91");
  });

  it('greaterThen', () => {
    expect(r.greaterThen(5, { number: 4 })).toBe(true);
    expect(r.greaterThen('4', { number: 4 })).toBe('Value should be greater then 4');
    expect(r.greaterThen('x', { number: 4 })).toBe('Value should be greater then 4');
  });

  it('isOverlapping', () => {
    const msg = 'Time overlap with another set of time';
    expect(
      r.isOverlapping([
        { start: '09:00', end: '10:00' },
        { start: '10:00', end: '11:00' },
      ]),
    ).toBe(true);
    expect(
      r.isOverlapping([
        { start: '09:00', end: '10:30' },
        { start: '10:00', end: '11:00' },
      ]),
    ).toBe(msg);
    expect(r.isOverlapping({ start: '12:00', end: '13:00' }, { others: [{ start: '12:30', end: '14:00' }] })).toBe(msg);
    expect(r.isOverlapping({ start: '12:00', end: '13:00' }, { others: [{ start: '13:00', end: '14:00' }] })).toBe(true);
    expect(r.isOverlapping('x', { overlapping: true })).toBe(msg);
  });

  it('isEndTime', () => {
    const msg = 'Choose an end time later than the start time.';
    expect(r.isEndTime('10:30', { start: '10:00' })).toBe(true);
    expect(r.isEndTime('10:00', { start: '10:00' })).toBe(msg);
    expect(r.isEndTime('09:00', { target: 'start' }, { values: { start: '10:00' } })).toBe(msg);
    expect(r.isEndTime('11:00', { target: 'start' }, { values: { start: '10:00' } })).toBe(true);
    expect(r.isEndTime('bad', { start: '10:00' })).toBe(msg);
  });

  it('selectLearner, isEmpty, isNotBlank', () => {
    expect(r.selectLearner([{ id: 1 }])).toBe(true);
    expect(r.selectLearner([])).toBe('Please add at least 1 learner from list');
    expect(r.isEmpty('a')).toBe(true);
    expect(r.isEmpty('   ')).toBe('Field should not be blank');
    expect(r.isNotBlank({ id: 4, name: 'Asha' })).toBe(true);
    expect(r.isNotBlank('Asha')).toBe('Please select the learner from list');
    expect(r.isNotBlank('')).toBe('Please select the learner from list');
  });

  it('url and httpsURL', () => {
    expect(r.url('https://example.com/path')).toBe(true);
    expect(r.url('www.example.com')).toBe(true);
    expect(r.url('example')).toBe('Please enter valid URL');
    expect(r.url('javascript:alert(1)')).toBe('Please enter valid URL');
    expect(r.url('https://exa mple.com')).toBe('Please enter valid URL');
    const msg = 'Please make sure URL should start with "https" and should be valid';
    expect(r.httpsURL('https://zoom.us/j/123')).toBe(true);
    expect(r.httpsURL('http://zoom.us/j/123')).toBe(msg);
    expect(r.httpsURL('https://')).toBe(msg);
    expect(r.httpsURL('zoom.us')).toBe(msg);
  });

  it('email', () => {
    expect(r.email('a.b+c@mail.example.org')).toBe(true);
    expect(r.email('a@b')).toBe('Please enter a valid email address');
  });

  it('hasCurlyBrackets', () => {
    expect(r.hasCurlyBrackets('Hello {name}')).toBe(true);
    expect(r.hasCurlyBrackets('Hello {}')).toBe('String must have curly brackets with content inside');
    expect(r.hasCurlyBrackets('Hello { }')).toBe('String must have curly brackets with content inside');
    expect(r.hasCurlyBrackets('Hello')).toBe('String must have curly brackets with content inside');
  });
});
