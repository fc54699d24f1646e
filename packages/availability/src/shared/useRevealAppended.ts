import { useLayoutEffect, useRef } from 'react';

/**
 * For a list that appends on request ("Load more", "Show all"): call the returned function
 * with the list's length as more is asked for. Once the list is `settled` again (at once
 * for a list that grows in place, when the answer is in for one that loads), `reveal` gets
 * where the new items start and how many there are now. It runs as that commit lands,
 * before paint, so focus can move on before the button that asked, gone by then, leaves it
 * on <body>.
 */
export function useRevealAppended(length: number, settled: boolean, reveal: (firstNew: number, length: number) => void): (from: number) => void {
  const pending = useRef<number | null>(null);
  useLayoutEffect(() => {
    const from = pending.current;
    if (from === null || !settled) return;
    pending.current = null;
    reveal(from, length);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only a new length or the end of a load reveals; `reveal` is this render's.
  }, [length, settled]);
  return (from: number) => {
    pending.current = from;
  };
}
