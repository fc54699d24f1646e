/** The price a batch card shows: 'Free' for 0, the rupee price, or a subscription's cheapest month. */
import { formatPrice, interpolate, type Batch } from '@yuno/core';
import { enrolmentType } from '../enrolment/enrolmentType';
import { FROM_PER_MONTH_TEXT } from '../enrolment/texts';

/** An unreadable price (null) shows as no price, never as 'Free'. */
export function batchPriceLabel(batch: Pick<Batch, 'price' | 'subscription'>): string {
  if (enrolmentType(batch) !== 'subscription') return formatPrice(batch.price);
  const costs = batch.subscription.flatMap((plan) => plan.monthlycost ?? []);
  return costs.length ? interpolate(FROM_PER_MONTH_TEXT, { cost: formatPrice(Math.min(...costs)) }) : '';
}
