import { Button } from '@yuno/ui';
import type { AppliedFilter } from './appliedFilters';
import type { SearchAction } from '../search/searchState';

/** The search's own words where the spec gives none. */
export const APPLIED_TEXT = { list: 'Applied filters', remove: 'Remove', applied: 'applied' } as const;

/**
 * On a phone the filters wait behind their button: these chips show which are on, and each
 * takes its filter off.
 */
export function AppliedFilters({ applied, onRemove }: { applied: AppliedFilter[]; onRemove: (action: SearchAction) => void }) {
  return (
    <ul className="yuno-search__chips" aria-label={APPLIED_TEXT.list}>
      {applied.map((filter) => (
        <li key={filter.key}>
          <Button variant="secondary" size="sm" aria-label={`${APPLIED_TEXT.remove} ${filter.label}`} onClick={() => onRemove(filter.remove)}>
            {filter.label}
            <span aria-hidden="true">×</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
