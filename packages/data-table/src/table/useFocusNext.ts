import { useLayoutEffect, useRef } from 'react';

export interface FocusMove {
  /** The new place for focus (none: leave it). */
  pick: () => HTMLElement | null | undefined;
  /** Wait for the rows a request brings. */
  wait?: boolean;
}

/**
 * Focus to move after a change that removes what had it (a deleted row's button, a removed
 * filter's tag, Load more once everything is in), which would leave it on <body>. The move
 * runs as the commit that follows lands, before paint; while a dialog is open (`ready` false:
 * the rest of the page is inert) or, with `wait`, while `busy`, at a later one.
 */
export function useFocusNext(ready: boolean, busy: boolean): (move: FocusMove) => void {
  const next = useRef<FocusMove | null>(null);
  useLayoutEffect(() => {
    const move = next.current;
    if (!move || !ready || (move.wait && busy)) return;
    next.current = null;
    move.pick()?.focus();
  });
  return (move) => {
    next.current = move;
  };
}
