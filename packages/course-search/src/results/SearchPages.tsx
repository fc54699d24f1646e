/**
 * The search's pagination bar. It sits below every card of the page of results, so its code
 * (the `course-search-pages` part) is fetched only as the bar comes within a screen of the
 * view: a visit that never scrolls to the end of the results never downloads it. Its place is
 * held at the bar's height meanwhile, so nothing below it moves as it arrives. If the code
 * cannot be fetched, the common error with Try again stands in its place.
 */
import { useRef } from 'react';
import type { PaginationProps } from '@yuno/ui';
import { usePart } from '@yuno/runtime';
import { ErrorNotice } from './ErrorNotice';
import { useNearView } from './useNearView';

const loadPages = () => import('../parts/course-search-pages');

export function SearchPages(props: PaginationProps) {
  const slot = useRef<HTMLDivElement>(null);
  const pages = usePart(loadPages, useNearView(slot));
  return (
    <div ref={slot} className="yuno-search__pages">
      {pages.part ? <pages.part.Pagination {...props} /> : pages.failed ? <ErrorNotice onRetry={pages.retry} /> : null}
    </div>
  );
}
