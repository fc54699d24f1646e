import { describe, it, expect, vi } from 'vitest';
import { createFieldValidator } from './fieldValidator';
import { SIGN_UP_PHONE_RULES } from './presets';

describe('createFieldValidator', () => {
  it('shows nothing before the user interacts', () => {
    const f = createFieldValidator({ rules: SIGN_UP_PHONE_RULES, initialValue: '' });
    expect(f.getState()).toMatchObject({ dirty: false, touched: false, error: 'Phone number is required', message: null, valid: false });
  });

  it('validates on input', () => {
    const f = createFieldValidator({ rules: SIGN_UP_PHONE_RULES, initialValue: '' });
    expect(f.input('98')).toBe('Minimum 10 numbers required');
    expect(f.input('9876543210')).toBeNull();
    expect(f.getState()).toMatchObject({ value: '9876543210', dirty: true, valid: true });
  });

  it('validates on blur', () => {
    const f = createFieldValidator({ rules: SIGN_UP_PHONE_RULES, initialValue: '' });
    expect(f.blur()).toBe('Phone number is required');
    expect(f.getState().touched).toBe(true);
  });

  it('submit marks the field touched and reports the error', () => {
    const f = createFieldValidator({ rules: 'required', initialValue: '' });
    expect(f.submit()).toBe('This field is required');
    expect(f.getState().message).toBe('This field is required');
  });

  it('reset clears the interaction state', () => {
    const f = createFieldValidator({ rules: 'required', initialValue: '' });
    f.input('x');
    f.blur();
    f.reset();
    expect(f.getState()).toMatchObject({ value: '', dirty: false, touched: false, message: null });
  });

  it('reads the form context at each check', () => {
    const values = { start: '10:00' };
    const f = createFieldValidator({
      rules: [['isEndTime', { target: 'start' }]],
      initialValue: '11:00',
      context: () => ({ values }),
    });
    expect(f.input('11:00')).toBeNull();
    values.start = '12:00';
    expect(f.blur()).toBe('Choose an end time later than the start time.');
  });

  it('notifies subscribers', () => {
    const f = createFieldValidator({ rules: 'required', initialValue: '' });
    const listener = vi.fn();
    const off = f.subscribe(listener);
    f.input('a');
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ value: 'a', message: null }));
    off();
    f.input('');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
