import { useId, useState } from 'react';
import { TABLE_QUERY_DEBOUNCE_MS } from '@yuno/core';
import { Combobox } from '@yuno/ui';
import type { FilterConfig } from '../config/types';
import type { FilterValue } from '../state/tableState';
import { useSuggestions } from './useSuggestions';

type Autocomplete = Extract<FilterConfig, { type: 'autocomplete' }>;
type Select = Extract<FilterConfig, { type: 'select' }>;

interface FilterProps<F> {
  filter: F;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | null) => void;
}

/** A dropdown filter: the native select, whose first option means "no filter". */
export function SelectFilter({ filter, value, onChange }: FilterProps<Select>) {
  const id = `yuno-dt-${useId().replace(/:/g, '')}`;
  return (
    <div className="yuno-dt-filter">
      <label htmlFor={id}>{filter.label}</label>
      <select id={id} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value || null)}>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** An autocomplete filter: suggestions once more than 2 characters are typed, 500 ms after the last key. */
export function AutocompleteFilter({ filter, onChange }: FilterProps<Autocomplete>) {
  const [text, setText] = useState('');
  const { suggestions, loading, onQuery } = useSuggestions(filter);
  return (
    <div className="yuno-dt-filter">
      <Combobox
        label={filter.label}
        placeholder={filter.placeholder}
        value={text}
        onValueChange={setText}
        groups={[{ id: filter.id, label: filter.label, options: suggestions }]}
        loading={loading}
        emptyText="No matches found"
        debounceMs={TABLE_QUERY_DEBOUNCE_MS}
        onQuery={onQuery}
        onSelect={(option) => {
          const picked = suggestions.find((s) => s.id === option.id);
          onChange({ value: option.id, label: picked?.label ?? option.id });
          setText('');
          onQuery('');
        }}
      />
    </div>
  );
}
