import { describe, expect, it } from 'vitest';
import { batchPriceLabel, batchTaxNote } from './batchPrice';

describe('batch price label', () => {
  it("shows 'Free' for a price of 0 and the rupee price otherwise", () => {
    expect(batchPriceLabel({ price: 0, subscription: [] })).toBe('Free');
    expect(batchPriceLabel({ price: 14999, subscription: [] })).toBe('₹14,999');
    expect(batchPriceLabel({ price: 114999, subscription: [] })).toBe('₹1,14,999');
  });

  it("shows no price for an unreadable one, never 'Free'", () => {
    expect(batchPriceLabel({ price: null, subscription: [] })).toBe('');
    // An unreadable monthly cost is left out of the cheapest; none readable, no price.
    const plans = [
      { label: '1 month', monthlycost: null, value: 1800, discount: 0 },
      { label: '6 months', monthlycost: 1530, value: 9180, discount: 15 },
    ];
    expect(batchPriceLabel({ price: 0, subscription: plans })).toBe('From ₹1,530 / month');
    expect(batchPriceLabel({ price: 0, subscription: [plans[0]] })).toBe('');
  });

  it('shows the cheapest month of a subscription instead of Free', () => {
    const plans = [
      { label: '1 month', monthlycost: 1800, value: 1800, discount: 0 },
      { label: '6 months', monthlycost: 1530, value: 9180, discount: 15 },
    ];
    expect(batchPriceLabel({ price: 0, subscription: plans })).toBe('From ₹1,530 / month');
  });
});

describe('batch tax note', () => {
  it("says a priced batch's price includes the taxes, and nothing for a free or missing price", () => {
    expect(batchTaxNote('₹14,999')).toBe('Incl. of all taxes');
    expect(batchTaxNote('From ₹1,530 / month')).toBe('Incl. of all taxes');
    expect(batchTaxNote('Free')).toBe('');
    expect(batchTaxNote('')).toBe('');
  });
});
