import { useState } from 'react';
import { COURSE_SEARCH_TEXT, type SearchState } from '@yuno/core';
import { Button } from '@yuno/ui';
import { lazyComponent } from '@yuno/runtime';
import type { PanelFilter } from './readFilters';
import { createSearchReducer } from '../search/searchState';
import { sameSearchState } from '../search/urlState';
import { APPLIED_TEXT } from './AppliedFilters';
import { FilterPanel } from './FilterPanel';
import type { FiltersDrawerProps } from './FiltersDrawer';

/** If the panel's code cannot be fetched the person is told and it counts as closed, so the button tries again. */
const FiltersDrawer = lazyComponent<FiltersDrawerProps>(
  () => import('../parts/course-search-drawer').then((part) => part.FiltersDrawer),
  (props) => props.onClose(),
  null,
);

export interface MobileFiltersProps {
  state: SearchState;
  /** How many filters are on: shown on the button while the panel is closed. */
  applied: number;
  resetTo: number[];
  fixedId: number | null;
  /** The panel's state changes while it is open (its counts follow the draft). */
  onDraftChange: (draft: SearchState | null) => void;
  onApply: (state: SearchState) => void;
  definitions: PanelFilter[] | undefined;
  failed: boolean;
  onRetry: () => void;
}

/**
 * Mobile: the filters in a side panel behind a button. Changes there go to a draft; only
 * 'Apply filters' turns the draft into the search, and closing the panel any other way
 * discards it. The panel (FiltersDrawer) is fetched as it first opens; focus moves into it
 * as it shows.
 */
export function MobileFilters({ state, applied, resetTo, fixedId, onDraftChange, onApply, ...panel }: MobileFiltersProps) {
  const [open, setOpen] = useState(false);

  const show = () => {
    onDraftChange(state);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    onDraftChange(null);
  };
  const apply = (next: SearchState) => {
    close();
    if (!sameSearchState({ ...next, offset: state.offset }, state)) onApply(next);
  };

  return (
    <>
      <Button variant="secondary" className="yuno-search__filters-button" aria-haspopup="dialog" onClick={show}>
        {COURSE_SEARCH_TEXT.filters}
        {applied > 0 ? ' ' : null}
        {applied > 0 ? (
          <>
            <span className="yuno-search__badge" aria-hidden="true">
              {applied}
            </span>
            <span className="yuno-visually-hidden">{`${applied} ${APPLIED_TEXT.applied}`}</span>
          </>
        ) : null}
      </Button>
      {open ? (
        <FiltersDrawer
          state={state}
          reduce={createSearchReducer({ category: fixedId })}
          resetTo={resetTo}
          onDraftChange={onDraftChange}
          onApply={apply}
          onClose={close}
          panel={(draft, change) => <FilterPanel state={draft} onChange={change} fixedId={fixedId} {...panel} />}
        />
      ) : null}
    </>
  );
}
