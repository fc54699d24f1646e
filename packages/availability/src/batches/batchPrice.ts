/** The price a batch card shows: 'Free' for 0, the rupee price, or a subscription's cheapest month. */
import { COURSE_AVAILABILITY_TEXT, FREE_PRICE_LABEL, formatPrice, interpolate, type Batch } from '@yuno/core';
import { enrolmentType } from '../enrolment/enrolmentType';
import { FROM_PER_MONTH_TEXT } from '../enrolment/texts';

/** An unreadable price (null) shows as no price, never as 'Free'. */
export function batchPriceLabel(batch: Pick<Batch, 'price' | 'subscription'>): string {
  if (enrolmentType(batch) !== 'subscription') return formatPrice(batch.price);
  const costs = batch.subscription.flatMap((plan) => plan.monthlycost ?? []);
  return costs.length ? interpolate(FROM_PER_MONTH_TEXT, { cost: formatPrice(Math.min(...costs)) }) : '';
}

/**
 * What the price shown includes: a batch's price is what checkout charges, taxes included
 * (the course card shows the same course's price before tax, '+ GST'), so a priced batch says
 * so in the spec's words; a free one or one without a price says nothing.
 */
export function batchTaxNote(label: string): string {
  return label && label !== FREE_PRICE_LABEL ? COURSE_AVAILABILITY_TEXT.inclTaxes : '';
}
