/**
 * While the next results load, the list keeps the height of the one it replaces: the skeleton
 * cards show at its top, and the pagination under it and whatever follows the search stay where
 * they were (the spec's 3 skeleton cards are far shorter than a page of courses). The height
 * is let go when the new list is in; a list that was not shown (an error, the empty state)
 * holds nothing.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

export function useHeldHeight(list: RefObject<HTMLElement | null>, loading: boolean): void {
  const last = useRef(0);
  // Every render, after the list has changed and before it is painted: a loading list is held
  // at the height last noted; a shown one (its cards arrive in turns) is let go and noted.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) {
      last.current = 0;
    } else if (loading) {
      if (last.current) element.style.minHeight = `${last.current}px`;
    } else {
      element.style.minHeight = '';
      last.current = element.getBoundingClientRect().height;
    }
  });
}
