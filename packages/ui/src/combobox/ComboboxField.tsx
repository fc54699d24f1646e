/**
 * What a combobox shows around its input: the label, the field with its icon and spinner, the
 * error and the spoken status. The Combobox renders it with its keys and popup; the browser
 * bundles' stand-in (which holds the text until the Combobox's code arrives) renders the same
 * one closed, so nothing moves when the Combobox takes over.
 */
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../utils/dom';

/** The start of a combobox's ids (see comboboxListboxId). */
export const useComboboxBase = () => `yuno-combobox-${useId().replace(/:/g, '')}`;

export interface ComboboxFieldProps {
  /** The start of the ids (useComboboxBase). */
  base: string;
  label: string;
  hideLabel?: boolean;
  /** The input's props besides its role, classes, ids and what every combobox sets. */
  input: InputHTMLAttributes<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
  error?: string;
  loading?: boolean;
  open?: boolean;
  /** What the status region says (the count, loading). */
  announcement?: string;
  className?: string;
  /** The popup, when open. */
  children?: ReactNode;
}

export function ComboboxField({ base, label, hideLabel, input, inputRef, id, error, loading, open, announcement, className, children }: ComboboxFieldProps) {
  const inputId = id ?? `${base}-input`;
  const errorId = `${base}-error`;
  return (
    <div className={cx('yuno-combobox', open && 'yuno-combobox--open', className)}>
      <label htmlFor={inputId} className={cx('yuno-combobox__label', hideLabel && 'yuno-visually-hidden')}>
        {label}
      </label>
      <div className="yuno-combobox__field">
        <svg className="yuno-combobox__icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="9" cy="9" r="6" stroke="currentColor" strokeWidth="1.75" fill="none" />
          <path d="M13.5 13.5L17 17" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
        <input
          aria-expanded="false"
          {...input}
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          className="yuno-combobox__input"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {loading ? <span className="yuno-combobox__spinner" aria-hidden="true" /> : null}
      </div>
      {children}
      {/* Focus stays in the field when the error appears: an alert is how it gets read. */}
      {error ? (
        <p id={errorId} role="alert" className="yuno-combobox__error">
          {error}
        </p>
      ) : null}
      <div role="status" aria-live="polite" aria-atomic="true" className="yuno-visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
