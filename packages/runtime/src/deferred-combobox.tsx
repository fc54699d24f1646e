/**
 * `Combobox` as the kit hands it on in the browser bundles. Nobody needs its suggestions
 * (the debounced queries, the active option, the arrow keys) before acting on the page, so
 * its code is in the `ui-combobox` part, fetched when the person first acts (see
 * when-acts.ts) and at the latest when the input gets focus. Until then this renders what
 * the Combobox renders closed, and typing, Enter and Escape work; when the part arrives the
 * Combobox takes over with the same text, focus and caret, and asks for the suggestions of
 * text typed meanwhile. If the part cannot be fetched the field stays a plain text box, the
 * person in it is told (a toast, as for the other parts), and the next key in it or focus on
 * it tries again. Source, tests and the ESM library use the real one directly.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { ERROR_MESSAGES, TOAST_DURATION_MS, toast } from '@yuno/core';
import { ComboboxField, useComboboxBase, type ComboboxProps } from '@yuno/ui';
import { whenPersonActs } from '@yuno/runtime';
import { hasFocus, holdCaret, restoreCaret, type HeldCaret } from './caret';
import { importComboboxPart } from './load-combobox-part';

type Real = ComponentType<ComboboxProps>;
let real: Real | null = null;

export function DeferredCombobox(props: ComboboxProps) {
  const { placeholder, value, onValueChange, onSubmit, onQuery, name } = props;
  const base = useComboboxBase();
  const id = props.id ?? `${base}-input`;
  const [Loaded, setLoaded] = useState<Real | null>(() => real);
  const input = useRef<HTMLInputElement>(null);
  const loading = useRef(false);
  // A failure is told once while the person stays in the field.
  const told = useRef(false);
  const typed = useRef(false);
  const held = useRef<HeldCaret | null>(null);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    importComboboxPart().then(
      (part) => {
        held.current = holdCaret(input.current);
        setLoaded(() => (real = part.Combobox));
      },
      () => {
        loading.current = false;
        // A prefetch that failed while the person is elsewhere says nothing: focus here tries again.
        if (told.current || !hasFocus(input.current)) return;
        told.current = true;
        toast(ERROR_MESSAGES.common, 'danger', TOAST_DURATION_MS.error);
      },
    );
  };

  // eslint-disable-next-line react-hooks/exhaustive-deps -- Armed once; `load` reads refs only.
  useEffect(() => (Loaded ? undefined : whenPersonActs(load)), []);
  useLayoutEffect(() => restoreCaret(held.current, id), [Loaded, id]);

  if (Loaded) return <Loaded {...props} id={id} typed={typed.current && !!held.current} />;
  return (
    <ComboboxField
      {...props}
      base={base}
      id={id}
      inputRef={input}
      input={{
        name,
        value,
        placeholder,
        onFocus: load,
        onBlur: () => void (told.current = false),
        onChange: (event) => {
          typed.current = true;
          onValueChange(event.target.value);
        },
        onKeyDown: (event) => {
          load();
          if (event.key === 'Enter' && onSubmit) {
            event.preventDefault();
            onSubmit(value);
          } else if (event.key === 'Escape' && value !== '') {
            event.preventDefault();
            event.stopPropagation();
            onValueChange('');
            onQuery?.('');
          }
        },
      }}
    />
  );
}

/** Forgets the loaded Combobox (tests). */
export function resetDeferredCombobox(): void {
  real = null;
}
