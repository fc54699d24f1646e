/** Suggestions for an autocomplete (filter or learner picker): asked only once the text is long enough. */
import { useState } from 'react';
import { asString, getConfig, pick, type RouteName } from '@yuno/core';
import { useApi } from '@yuno/runtime';
import { resolveParams, rowsOf } from '../config/params';

export interface SuggestionSource {
  route: RouteName;
  textParam: string;
  query?: Readonly<Record<string, string | number>>;
  valueField: string;
  labelField: string;
  descriptionField?: string;
}

export interface Suggestion {
  id: string;
  label: string;
  description?: string;
  record: Record<string, unknown>;
}

export function useSuggestions(source: SuggestionSource) {
  const [text, setText] = useState('');
  const query = { ...resolveParams(source.query, { userId: getConfig().userId }), [source.textParam]: text };
  const result = useApi<unknown>(text ? [source.route, undefined, query] : null);
  const suggestions: Suggestion[] = text
    ? rowsOf(result.data?.data)
        .map((record) => ({
          id: asString(pick(record, ...source.valueField.split('.'))),
          label: asString(pick(record, ...source.labelField.split('.'))),
          description: source.descriptionField ? asString(pick(record, ...source.descriptionField.split('.'))) || undefined : undefined,
          record,
        }))
        .filter((s) => s.id !== '' && s.label !== '')
    : [];
  return {
    suggestions,
    loading: Boolean(text) && result.isLoading,
    /** The Combobox's onQuery: '' clears. */
    onQuery: setText,
  };
}
