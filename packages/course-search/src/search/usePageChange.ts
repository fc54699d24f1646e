/**
 * A page click shows and announces the new page at once; the offset changes 400 ms later
 * (the spec's delay), so a quick run of clicks makes one request for the page it ends on.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { events, PAGE_CHANGE_DELAY_MS } from '@yuno/core';

export const PAGE_EVENT_SOURCE = 'course-search';

export function usePageChange(currentPage: number, commit: (page: number) => void) {
  const [pending, setPending] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  const goTo = useCallback((page: number) => {
    setPending(page);
    events.emit('page:changed', { source: PAGE_EVENT_SOURCE, page });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commitRef.current(page), PAGE_CHANGE_DELAY_MS);
  }, []);

  /** Forget a page that has not been committed yet (a filter changed meanwhile). */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    setPending(null);
  }, []);

  // Once the state is on the asked page (or moved elsewhere, e.g. Back), nothing is pending.
  useEffect(() => setPending(null), [currentPage]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return { page: pending ?? currentPage, goTo, cancel };
}
