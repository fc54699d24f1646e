/**
 * "Fields validate on input and blur": a field shows no message until the user has typed
 * in it or left it; from then on every input re-validates. Submitting marks it touched.
 */
import type { ValidationContext } from './rule';
import { validate } from './validate';
import type { RuleSpec } from './validate';

export interface FieldState<V> {
  value: V;
  /** The user has typed or chosen something. */
  dirty: boolean;
  /** The user has left the field (or the form was submitted). */
  touched: boolean;
  /** The current error, shown or not. */
  error: string | null;
  /** What to show: the error once the field is dirty or touched. */
  message: string | null;
  valid: boolean;
}

export interface FieldValidatorOptions<V> {
  rules: readonly RuleSpec[] | string | (() => readonly RuleSpec[] | string);
  initialValue: V;
  /** Read at each check, so other fields' current values are seen. */
  context?: ValidationContext | (() => ValidationContext);
}

export interface FieldValidator<V> {
  /** On input/change: records the value, validates, returns the message to show. */
  input(value: V): string | null;
  /** On blur: marks touched, validates, returns the message to show. */
  blur(): string | null;
  /** On submit: marks touched and returns the error (null when valid). */
  submit(): string | null;
  reset(value?: V): void;
  getState(): FieldState<V>;
  subscribe(listener: (state: FieldState<V>) => void): () => void;
}

export function createFieldValidator<V = unknown>(options: FieldValidatorOptions<V>): FieldValidator<V> {
  const readRules = () => (typeof options.rules === 'function' ? options.rules() : options.rules);
  const readContext = () => (typeof options.context === 'function' ? options.context() : (options.context ?? {}));
  const listeners = new Set<(state: FieldState<V>) => void>();

  let value = options.initialValue;
  let dirty = false;
  let touched = false;
  let error = validate(value, readRules(), readContext());

  const state = (): FieldState<V> => {
    const message = dirty || touched ? error : null;
    return { value, dirty, touched, error, message, valid: error === null };
  };
  const check = () => {
    error = validate(value, readRules(), readContext());
    const s = state();
    listeners.forEach((l) => l(s));
    return s;
  };

  return {
    input(next) {
      value = next;
      dirty = true;
      return check().message;
    },
    blur() {
      touched = true;
      return check().message;
    },
    submit() {
      touched = true;
      return check().error;
    },
    reset(next = options.initialValue) {
      value = next;
      dirty = false;
      touched = false;
      check();
    },
    getState: state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
