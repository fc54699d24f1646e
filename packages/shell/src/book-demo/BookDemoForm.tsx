/**
 * The "Book a Demo Class" form: picking a subject category opens its landing page (a click,
 * a tap, Enter); arrowing through the categories does not, and Continue goes to the one
 * shown, so a keyboard user is never taken away by a key that only moves. A category is
 * required: the field says so once left empty or on Continue, and re-checks on each change.
 * If the categories cannot be loaded, a message with "Try again" (which takes focus) stands
 * in for the form; the form a retry brings back is a fresh one.
 * The categories are the site's, those with a demo landing page. It is the
 * `header-book-demo` part, with its own styles: most visits never open it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { navigation, BOOK_A_DEMO_CATEGORY_RULES, check } from '@yuno/core';
import { Button } from '@yuno/ui';
import { useApi } from '@yuno/runtime';
import { demoCategories, type DemoCategory } from './demoCategories';
import { RetryMessage } from '../shared/RetryMessage';
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
  // Holds the failure message (RetryMessage, shared by other widgets, takes no ref).
  const failure = useRef<HTMLDivElement>(null);
  const { data, error: loadError, isLoading, mutate } = useApi<unknown>(['categories']);
  const categories = demoCategories(data?.data);
  const failed = Boolean(loadError) && categories.length === 0;

  // The categories failed: "Try again" takes focus, whether the field had it (now gone with
  // the form, while the dialog is still open) or the form had not arrived (focus on Close).
  useEffect(() => {
    if (failed) failure.current?.querySelector('button')?.focus();
  }, [failed]);

  return (
    <>
      <style>{css}</style>
      {failed ? (
        <div ref={failure}>
          <RetryMessage message={BOOK_DEMO_TEXT.failed} onRetry={() => void mutate()} />
        </div>
      ) : (
        <CategoryForm categories={categories} isLoading={isLoading} />
      )}
    </>
  );
}

/**
 * The form, with the field's state: a failure takes it away and a retry brings a fresh one,
 * so the blur that some browsers fire at the field as it is removed (not the person's) leaves
 * nothing behind, and the form shown again says nothing until the person acts.
 */
function CategoryForm({ categories, isLoading }: { categories: DemoCategory[]; isLoading: boolean }) {
  const id = `yuno-demo-${useId().replace(/:/g, '')}`;
  const select = useRef<HTMLSelectElement>(null);
  const [value, setValue] = useState('');
  // Left or submitted: from then on the field shows what is wrong with it.
  const [touched, setTouched] = useState(false);
  // The last key only moved through the options (arrows, Home, End, letters): no pick yet.
  const moving = useRef(false);

  // The dialog opened before the form arrived (or a retry brought it back): its one field
  // takes focus now.
  useEffect(() => {
    select.current?.focus();
  }, []);

  const error = touched ? check(value, BOOK_A_DEMO_CATEGORY_RULES) : null;

  const go = (picked: string) => {
    const chosen = categories.find((c) => c.id === picked);
    if (chosen) navigation.go(chosen.url);
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
  );
}
