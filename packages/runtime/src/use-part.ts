/**
 * A part a widget shows as soon as it is `wanted` (the header's signed-in tools and an Android
 * visitor's app prompt as it mounts, the search's pagination bar as it nears the view),
 * fetched then, not at a later act. `settled` turns true at the first outcome: a widget can
 * wait for it, so that nothing moves as the part comes. After a failure, `retry` tries again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface PartState<T> {
  part: T | null;
  failed: boolean;
  settled: boolean;
  retry: () => void;
}

export function usePart<T>(load: () => Promise<T>, wanted: boolean): PartState<T> {
  const [part, setPart] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const live = useRef(true);

  const fetchPart = useCallback(() => {
    setFailed(false);
    load().then(
      (loaded) => {
        if (!live.current) return;
        setPart(() => loaded);
        setFailed(false);
      },
      () => {
        if (live.current) setFailed(true);
      },
    );
  }, [load]);

  // Once failed, a retry in flight keeps the widget as it is (the header's Logout reachable), not its loader.
  const settled = useRef(false);
  if (part || failed) settled.current = true;

  useEffect(() => {
    live.current = true;
    if (wanted) fetchPart();
    return () => {
      live.current = false;
    };
  }, [wanted, fetchPart]);

  return { part, failed, settled: settled.current, retry: fetchPart };
}
