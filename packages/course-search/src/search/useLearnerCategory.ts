/**
 * The learner's current category, to preselect the filter when the address brings no state.
 * It is read from the user-info answer the page already shares (same cache key as the
 * runtime's useUserInfo, so no second request), at `current_state.category_id`.
 */
import { asNumber, getConfig, pick } from '@yuno/core';
import { useApi } from '@yuno/runtime';

export function useLearnerCategory(wanted: boolean): { id: number | null; settled: boolean } {
  const { userId } = getConfig();
  const active = wanted && userId !== 0;
  const { data, error, isLoading } = useApi<unknown>(active ? ['userInfo', { userId }] : null);
  if (!active) return { id: null, settled: true };
  if (isLoading || (!data && !error)) return { id: null, settled: false };
  const role = String(pick(data?.data, 'role') ?? '').toLowerCase();
  const id = asNumber(pick(data?.data, 'current_state', 'category_id'), 0);
  return { id: role === 'learner' && id > 0 ? id : null, settled: true };
}
