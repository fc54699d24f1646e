/** One page of the batch list. "No batches" arrives as body code 204: that is an empty page. */
import { api, asNumber, isApiError, normaliseBatches, type Batch, type BatchesRequest } from '@yuno/core';
import { batchesQuery } from './batchesRequest';

export interface BatchPage {
  items: Batch[];
  /** batch_count: how many match in all. */
  count: number;
}

export async function fetchBatches(request: BatchesRequest): Promise<BatchPage> {
  try {
    const answer = await api.get('batches', { query: batchesQuery(request) });
    const items = normaliseBatches(answer.data);
    const envelope = answer as unknown as Record<string, unknown>;
    // The spec's total is batch_count; the envelope's count is the same number in list answers.
    const count = asNumber(envelope.batch_count, asNumber(answer.count, request.offset + items.length));
    return { items, count };
  } catch (error) {
    if (isApiError(error) && error.code === 204) return { items: [], count: 0 };
    throw error;
  }
}
