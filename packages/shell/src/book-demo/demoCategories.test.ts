import { describe, expect, it } from 'vitest';
import { demoCategories } from './demoCategories';

describe('demoCategories', () => {
  it('keeps the categories with a safe landing page', () => {
    expect(
      demoCategories([
        { id: 101, name: 'IELTS', demo_url: '/for-ads/ielts/' },
        { id: 102, name: 'SAT', demo_url: '' },
        { id: 103, name: 'Evil', demo_url: 'javascript:alert(1)' },
        'junk',
      ]),
    ).toEqual([{ id: '101', name: 'IELTS', url: '/for-ads/ielts/' }]);
    expect(demoCategories(null)).toEqual([]);
  });
});
