/**
 * The "Book a Demo Class" form: picking a subject category opens its landing page (a click,
 * a tap, Enter); arrowing through the categories does not, and Continue goes to the one
 * shown, so a keyboard user is never taken away by a key that only moves. A category is
 * required: the field says so once left empty or on Continue, and re-checks on each change.
 * The categories are the site's, those with a demo landing page. It is the
 * `header-book-demo` part, with its own styles: most visits never open it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
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
  // Left or submitted: from then on the field shows what is wrong with it.
  const [touched, setTouched] = useState(false);
  // The last key only moved through the options (arrows, Home, End, letters): no pick yet.
  const moving = useRef(false);
  const { data, error: loadError, isLoading, mutate } = useApi<unknown>(['categories']);
  const categories = demoCategories(data?.data);
  const failed = Boolean(loadError) && categories.length === 0;

  // The dialog opened before the form arrived: its one field takes focus now.
  useEffect(() => {
    if (!failed) select.current?.focus();
  }, [failed]);

  const error = touched ? check(value, BOOK_A_DEMO_CATEGORY_RULES) : null;

  const go = (picked: string) => {
    const chosen = categories.find((c) => c.id === picked);
    if (chosen) navigation.assign(chosen.url);
    else {
      setTouched(true);
      select.current?.focus();
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(value);
  };
  // A closed select changes its value on arrows, Home, End, Page keys and letters: those only
  // move. Space and Alt+arrows open the list, whose pick (a change after other keys) goes.
  // Enter goes to the category shown; without this it would open the list on some systems.
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    moving.current = !event.altKey && /^(Arrow|Home$|End$|Page)|^[^ ]$/.test(event.key);
    if (event.key === 'Enter') {
      event.preventDefault();
      go(event.currentTarget.value);
    }
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
            onKeyDown={onKeyDown}
            onPointerDown={() => (moving.current = false)}
            onBlur={() => setTouched(true)}
            onChange={(event) => {
              setValue(event.target.value);
              if (!moving.current && event.target.value) go(event.target.value);
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
