/** Which kind of enrolment a batch is (spec 2 §4 "Enrolment type per batch"). */
import type { Batch, EnrolmentType, PaymentMode, SubscriptionOption } from '@yuno/core';

/** free: price 0 and no plans; subscription: price 0 with plans; regular: everything else. */
export function enrolmentType(batch: Pick<Batch, 'price' | 'subscription'>): EnrolmentType {
  const price = Number(batch.price) || 0;
  if (price !== 0) return 'regular';
  return batch.subscription.length > 0 ? 'subscription' : 'free';
}

/** The payload's payment_mode for each enrolment type. */
export const PAYMENT_MODE: Record<EnrolmentType, PaymentMode> = {
  free: 'free',
  regular: 'direct_payment',
  subscription: 'subscription',
};

/**
 * What the learner pays: nothing for free batches, the batch price for regular ones and the
 * chosen plan's total for subscriptions (null until a plan is chosen).
 */
export function enrolmentAmount(batch: Pick<Batch, 'price' | 'subscription'>, plan?: SubscriptionOption | null): number | null {
  const type = enrolmentType(batch);
  if (type === 'free') return 0;
  if (type === 'regular') return Number(batch.price) || 0;
  return plan ? plan.value : null;
}
