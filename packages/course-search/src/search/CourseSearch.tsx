import { useEffect, useMemo, useRef, useState } from 'react';
import { COURSE_SEARCH_TEXT, getConfig, type SearchState } from '@yuno/core';
import { Button, useBoxLayout } from '@yuno/ui';
import { useFilterDefinitions, useSearchResults } from './searchCalls';
import { useLearnerCategory } from './useLearnerCategory';
import { readLanding, useSearchController } from './useSearchController';
import { appliedFilters } from '../filters/appliedFilters';
import { AppliedFilters } from '../filters/AppliedFilters';
import { FilterPanel } from '../filters/FilterPanel';
import { MobileFilters } from '../filters/MobileFilters';
import { ResultCount } from '../results/ResultCount';
import { Results } from '../results/Results';
import { SearchPages } from '../results/SearchPages';

export interface CourseSearchProps {
  /** A top-level category id the page is fixed to: the user filters inside it, Clear Filters returns to it. */
  category?: number;
  /** The See Availability button on each card (default on). */
  showSeeAvailability?: boolean;
  /** The Learn More link on each card (default off). */
  showLearnMore?: boolean;
  /** The empty state's message (default: the page config's). */
  emptyStateMessage?: string;
}

export function CourseSearch({ category, showSeeAvailability = true, showLearnMore = false, emptyStateMessage }: CourseSearchProps) {
  const box = useRef<HTMLDivElement>(null);
  // The filters beside the results, or behind a Filters button: the stylesheet decides by the
  // width the page gives the search (a phone, an account column, a full-width page). Read
  // from the search's empty box before anything else renders (see useBoxLayout).
  const layout = useBoxLayout(box, '', null);
  const isMobile = layout === 'drawer';
  const landing = useMemo(readLanding, []);
  const [draft, setDraft] = useState<SearchState | null>(null);
  const focusTarget = useRef<HTMLParagraphElement>(null);

  const fixedId = category && category > 0 ? category : null;
  const learner = useLearnerCategory(!landing.found && fixedId === null);
  const search = useSearchController({ fixedId, learner, landing });
  const results = useSearchResults(search.state, search.ready);
  // The panel's counts follow what it shows: the applied state, or the mobile draft.
  const filters = useFilterDefinitions(draft ?? search.state, search.ready);

  const count = results.data && !results.isLoading ? results.data.count : null;
  // The bar stays while the next page loads (the focus is in it); it goes once an answer says one page.
  const knownCount = useRef(0);
  if (count !== null) knownCount.current = count;
  const pageCount = Math.ceil(knownCount.current / search.state.limit);
  const moveFocus = () => focusTarget.current?.focus({ preventScroll: false });
  const resultsRef = useRef<HTMLElement>(null);
  /**
   * A new page starts at the top: the count scrolled into view (from the bar below the list)
   * and the focus on the list, so the next Tab is its first course rather than the filters.
   */
  const showNewPage = (page: number) => {
    search.goToPage(page);
    const top = focusTarget.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
    resultsRef.current?.focus({ preventScroll: true });
  };
  const { fitToCount } = search;
  useEffect(() => {
    if (count !== null) fitToCount(count);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only an answer's count asks; the offset it is checked against is the state's own.
  }, [count]);

  const applied = isMobile ? appliedFilters(search.state, filters.data, search.resetTo) : [];

  const clear = () => {
    search.clear();
    moveFocus();
  };
  const panelProps = {
    definitions: filters.data,
    failed: Boolean(filters.error) && !filters.data,
    onRetry: filters.retry,
    fixedId,
  };

  if (layout === null) return <div ref={box} className="yuno-search" />;
  return (
    <div ref={box} className="yuno-search">
      <div className="yuno-search__bar">
        <ResultCount count={count} focusRef={focusTarget} />
        {isMobile ? (
          <MobileFilters
            state={search.state}
            applied={applied.length}
            resetTo={search.resetTo}
            onDraftChange={setDraft}
            onApply={(next) => search.change({ type: 'replace', state: { ...next, offset: 0 } })}
            {...panelProps}
          />
        ) : null}
      </div>
      {applied.length > 0 ? (
        <AppliedFilters
          applied={applied}
          onRemove={(action) => {
            search.change(action);
            // The chip pressed goes with its filter: the reader starts again at the count.
            moveFocus();
          }}
        />
      ) : null}
      <div className="yuno-search__layout">
        {isMobile ? null : (
          <aside className="yuno-search__filters" aria-label={COURSE_SEARCH_TEXT.filters}>
            <div className="yuno-search__head">
              <h2>{COURSE_SEARCH_TEXT.filters}</h2>
              <Button variant="link" size="sm" onClick={clear}>
                {COURSE_SEARCH_TEXT.clearFilters}
              </Button>
            </div>
            <FilterPanel state={search.state} onChange={search.change} {...panelProps} />
          </aside>
        )}
        <section ref={resultsRef} tabIndex={-1} className="yuno-search__results" aria-label="Courses" aria-busy={results.isLoading}>
          <Results
            results={results.data}
            loading={results.isLoading || !search.ready}
            failed={Boolean(results.error)}
            onRetry={results.retry}
            onClear={clear}
            emptyStateMessage={emptyStateMessage || getConfig().emptyStateMessage}
            showSeeAvailability={showSeeAvailability}
            showLearnMore={showLearnMore}
          />
          {pageCount > 1 ? <SearchPages page={search.page} pageCount={pageCount} onChange={showNewPage} /> : null}
        </section>
      </div>
    </div>
  );
}
