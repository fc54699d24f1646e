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
  // Every render, after the list has changed and before it is painted: a loading list is held
  // at the height last noted; a shown one (its cards arrive in turns) is let go.
  useLayoutEffect(() => {
    const element = list.current;
    if (watched.current?.element !== element) {
      watched.current?.observer.disconnect();
      watched.current = null;
      last.current = 0;
      // Noted as the browser lays the list out: a read after each render would make it lay
      // out the page there and then, once per turn of cards.
      if (element && typeof ResizeObserver === 'function') {
        const observer = new ResizeObserver(() => {
          if (!holding.current) last.current = element.getBoundingClientRect().height;
        });
        observer.observe(element);
        watched.current = { element, observer };
      }
    }
    if (element) element.style.minHeight = loading && last.current ? `${last.current}px` : '';
  });
  useEffect(() => () => watched.current?.observer.disconnect(), []);
}
