import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

/** A cut text: smaller than its content, lines clamped or a word too wide (half a pixel of rounding is no cut). */
const isCut = (el: HTMLElement) => el.scrollHeight > el.clientHeight + 0.5 || el.scrollWidth > el.clientWidth + 0.5;

/**
 * Keeps a scrolling table honest about what it hides. The region says which edges have more
 * beyond them (`data-more="start end"`: the sticky first column and the far edge draw a shadow),
 * and every cut cell (`.yuno-dt-clip`, its last line ended by an ellipsis) is focusable while it is cut, so a
 * keyboard reaches its full text as a pointer does through its title.
 */
export function useTableFit(regionRef: RefObject<HTMLElement | null>, rows: unknown) {
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region) return undefined;
    const update = () => {
      const max = region.scrollWidth - region.clientWidth;
      // scrollLeft is negative in a right-to-left page: the distance from the start either way.
      const from = Math.abs(region.scrollLeft);
      const more = [from > 1 && 'start', max - from > 1 && 'end'].filter(Boolean).join(' ');
      if (more) region.dataset.more = more;
      else delete region.dataset.more;
      for (const cell of region.querySelectorAll<HTMLElement>('.yuno-dt-clip')) {
        // A focused cell shows its full text (so is no longer cut): it keeps its stop until it is left.
        if (isCut(cell)) cell.tabIndex = 0;
        else if (!cell.matches(':focus')) cell.removeAttribute('tabindex');
      }
    };
    update();
    region.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(region);
    if (region.firstElementChild) observer?.observe(region.firstElementChild);
    return () => {
      region.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [regionRef, rows]);
}
