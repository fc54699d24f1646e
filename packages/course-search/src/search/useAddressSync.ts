/**
 * Keeps the address and the search state in step: a state the user made is written as
 * `?state={json}` (one history entry per burst of changes, see historyPolicy.ts), and
 * Back/Forward bring the state of that entry back without writing anything.
 */
import { useEffect, useRef } from 'react';
import type { SearchState } from '@yuno/core';
import { historyWrite } from './historyPolicy';
import { addressWithState, decodeSearchState, type DecodedState } from './urlState';

export function useAddressSync(state: SearchState, options: { write: boolean; onPopState: (decoded: DecodedState) => void }) {
  const lastWriteAt = useRef<number | null>(null);
  const onPopState = useRef(options.onPopState);
  onPopState.current = options.onPopState;

  useEffect(() => {
    if (!options.write) return;
    const current = `${location.pathname}${location.search}${location.hash}`;
    const next = addressWithState(location.href, state);
    const now = Date.now();
    const mode = historyWrite({ current, next, now, lastWriteAt: lastWriteAt.current });
    if (mode === 'none') return;
    try {
      if (mode === 'push') history.pushState(history.state, '', next);
      else history.replaceState(history.state, '', next);
      lastWriteAt.current = now;
    } catch {
      // Some embedding contexts (sandboxed frames) refuse history writes; the search still works.
    }
  }, [state, options.write]);

  useEffect(() => {
    const listener = () => {
      // A step through history starts a new burst: the next change is a new entry again.
      lastWriteAt.current = null;
      onPopState.current(decodeSearchState(location.search));
    };
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  }, []);
}
