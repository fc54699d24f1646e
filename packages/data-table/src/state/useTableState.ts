/**
 * The table state, kept in the address when asked: read once from `?state=` on mount,
 * written back (replacing the history entry, so paging does not fill the back button) on
 * every change, and re-read when the user goes back or forward.
 */
import { useEffect, useReducer } from 'react';
import type { TableConfig } from '../config/types';
import { defaultState, tableReducer, type TableAction, type TableState } from './tableState';
import { readTableState, writeTableState } from './urlState';

export function useTableState(config: TableConfig, syncUrl: boolean): [TableState, (action: TableAction) => void] {
  const [state, dispatch] = useReducer(tableReducer(config), config, (c) => (syncUrl ? readTableState(location.search, c) : defaultState(c)));

  useEffect(() => {
    if (!syncUrl) return;
    const search = writeTableState(location.search, config, state);
    if (search !== location.search) {
      try {
        history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
      } catch {
        // A sandboxed page may refuse; the table still works, only without a shareable address.
      }
    }
  }, [config, state, syncUrl]);

  useEffect(() => {
    if (!syncUrl) return undefined;
    const onPop = () => dispatch({ type: 'replace', state: readTableState(location.search, config) });
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [config, syncUrl]);

  return [state, dispatch];
}
