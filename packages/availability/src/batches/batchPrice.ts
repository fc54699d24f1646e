/** The price a batch card shows: 'Free' for 0, the rupee price, or a subscription's cheapest month. */
import { formatPrice, interpolate, type Batch } from '@yuno/core';
import { enrolmentType } from '../enrolment/enrolmentType';
import { FROM_PER_MONTH_TEXT } from '../enrolment/texts';

export function batchPriceLabel(batch: Pick<Batch, 'price' | 'subscription'>): string {
  if (enrolmentType(batch) !== 'subscription') return formatPrice(batch.price);
  const cheapest = Math.min(...batch.subscription.map((plan) => plan.monthlycost));
  return interpolate(FROM_PER_MONTH_TEXT, { cost: formatPrice(cheapest) });
}
