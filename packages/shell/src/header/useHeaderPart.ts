/**
 * A part the header needs as it mounts (the signed-in tools, an Android visitor's app
 * prompt), fetched at once when `wanted`, not at a later act. `settled` turns true at the
 * first outcome: the header waits for it, so that its bar shows whole and nothing in it moves
 * as the part comes. After a failure, `retry` tries again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface HeaderPart<T> {
  part: T | null;
  failed: boolean;
  settled: boolean;
  retry: () => void;
}

export function useHeaderPart<T>(load: () => Promise<T>, wanted: boolean): HeaderPart<T> {
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

  // Once failed, a retry in flight keeps the header as it is (Logout reachable), not its loader.
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
