import { useRef, useState } from 'react';
import { COURSE_SEARCH_TEXT, createDefaultSearchState, type SearchState } from '@yuno/core';
import { Button, Dialog } from '@yuno/ui';
import type { PanelFilter } from './readFilters';
import { createSearchReducer, type SearchAction } from '../search/searchState';
import { sameSearchState } from '../search/urlState';
import { APPLIED_TEXT } from './AppliedFilters';
import { FilterPanel } from './FilterPanel';

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
 * Mobile: the filters in a side panel. Changes there go to a draft; only 'Apply filters'
 * turns the draft into the search, and closing the panel any other way discards it.
 */
export function MobileFilters({ state, applied, resetTo, fixedId, onDraftChange, onApply, ...panel }: MobileFiltersProps) {
  const [open, setOpen] = useState(false);
  const reducer = createSearchReducer({ category: fixedId });
  const [draft, setDraft] = useState(state);
  // The latest draft, for changes that land after a render (a slider settling).
  const latest = useRef(draft);
  const edit = (next: SearchState | null) => {
    if (next) setDraft((latest.current = next));
    onDraftChange(next);
  };

  const show = () => {
    edit(state);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    edit(null);
  };
  const change = (action: SearchAction) => edit(reducer(latest.current, action));
  const apply = () => {
    const next = latest.current;
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
      <Dialog
        open={open}
        onClose={close}
        title={COURSE_SEARCH_TEXT.filters}
        placement="right"
        footer={
          <div className="yuno-search__drawer-actions">
            <Button variant="secondary" onClick={() => change({ type: 'replace', state: createDefaultSearchState({ category: resetTo }) })}>
              {COURSE_SEARCH_TEXT.clearFilters}
            </Button>
            <Button variant="primary" onClick={apply}>
              {COURSE_SEARCH_TEXT.applyFilters}
            </Button>
          </div>
        }
      >
        <FilterPanel state={draft} onChange={change} fixedId={fixedId} {...panel} />
      </Dialog>
    </>
  );
}
