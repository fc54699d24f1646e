/** One page of the batch list. "No batches" arrives as body code 204: that is an empty page. */
import { api, defineRoutes, isApiError, normaliseBatches, type Batch, type BatchesRequest } from '@yuno/core';
import { availabilityRoutes } from '../routes';
import { batchesQuery } from './batchesRequest';

defineRoutes(availabilityRoutes);

export interface BatchPage {
  items: Batch[];
  /** batch_count: how many match in all. */
  count: number;
}

export async function fetchBatches(request: BatchesRequest): Promise<BatchPage> {
  try {
    const answer = await api.get('batches', { query: batchesQuery(request), countKey: 'batch_count' });
    const items = normaliseBatches(answer.data);
    // Without a total, what has arrived so far is all there is.
    return { items, count: answer.count ?? request.offset + items.length };
  } catch (error) {
    if (isApiError(error) && error.code === 204) return { items: [], count: 0 };
    throw error;
  }
}
