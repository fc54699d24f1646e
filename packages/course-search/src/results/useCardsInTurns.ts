/**
 * How many of a list's cards to render: the first row at once, the rest a few per idle
 * moment, so no single task renders twenty cards (on a phone's CPU that takes hundreds of
 * milliseconds, and holds back the first results' paint). Each new list starts again.
 */
import { useEffect, useState } from 'react';
import { afterLoadWhenIdle } from '@yuno/runtime';

/** The first row of the three-column grid (a phone's window shows one card). */
export const CARDS_AT_ONCE = 3;
/** Two cards per idle moment keep each task under 50 ms on a phone's CPU. */
export const CARDS_PER_TURN = 2;

export function useCardsInTurns(list: readonly unknown[] | null): number {
  const [turn, setTurn] = useState({ list, shown: CARDS_AT_ONCE });
  const shown = turn.list === list ? turn.shown : CARDS_AT_ONCE;
  useEffect(() => {
    if (!list || shown >= list.length) return undefined;
    return afterLoadWhenIdle(() => setTurn({ list, shown: shown + CARDS_PER_TURN }));
  }, [list, shown]);
  return list ? Math.min(shown, list.length) : 0;
}
