/**
 * The "Book a Demo Class" form: a subject category is required; the chosen one's landing
 * page opens. The categories are the site's, those with a demo landing page. It is the
 * `header-book-demo` part, with its own styles: most visits never open it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { BOOK_A_DEMO_CATEGORY_RULES, check } from '@yuno/core';
import { Button } from '@yuno/ui';
import { useApi } from '@yuno/runtime';
import { navigation } from '../shared/navigation';
import { demoCategories } from './demoCategories';
import { RetryMessage } from './RetryMessage';
import css from './book-demo.css?inline';

export const BOOK_DEMO_TEXT = {
  field: 'Subject category',
  placeholder: 'Choose a category',
  submit: 'Continue',
  loading: 'Loading categories…',
  failed: 'The categories could not be loaded.',
} as const;

export interface BookDemoFormProps {
  /** Closes the dialog (when the form could not be fetched). */
  onClose: () => void;
}

export function BookDemoForm(_props: BookDemoFormProps) {
  const id = `yuno-demo-${useId().replace(/:/g, '')}`;
  const select = useRef<HTMLSelectElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const { data, error: loadError, isLoading, mutate } = useApi<unknown>(['categories']);
  const categories = demoCategories(data?.data);
  const failed = Boolean(loadError) && categories.length === 0;

  // The dialog opened before the form arrived: its one field takes focus now.
  useEffect(() => {
    if (!failed) select.current?.focus();
  }, [failed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = check(value, BOOK_A_DEMO_CATEGORY_RULES);
    if (message) {
      setError(message);
      select.current?.focus();
      return;
    }
    const chosen = categories.find((c) => c.id === value);
    if (chosen) navigation.assign(chosen.url);
  };

  return (
    <>
      <style>{css}</style>
      {failed ? (
        <RetryMessage message={BOOK_DEMO_TEXT.failed} onRetry={() => void mutate()} />
      ) : (
        <form className="yuno-demo-form" onSubmit={submit} noValidate>
          <label className="yuno-field__label" htmlFor={id}>
            {BOOK_DEMO_TEXT.field}
          </label>
          <select
            ref={select}
            id={id}
            className="yuno-field__select"
            value={value}
            required
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-busy={isLoading || undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setError('');
            }}
          >
            <option value="">{isLoading ? BOOK_DEMO_TEXT.loading : BOOK_DEMO_TEXT.placeholder}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {error ? (
            <p id={`${id}-error`} className="yuno-field__error">
              {error}
            </p>
          ) : null}
          <Button type="submit" block>
            {BOOK_DEMO_TEXT.submit}
          </Button>
        </form>
      )}
    </>
  );
}
