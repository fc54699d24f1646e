/**
 * The filters a search has on, beyond where Clear Filters returns: each with the words the
 * panel shows for it and the change that takes it off. Pure, for the chips and the count that
 * show, on a phone, that filters are on while the panel is closed.
 */
import { formatNumberIN, weeksLabel, type SearchState } from '@yuno/core';
import type { PanelFilter } from './readFilters';
import { SLIDER_BOUNDS, type RangeField, type SearchAction } from '../search/searchState';

export interface AppliedFilter {
  key: string;
  label: string;
  remove: SearchAction;
}

/** A price as the panel shows it ('₹1,20,000'). */
export const priceLabel = (symbol: string, amount: number) => symbol + formatNumberIN(amount);

export function appliedFilters(state: SearchState, definitions: PanelFilter[] | undefined, resetTo: number[]): AppliedFilter[] {
  const items = (filter: string) => definitions?.find((d) => d.filter === filter)?.items ?? [];
  const name = (filter: string, value: string | number) => items(filter).find((item) => item.slug === value || item.id === value)?.label || String(value);
  const applied: AppliedFilter[] = [];
  if (state.category.join() !== resetTo.join()) {
    for (const id of state.category) applied.push({ key: `category-${id}`, label: name('category', id), remove: { type: 'category', id: null } });
  }
  for (const field of ['category_level_1', 'category_level_2'] as const) {
    for (const id of state[field]) {
      const childIds = items('category')
        .filter((item) => item.parent_id === id)
        .map((item) => Number(item.id));
      applied.push({ key: `${field}-${id}`, label: name('category', id), remove: { type: 'toggleLevel', field, id, childIds } });
    }
  }
  for (const field of ['availability', 'personalization'] as const) {
    for (const slug of state[field]) applied.push({ key: `${field}-${slug}`, label: name(field, slug), remove: { type: 'toggle', field, value: slug } });
  }
  const symbol = definitions?.find((d) => d.filter === 'price')?.symbol || '₹';
  const ranges: [RangeField, (n: number) => string][] = [
    ['week_duration', weeksLabel],
    ['price', (n) => priceLabel(symbol, n)],
  ];
  for (const [field, format] of ranges) {
    const { min, max } = state[field];
    const bounds = SLIDER_BOUNDS[field];
    if (min !== bounds.min || max !== bounds.max) {
      applied.push({ key: field, label: `${format(min)} – ${format(max)}`, remove: { type: 'range', field, ...bounds } });
    }
  }
  return applied;
}
