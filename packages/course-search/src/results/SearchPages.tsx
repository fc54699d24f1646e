/**
 * The search's pagination bar. It sits below every card of the page of results, so its code
 * (the `course-search-pages` part) is fetched only as the bar comes within a screen of the
 * view: a visit that never scrolls to the end of the results never downloads it. Its place is
 * held at the bar's height meanwhile, so nothing below it moves as it arrives. If the code
 * cannot be fetched, the common error with Try again stands in its place.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { PaginationProps } from '@yuno/ui';
import { ErrorNotice } from './ErrorNotice';
import { useNearView } from './useNearView';

type Bar = ComponentType<PaginationProps>;
let loaded: Bar | null = null;

export function SearchPages(props: PaginationProps) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearView(slot);
  const [Bar, setBar] = useState<Bar | 'failed' | null>(() => loaded);

  useEffect(() => {
    if (near && !Bar)
      import('../parts/course-search-pages').then(
        (part) => setBar(() => (loaded = part.Pagination)),
        () => setBar('failed'),
      );
  }, [near, Bar]);

  return (
    <div ref={slot} className="yuno-search__pages">
      {Bar === 'failed' ? <ErrorNotice onRetry={() => setBar(null)} /> : Bar ? <Bar {...props} /> : null}
    </div>
  );
}
