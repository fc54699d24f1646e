import { COURSE_SEARCH_TEXT, SKELETON_COUNT } from '@yuno/core';
import { CourseCard, CourseCardSkeleton } from '@yuno/course-card';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EmptyState, readBoxLayout } from '@yuno/ui';
import type { SearchResults } from '../search/searchCalls';
import { useCardsInTurns } from './useCardsInTurns';
import { useHeldHeight } from './useHeldHeight';
import { useKeptOneTask } from './useKeptOneTask';
import { ErrorNotice } from './ErrorNotice';

export interface ResultsProps {
  results: SearchResults | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onClear: () => void;
  emptyStateMessage: string;
  showSeeAvailability: boolean;
  showLearnMore: boolean;
}

/**
 * The cards; 3 skeleton cards while loading; the empty state; or an error with a retry. The
 * cards come in turns (useCardsInTurns): until its turn a card's cell is held empty at about a
 * card's height, so the list has its length and what is on screen stays put; the list is busy
 * until the last card is in. While the next list loads, the list keeps its height (useHeldHeight).
 * The cards give way to the skeletons one task after the change that asked for a new list, so
 * that change (a ticked filter) paints in a task of its own.
 */
export function Results({ results, loading, failed, onRetry, onClear, emptyStateMessage, showSeeAvailability, showLearnMore }: ResultsProps) {
  const ready = useKeptOneTask(!loading && results ? results.courses : null);
  const shown = useCardsInTurns(ready);
  const cardLayout = useCardLayout(shown);
  // None until the first card is read (the first cards read their own box): when that is what
  // it turns out to be, they keep their elements rather than render again.
  const layout = cardLayout.known ?? '';
  useHeldHeight(cardLayout.list, !ready && !failed);
  // The same elements while nothing they show has changed: a render of the search for another
  // reason (a page number pressed, the filters' counts) leaves the twenty cards alone.
  const cells = useMemo(
    () =>
      ready
        ? ready.map((course, i) =>
            i < shown ? (
              <li key={course.id}>
                <CourseCard course={course} layout={layout} showSeeAvailability={showSeeAvailability} showLearnMore={showLearnMore} />
              </li>
            ) : (
              <li key={course.id} className="yuno-search__held" aria-hidden="true" />
            ),
          )
        : Array.from({ length: SKELETON_COUNT.courseCards }, (_, i) => (
            <li key={i}>
              <CourseCardSkeleton />
            </li>
          )),
    [ready, shown, layout, showSeeAvailability, showLearnMore],
  );
  if (failed) return <ErrorNotice onRetry={onRetry} />;
  if (ready?.length === 0) {
    return <EmptyState message={emptyStateMessage} action={{ label: COURSE_SEARCH_TEXT.clearFilters, onClick: onClear }} />;
  }
  return (
    <ul ref={cardLayout.list} className="yuno-search__grid" aria-hidden={ready ? undefined : true} aria-busy={ready && shown < ready.length ? true : undefined}>
      {cells}
    </ul>
  );
}

/**
 * The cards' layout, read from the first card in the grid once it is there: every cell has its
 * width, so the cards that come in later turns, and the next lists' cards, render once at that
 * layout without reading their own box before they paint. Read once: a card whose cell has
 * since changed width corrects itself as its box resizes, before that frame paints.
 */
function useCardLayout(shown: number) {
  const list = useRef<HTMLUListElement>(null);
  const [known, setKnown] = useState<string>();
  useLayoutEffect(() => {
    if (known !== undefined) return;
    const card = list.current?.querySelector('.yuno-card:not(.yuno-card--skeleton)');
    if (card) setKnown(readBoxLayout(card));
  }, [shown, known]);
  return { list, known };
}
