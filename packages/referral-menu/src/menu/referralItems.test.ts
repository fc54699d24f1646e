import { describe, expect, it } from 'vitest';
import { canGenerate, itemsFor, REFERRAL_ITEMS, titleFor } from './referralItems';

describe('referral menu by role', () => {
  it('is titled Referral for a Learner and Referral Earnings for an Instructor', () => {
    expect(titleFor('Learner')).toBe('Referral');
    expect(titleFor('Instructor')).toBe('Referral Earnings');
  });

  it('offers Earnings (/earnings/) and How it works (/how-it-works/) to Learners and Instructors', () => {
    for (const role of ['Learner', 'Instructor'] as const) {
      expect(itemsFor(role).map((i) => [i.label, i.href])).toEqual([
        ['Earnings', '/earnings/'],
        ['How it works', '/how-it-works/'],
      ]);
    }
  });

  it('shows an item only to the roles in its list', () => {
    expect(itemsFor('org-admin')).toEqual([]);
    expect(itemsFor('yuno-admin')).toEqual([]);
    expect(itemsFor(null)).toEqual([]);
    const custom = [...REFERRAL_ITEMS, { label: 'Payouts', href: '/payouts/', roles: ['Instructor'] as const }];
    expect(itemsFor('Learner', custom).map((i) => i.label)).toEqual(['Earnings', 'How it works']);
    expect(itemsFor('Instructor', custom).map((i) => i.label)).toEqual(['Earnings', 'How it works', 'Payouts']);
  });

  it('lets only a Learner generate a code', () => {
    expect(canGenerate('Learner')).toBe(true);
    expect(canGenerate('Instructor')).toBe(false);
    expect(canGenerate(null)).toBe(false);
  });
});
