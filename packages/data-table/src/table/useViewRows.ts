/**
 * A view's rows, kept as the spec's list module: loading, then success or error (204 and
 * 401 in the body are errors with the server's message). Paged views ask for a chunk of
 * `limit` rows and show `pageSize` of them, asking again only when a page falls outside
 * the chunk; "Load more" appends and continues at offset = rows loaded so far.
 */
import { useLayoutEffect, useReducer, useRef } from 'react';
import { api, ERROR_MESSAGES, initialListModule, isApiError, listModuleReducer, RESPONSE_CODE } from '@yuno/core';
import { useUserInfo } from '@yuno/runtime';
import type { ViewConfig } from '../config/types';
import { resolveParams, rowsOf, type ParamContext } from '../config/params';
import { pageWindow } from '../state/paging';
import { filterQuery, type TableState } from '../state/tableState';

export type Row = Record<string, unknown>;

export interface ViewRows {
  rows: Row[];
  /** Total rows on the server. */
  count: number;
  /** Nothing to show yet. */
  loading: boolean;
  /** A request is running. */
  busy: boolean;
  /** A failure other than "nothing found" (of a first load: the rows are gone). */
  error: string | null;
  /** A failed "Load more": the rows loaded so far stay; `retry` asks again. */
  moreError: string | null;
  /** The server said there is nothing (code 204): its message. */
  notFound: string | null;
  retry: () => void;
  /** 'more' views: load the next rows. */
  loadMore: () => void;
  /** Changes the rows held (after a create, update or delete) without asking the server. */
  update: (change: (rows: Row[]) => Row[]) => void;
}

export function useViewRows(view: ViewConfig, state: TableState, ctx: ParamContext, enabled: boolean): ViewRows {
  const more = view.paging === 'more';
  const win = pageWindow(more ? 1 : state.page, view.pageSize, view.limit);
  const [list, dispatch] = useReducer(listModuleReducer<Row>, win.limit, initialListModule<Row>);
  const params = resolveParams(view.params, ctx);
  const query = { ...resolveParams(view.query, ctx), ...filterQuery(view, state.filters) };
  const signature = JSON.stringify([view.route, params, query, win.offset]);
  // The request on its way. A newer one aborts it, as does unmounting: an aborted request
  // writes nothing (and core logs nothing for it), so an old answer never replaces a newer one.
  const latest = useRef<AbortController | null>(null);
  // The first load shares the table's time-out with the user info it waited for; later
  // ones (another page, a filter, a retry) get the whole time-out.
  const { timeLeft } = useUserInfo();
  const loaded = useRef(false);

  const load = async (append: boolean) => {
    latest.current?.abort();
    const { signal } = (latest.current = new AbortController());
    const offset = append ? list.data.length : win.offset;
    dispatch({ type: 'start', isLoadMore: append, offset });
    const timeout = loaded.current ? undefined : timeLeft;
    loaded.current = true;
    try {
      const answer = await api.get(view.route, { params, query: { ...query, limit: more ? view.pageSize : win.limit, offset }, signal, timeout });
      if (!signal.aborted) dispatch({ type: 'success', data: rowsOf(answer.data), count: answer.count });
    } catch (error) {
      // The server's message, else the common one (an ApiError carries one or the other).
      if (!signal.aborted) dispatch({ type: 'error', message: isApiError(error) ? error.message : ERROR_MESSAGES.common, errorData: error });
    }
  };

  // Sent as the table commits, not after the next paint (see useApi).
  useLayoutEffect(() => {
    if (enabled) void load(false);
    return () => latest.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- The signature holds everything the request depends on.
  }, [signature, enabled]);

  // While another page or filter loads, the rows shown stay (marked busy): the table and
  // its pagination do not disappear under the user's focus.
  const shown = useRef({ rows: [] as Row[], count: 0 });
  const notFound = list.error !== null && isApiError(list.errorData) && list.errorData.code === RESPONSE_CODE.noContent ? list.error : null;
  // A failed "Load more" keeps what was loaded; a 204 there only means there is no more.
  const moreFailed = list.error !== null && list.isLoadMore;
  if (list.success) shown.current = { rows: more ? list.data : list.data.slice(win.start, win.end), count: list.count };
  else if (moreFailed) shown.current = { rows: list.data, count: notFound === null ? shown.current.count : list.data.length };
  else if (list.error !== null) shown.current = { rows: [], count: 0 };
  return {
    rows: list.loading && list.isLoadMore ? list.data : shown.current.rows,
    count: list.success ? list.count : shown.current.count,
    loading: list.error === null && !list.success && shown.current.rows.length === 0,
    busy: list.loading,
    error: notFound === null && !moreFailed ? list.error : null,
    moreError: notFound === null && moreFailed ? list.error : null,
    notFound: list.data.length === 0 ? notFound : null,
    retry: () => void load(list.isLoadMore && list.data.length > 0),
    loadMore: () => void load(true),
    update: (change) => {
      const after = change(list.data);
      // Replace the rows in place: same offset, the count moved by what was added or removed.
      dispatch({ type: 'start', offset: list.offset });
      // (From the total shown: after a 204 on "Load more" that is what was loaded.)
      dispatch({ type: 'success', data: after, count: Math.max(0, shown.current.count + after.length - list.data.length) });
    },
  };
}
