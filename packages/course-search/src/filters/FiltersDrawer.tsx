import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { COURSE_SEARCH_TEXT, type SearchState } from '@yuno/core';
import { Button, Dialog } from '@yuno/ui';
import type { SearchAction } from '../search/searchState';
import drawerCss from './filters-drawer.css?inline';

export interface FiltersDrawerProps {
  /** The applied search: the draft starts from it. */
  state: SearchState;
  /** The search's reducer (its category rule), applied to the draft. */
  reduce: (state: SearchState, action: SearchAction) => SearchState;
  resetTo: number[];
  /** The draft as it changes (the panel's counts follow it). */
  onDraftChange: (draft: SearchState) => void;
  /** 'Apply filters' with the draft. */
  onApply: (draft: SearchState) => void;
  /** Any other way out: the draft is dropped. */
  onClose: () => void;
  /** The filter panel, showing the draft and changing it. */
  panel: (draft: SearchState, change: (action: SearchAction) => void) => ReactNode;
}

/**
 * The filters in a side panel on a phone, open while it is mounted. Changes there go to a
 * draft; only 'Apply filters' hands it on. A part of the search (`course-search-drawer`),
 * fetched when someone first opens it; its styles come with it.
 */
export function FiltersDrawer({ state, reduce, resetTo, onDraftChange, onApply, onClose, panel }: FiltersDrawerProps) {
  const [draft, setDraft] = useState(state);
  // The latest draft, for changes that land after a render (a slider settling).
  const latest = useRef(draft);
  const edit = (next: SearchState) => {
    setDraft((latest.current = next));
    onDraftChange(next);
  };
  const change = (action: SearchAction) => edit(reduce(latest.current, action));

  return (
    <>
      <style>{drawerCss}</style>
      <Dialog
        open
        onClose={onClose}
        title={COURSE_SEARCH_TEXT.filters}
        placement="right"
        className="yuno-search__drawer"
        footer={
          <div className="yuno-search__drawer-actions">
            <Button variant="secondary" onClick={() => change({ type: 'reset', category: resetTo })}>
              {COURSE_SEARCH_TEXT.clearFilters}
            </Button>
            <Button variant="primary" onClick={() => onApply(latest.current)}>
              {COURSE_SEARCH_TEXT.applyFilters}
            </Button>
          </div>
        }
      >
        {panel(draft, change)}
      </Dialog>
    </>
  );
}
