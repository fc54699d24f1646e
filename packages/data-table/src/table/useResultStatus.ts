import { useEffect, useRef, useState } from 'react';
import type { TableState } from '../state/tableState';

/** What the status says of a list that came: how many rows it has, or what its empty state says. */
export const resultsText = (count: number, empty: string) => (count ? `${count} result${count === 1 ? '' : 's'}` : empty);

/**
 * What a polite status tells a screen reader once the answer to a change of filters (a filter
 * applied or removed, a search, Back or Forward re-reading the address) is in, as the course
 * search tells its count. `text` is that answer's ('' says nothing: a failure is an alert of its
 * own). The first load says nothing (the page would chatter as it opens), nor do a page change
 * (the pager says its page) or "Load more". Emptied while a request runs, so a count equal to
 * the last one is heard again.
 */
export function useResultStatus(filters: TableState['filters'], busy: boolean, text: string): string {
  const told = useRef(filters);
  const [said, say] = useState('');
  useEffect(() => {
    if (busy) say('');
    else if (text && filters !== told.current) {
      told.current = filters;
      say(text);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Told as an answer comes in (busy turning false), with that answer's text and filters.
  }, [busy]);
  return said;
}
