/**
 * The header's course search (combobox pattern): suggestions after more than 2 characters,
 * 700 ms after the last keystroke (the combobox applies both); a course opens its page, a
 * category starts a search. Leaving the field with text in it, or searching, without a pick
 * asks to pick from the list; from then on each keystroke re-checks. Tabbing past the empty
 * field says nothing, nor does typing before the field is first left. The code that reads
 * the suggestions is a part, fetched with the first of them: nobody needs it before typing.
 */
import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { navigation, COURSE_SEARCH_TEXT, SELECT_SUBJECT_MESSAGE } from '@yuno/core';
import { Combobox } from '@yuno/ui';
import { useApi } from '@yuno/runtime';
import type { SuggestionGroup } from './suggestions';
import { loadSuggestions } from './loadSuggestions';

export const SEARCH_TEXT = {
  noMatch: 'No matching courses or categories',
  failed: 'Suggestions could not be loaded. Keep typing to try again.',
  submit: 'Search',
} as const;

export function HeaderSearch({ label }: { label: string }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  // Left with text in it, or searched: from then on the field shows what is wrong with it.
  const [touched, setTouched] = useState(false);
  const { data, error: fetchError, isLoading } = useApi<unknown>(query ? ['courseSuggestions', undefined, { text: query }] : null);
  const { read, partFailed } = useSuggestionReader(query);
  const groups = useMemo(() => (data && read ? read(data.data) : []), [data, read]);
  // 'Nothing found' comes back as code 204: that is an empty list, not a failure.
  const failed = (Boolean(fetchError) && fetchError?.code !== 204) || partFailed;

  const go = (optionId: string) => {
    const option = groups.flatMap((g) => g.options).find((o) => o.id === optionId);
    if (option) navigation.go(option.href);
  };
  // Picking a suggestion leaves the page, so whatever is typed here is not yet a pick: both
  // rules of the field (headerSearchRules: required, picked from the list) then say the one
  // message, whatever the text. No rule code is needed before someone picks nothing.
  const error = touched ? SELECT_SUBJECT_MESSAGE : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
  };

  return (
    <form
      className="yuno-search"
      role="search"
      aria-label={label}
      onSubmit={onSubmit}
      // Focus leaving the field (or the button): React's blur bubbles, and so does compat's.
      onBlur={() => text.trim() && setTouched(true)}
      noValidate
    >
      <Combobox
        label={label}
        hideLabel
        placeholder={COURSE_SEARCH_TEXT.searchPlaceholder}
        value={text}
        onValueChange={setText}
        groups={groups}
        onSelect={(option) => go(option.id)}
        loading={Boolean(query) && (isLoading || (!read && !partFailed))}
        error={error}
        emptyText={failed ? SEARCH_TEXT.failed : SEARCH_TEXT.noMatch}
        onQuery={setQuery}
        onSubmit={() => setTouched(true)}
      />
      <button type="submit" className="yuno-search__submit" aria-label={SEARCH_TEXT.submit}>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M4 10h11M11 5l5 5-5 5" stroke="currentColor" strokeWidth="1.75" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </form>
  );
}

/**
 * The suggestions' reader, fetched at the first query, alongside the suggestions. If it
 * cannot be had the list says the suggestions could not be loaded; the next query tries again.
 */
function useSuggestionReader(query: string) {
  const [read, setRead] = useState<((raw: unknown) => SuggestionGroup[]) | null>(null);
  const [partFailed, setPartFailed] = useState(false);
  useEffect(() => {
    if (!query || read) return undefined;
    let live = true;
    setPartFailed(false);
    loadSuggestions().then(
      (part) => live && setRead(() => part.groupsFromAnswer),
      () => live && setPartFailed(true),
    );
    return () => {
      live = false;
    };
  }, [query, read]);
  return { read, partFailed };
}
