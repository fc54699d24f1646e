import { CloseIcon } from '@yuno/ui';
import type { FilterConfig } from '../config/types';
import type { FilterValue } from '../state/tableState';

/** What a tag says: the filter's name and the chosen option's label. */
export function tagText(filter: FilterConfig, value: FilterValue): string {
  const label = typeof value === 'string' ? ((filter.type === 'select' ? filter.options.find((o) => o.value === value)?.label : undefined) ?? value) : value.label;
  return `${filter.label}: ${label}`;
}

interface FilterTagsProps {
  filters: readonly FilterConfig[];
  values: Record<string, FilterValue>;
  /** The filter and its tag's place among the tags. */
  onRemove: (id: string, index: number) => void;
}

/** The applied filters as tags, each removable. */
export function FilterTags({ filters, values, onRemove }: FilterTagsProps) {
  const applied = filters.filter((f) => values[f.id] !== undefined);
  if (applied.length === 0) return null;
  return (
    <ul className="yuno-dt-tags" aria-label="Applied filters">
      {applied.map((filter, index) => {
        const text = tagText(filter, values[filter.id]);
        return (
          <li key={filter.id}>
            {text}
            <button type="button" aria-label={`Remove filter ${text}`} onClick={() => onRemove(filter.id, index)}>
              <CloseIcon />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
