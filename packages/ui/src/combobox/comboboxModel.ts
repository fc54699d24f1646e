/** Pure helpers for the combobox: flattening grouped options and the query rule. */

export interface ComboboxOption {
  id: string;
  label: string;
  description?: string;
}

export interface ComboboxGroup {
  id: string;
  label: string;
  options: ComboboxOption[];
}

export interface FlatOption {
  option: ComboboxOption;
  groupId: string;
  groupIndex: number;
  optionIndex: number;
}

/** The listbox's id, and an option's, in the combobox whose ids start with `base` (the input points at both). */
export const comboboxListboxId = (base: string) => `${base}-listbox`;
export const comboboxOptionId = (base: string, groupIndex: number, optionIndex: number) => `${base}-option-${groupIndex}-${optionIndex}`;

/** Every option in display order, with its group. Empty groups are skipped. */
export function flattenGroups(groups: readonly ComboboxGroup[]): FlatOption[] {
  const flat: FlatOption[] = [];
  groups.forEach((group, groupIndex) => {
    group.options.forEach((option, optionIndex) => {
      flat.push({ option, groupId: group.id, groupIndex, optionIndex });
    });
  });
  return flat;
}

/**
 * The query to ask suggestions for: the trimmed text when it has at least `minChars`
 * characters (the spec: more than 2, so minChars 3), else '' (meaning: clear the list).
 */
export function queryFor(text: string, minChars: number): string {
  const trimmed = text.trim();
  return trimmed.length >= minChars ? trimmed : '';
}

/** The spec's suggestion search: minimum 3 characters, debounce 700 ms. */
export const SUGGESTION_MIN_CHARS = 3;
export const SUGGESTION_DEBOUNCE_MS = 700;
