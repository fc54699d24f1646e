import { useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { comboboxListboxId, comboboxOptionId, flattenGroups, queryFor, SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_CHARS } from './comboboxModel';
import type { ComboboxGroup, ComboboxOption } from './comboboxModel';
import { ComboboxField, useComboboxBase } from './ComboboxField';
import { ComboboxPopup } from './ComboboxPopup';
import { useDebouncedCallback } from './useDebouncedCallback';

export interface ComboboxProps {
  /** The input's label (visible unless hideLabel). */
  label: string;
  hideLabel?: boolean;
  placeholder?: string;
  /** The input text (controlled). */
  value: string;
  onValueChange: (text: string) => void;
  /** Suggestions, grouped (e.g. courses and categories). */
  groups: ComboboxGroup[];
  onSelect: (option: ComboboxOption, groupId: string) => void;
  /** Suggestions are being fetched. */
  loading?: boolean;
  /** Shown under the input; sets aria-invalid and aria-describedby. */
  error?: string;
  /** Shown when a query returned no suggestions. */
  emptyText?: string;
  /** Enter with no active option (e.g. search for the text). */
  onSubmit?: (text: string) => void;
  /** Minimum trimmed length before suggestions are asked for (default 3, the spec). */
  minChars?: number;
  /** Wait after the last keystroke before asking (default 700 ms, the spec). */
  debounceMs?: number;
  /**
   * Ask for suggestions: called with the trimmed text `debounceMs` after the last
   * keystroke once it has `minChars` characters; called at once with '' when the text
   * drops below that (or is cleared with Escape), meaning "clear the suggestions".
   * The same query is not asked twice in a row.
   */
  onQuery?: (text: string) => void;
  loadingText?: string;
  /** Screen reader hint with the number of suggestions. */
  countText?: (count: number) => string;
  id?: string;
  name?: string;
  className?: string;
  /**
   * The text was typed, and the input has focus, as this mounts (the browser bundles' stand-in
   * held it until this code arrived): its suggestions are asked for as if just typed.
   */
  typed?: boolean;
}

const defaultCountText = (n: number) => (n === 1 ? '1 suggestion available.' : `${n} suggestions available.`);

/**
 * Combobox pattern (WAI-ARIA APG, list autocomplete) with a grouped listbox popup.
 * Focus stays in the input; the active option is aria-activedescendant. ArrowDown/Up
 * move (and open), Enter selects the active option or submits the text, Escape closes
 * the list and, with the list closed, clears the text. Home/End stay with the input.
 */
export function Combobox({
  label,
  hideLabel = false,
  placeholder,
  value,
  onValueChange,
  groups,
  onSelect,
  loading = false,
  error,
  emptyText,
  onSubmit,
  minChars = SUGGESTION_MIN_CHARS,
  debounceMs = SUGGESTION_DEBOUNCE_MS,
  onQuery,
  loadingText = 'Loading suggestions…',
  countText = defaultCountText,
  id,
  name,
  className,
  typed,
}: ComboboxProps) {
  const base = useComboboxBase();
  const listboxId = comboboxListboxId(base);

  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // False between a keystroke and the (debounced) query: no "empty" message meanwhile.
  const [settled, setSettled] = useState(true);
  const lastQuery = useRef('');
  const onQueryRef = useRef(onQuery);
  onQueryRef.current = onQuery;

  const sendQuery = (query: string) => {
    if (query === lastQuery.current) return;
    lastQuery.current = query;
    onQueryRef.current?.(query);
  };
  const debouncedQuery = useDebouncedCallback((query: string) => {
    setSettled(true);
    sendQuery(query);
  }, debounceMs);

  const flat = flattenGroups(groups);
  const longEnough = queryFor(value, minChars) !== '';
  const listVisible = open && longEnough && flat.length > 0;
  const emptyVisible = open && longEnough && settled && !loading && flat.length === 0 && !!emptyText;
  const loadingVisible = open && longEnough && loading && flat.length === 0;
  const popupVisible = listVisible || emptyVisible || loadingVisible;
  const activeIndex = listVisible && active < flat.length ? active : -1;
  const activeFlat = activeIndex >= 0 ? flat[activeIndex] : null;
  const activeId = activeFlat ? comboboxOptionId(base, activeFlat.groupIndex, activeFlat.optionIndex) : undefined;

  const ask = (text: string) => {
    const query = queryFor(text, minChars);
    if (query !== '') {
      setSettled(false);
      debouncedQuery(query);
    } else {
      debouncedQuery.cancel();
      setSettled(true);
      sendQuery('');
    }
  };
  const applyText = (text: string) => {
    onValueChange(text);
    ask(text);
  };
  // Text typed into the stand-in before this code arrived: asked for as if just typed. A
  // layout effect, so that no key reaches this input before it runs: run after a key, it would
  // ask again for the text as it was at the swap and cancel that key's query.
  useLayoutEffect(() => {
    if (!typed) return;
    setOpen(true);
    ask(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Once, as it takes over.
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    applyText(event.target.value);
    setOpen(true);
    setActive(-1);
  };

  const select = (index: number) => {
    const entry = flat[index];
    if (!entry) return;
    debouncedQuery.cancel();
    setSettled(true);
    setOpen(false);
    setActive(-1);
    onSelect(entry.option, entry.groupId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = flat.length;
    switch (event.key) {
      case 'ArrowDown': {
        if (count === 0 || !longEnough) return;
        event.preventDefault();
        if (!listVisible) {
          setOpen(true);
          setActive(event.altKey ? -1 : 0);
        } else {
          setActive(activeIndex + 1 >= count ? 0 : activeIndex + 1);
        }
        return;
      }
      case 'ArrowUp': {
        if (count === 0 || !longEnough) return;
        event.preventDefault();
        if (!listVisible) {
          setOpen(true);
          setActive(count - 1);
        } else {
          setActive(activeIndex <= 0 ? count - 1 : activeIndex - 1);
        }
        return;
      }
      case 'Enter': {
        if (activeIndex >= 0) {
          event.preventDefault();
          select(activeIndex);
          return;
        }
        if (onSubmit) {
          event.preventDefault();
          debouncedQuery.cancel();
          setSettled(true);
          setOpen(false);
          onSubmit(value);
        }
        return;
      }
      case 'Escape': {
        if (popupVisible) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (value !== '') {
          event.preventDefault();
          event.stopPropagation();
          applyText('');
        }
        return;
      }
      case 'Tab':
        setOpen(false);
        setActive(-1);
        return;
      default:
        return;
    }
  };

  let announcement = '';
  if (loadingVisible) announcement = loadingText;
  else if (listVisible) announcement = countText(flat.length);
  else if (emptyVisible) announcement = emptyText ?? '';

  return (
    <ComboboxField
      base={base}
      label={label}
      hideLabel={hideLabel}
      id={id}
      error={error}
      loading={loading}
      open={popupVisible}
      announcement={announcement}
      className={className}
      input={{
        name,
        value,
        placeholder,
        'aria-expanded': listVisible ? 'true' : 'false',
        'aria-controls': listVisible ? listboxId : undefined,
        'aria-activedescendant': activeId,
        onChange,
        onKeyDown,
        onBlur: () => {
          setOpen(false);
          setActive(-1);
        },
        onClick: () => setOpen(true),
      }}
    >
      {popupVisible ? (
        <ComboboxPopup
          base={base}
          label={label}
          groups={groups}
          active={activeIndex}
          onActiveChange={setActive}
          onPick={select}
          message={listVisible ? undefined : loadingVisible ? loadingText : emptyText}
        />
      ) : null}
    </ComboboxField>
  );
}
