/**
 * While the next results load, the list keeps the height of the one it replaces: the skeleton
 * cards show at its top, and the pagination under it and whatever follows the search stay where
 * they were (the spec's 3 skeleton cards are far shorter than a page of courses). The height
 * is let go when the new list is in; a list that was not shown (an error, the empty state)
 * holds nothing.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export function useHeldHeight(list: RefObject<HTMLElement | null>, loading: boolean): void {
  const last = useRef(0);
  const holding = useRef(loading);
  holding.current = loading;
  const watched = useRef<{ element: HTMLElement; observer: ResizeObserver } | null>(null);

  // After the list has changed and before it is painted.
  useLayoutEffect(() => {
    const element = list.current;
    if (watched.current?.element !== element) {
      watched.current?.observer.disconnect();
      watched.current = null;
      last.current = 0;
      // The shown list's height as last laid out (its cards arrive in turns, avatars load),
      // never the held one.
      if (element && typeof ResizeObserver !== 'undefined') {
        const observer = new ResizeObserver(() => {
          if (!holding.current) last.current = element.getBoundingClientRect().height;
        });
        observer.observe(element);
        watched.current = { element, observer };
      }
    }
    if (!element) return;
    if (loading && last.current) element.style.minHeight = `${last.current}px`;
    else if (!loading) element.style.minHeight = '';
  });
  useEffect(() => () => watched.current?.observer.disconnect(), []);
}
