import { COURSE_SEARCH_TEXT, interpolate } from '@yuno/core';
import type { Ref } from 'react';

/**
 * '{n} online courses available', in a polite live region so a screen reader hears the new
 * count after each change. It can take focus (tabIndex -1): after Clear
 * Filters, focus comes here rather than being lost with the button that was pressed.
 */
export function ResultCount({ count, focusRef }: { count: number | null; focusRef?: Ref<HTMLParagraphElement> }) {
  return (
    <p className="yuno-search__count" role="status" aria-live="polite" tabIndex={-1} ref={focusRef}>
      {count === null ? '' : interpolate(COURSE_SEARCH_TEXT.resultCount, { n: count })}
    </p>
  );
}
