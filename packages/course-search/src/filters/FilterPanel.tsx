import { useMemo } from 'react';
import { weeksLabel, type SearchState } from '@yuno/core';
import { Skeleton } from '@yuno/ui';
import type { PanelFilter } from './readFilters';
import { priceLabel } from './appliedFilters';
import { buildCategoryTree } from './categoryTree';
import type { SearchAction, SlugListField } from '../search/searchState';
import { CategoryTree } from './CategoryTree';
import { ErrorNotice } from '../results/ErrorNotice';
import { FilterSection } from './FilterSection';
import { Option } from './Option';
import { RangeFilter } from './RangeFilter';

export interface FilterPanelProps {
  state: SearchState;
  onChange: (action: SearchAction) => void;
  definitions: PanelFilter[] | undefined;
  failed: boolean;
  onRetry: () => void;
  fixedId: number | null;
}

const CHECKBOX_GROUPS: readonly string[] = ['availability', 'personalization'] satisfies SlugListField[];

/**
 * The filters: the category tree and the availability and personalization groups from the
 * server's definitions (in its order), then the week and price sliders, whose ranges the
 * spec fixes (so they work even while the definitions load).
 */
export function FilterPanel({ state, onChange, definitions, failed, onRetry, fixedId }: FilterPanelProps) {
  const tree = useMemo(() => buildCategoryTree(definitions?.find((d) => d.filter === 'category')?.items ?? []), [definitions]);
  const title = (key: string, fallback: string) => definitions?.find((d) => d.filter === key)?.title || fallback;
  const symbol = definitions?.find((d) => d.filter === 'price')?.symbol || '₹';

  const group = (def: PanelFilter) => {
    const key = def.filter;
    if (key === 'category') {
      return (
        <FilterSection key={key} title={def.title}>
          <CategoryTree tree={tree} state={state} onChange={onChange} fixedId={fixedId} />
        </FilterSection>
      );
    }
    if (!CHECKBOX_GROUPS.includes(key) || def.items.length === 0) return null;
    const field = key as SlugListField;
    return (
      <FilterSection key={key} title={def.title}>
        <ul className="yuno-options">
          {def.items.map((item) => {
            const value = item.slug || String(item.id);
            return (
              <li key={value}>
                <Option
                  type="checkbox"
                  label={item.label}
                  sub={item.subtitle}
                  count={item.count}
                  checked={state[field].includes(value)}
                  onChange={() => onChange({ type: 'toggle', field, value })}
                />
              </li>
            );
          })}
        </ul>
      </FilterSection>
    );
  };

  return (
    <div className="yuno-filters">
      {definitions ? (
        definitions.map(group)
      ) : failed ? (
        <ErrorNotice onRetry={onRetry} />
      ) : (
        <div className="yuno-filters__loading">
          <Skeleton lines={14} height={20} />
        </div>
      )}
      <RangeFilter
        field="week_duration"
        label={title('week_duration', 'Duration (weeks)')}
        value={state.week_duration}
        formatValue={weeksLabel}
        onChange={onChange}
      />
      <RangeFilter field="price" label={title('price', 'Price')} value={state.price} formatValue={(n) => priceLabel(symbol, n)} onChange={onChange} />
    </div>
  );
}
