import { useLayoutEffect, type Dispatch } from 'react';
import type { BatchListAction, BatchRequest } from './batchList';
import type { BatchPage } from './fetchBatches';

/**
 * Turns the list's pending request into a call and reports the answer with its seq; the
 * reducer drops answers to requests that were replaced meanwhile.
 */
export function useBatchLoader(
  request: BatchRequest | null,
  load: (limit: number, offset: number) => Promise<BatchPage>,
  dispatch: Dispatch<BatchListAction>,
): void {
  // Sent as the list commits, not after the next paint (see useApi).
  useLayoutEffect(() => {
    if (!request) return;
    const { seq, limit, offset } = request;
    load(limit, offset).then(
      (page) => dispatch({ type: 'loaded', seq, items: page.items, count: page.count }),
      () => dispatch({ type: 'failed', seq }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only a new request starts a call; `load` reads the latest filter through its closure.
  }, [request]);
}
