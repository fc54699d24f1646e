import { describe, expect, it } from 'vitest';
import { enrolmentAmount, enrolmentType, PAYMENT_MODE } from './enrolmentType';

const plans = [
  { label: '1 month', monthlycost: 1800, value: 1800, discount: 0 },
  { label: '3 months', monthlycost: 1620, value: 4860, discount: 10 },
];

describe('enrolment type per batch', () => {
  it('is free when the price is 0 and there are no subscription options', () => {
    expect(enrolmentType({ price: 0, subscription: [] })).toBe('free');
  });

  it('is a subscription when the price is 0 with subscription options', () => {
    expect(enrolmentType({ price: 0, subscription: plans })).toBe('subscription');
  });

  it('is regular otherwise, even when plans are listed next to a price', () => {
    expect(enrolmentType({ price: 14999, subscription: [] })).toBe('regular');
    expect(enrolmentType({ price: 14999, subscription: plans })).toBe('regular');
  });

  it('maps each type to the payment mode of the payload', () => {
    expect(PAYMENT_MODE).toEqual({ free: 'free', regular: 'direct_payment', subscription: 'subscription' });
  });
});

describe('enrolment amount', () => {
  it('is 0 for a free batch and the batch price for a regular one', () => {
    expect(enrolmentAmount({ price: 0, subscription: [] })).toBe(0);
    expect(enrolmentAmount({ price: 14999, subscription: [] })).toBe(14999);
  });

  it("is the chosen plan's total for a subscription, and unknown before a choice", () => {
    expect(enrolmentAmount({ price: 0, subscription: plans })).toBeNull();
    expect(enrolmentAmount({ price: 0, subscription: plans }, plans[1])).toBe(4860);
  });
});
