import { describe, expect, it } from 'vitest';
import { readFilters } from './readFilters';

describe('readFilters', () => {
  it('reads the key, title, items and currency symbol', () => {
    expect(
      readFilters([
        {
          filter: 'price',
          title: 'Price',
          is_active: true,
          ui_control_type: 'SLIDER',
          currency: { symbol: '₹' },
          items: [{ id: 'morning', label: 'Morning', slug: 'morning', count: '4', parent_id: 0, subtitle: '6 AM - 12 PM', interval: '06:00-12:00' }],
        },
      ]),
    ).toEqual([
      {
        filter: 'price',
        title: 'Price',
        symbol: '₹',
        items: [{ id: 'morning', label: 'Morning', slug: 'morning', count: 4, parent_id: 0, subtitle: '6 AM - 12 PM', interval: '06:00-12:00' }],
      },
    ]);
  });

  it('drops filters without a key, switched off, or not objects; a missing is_active counts as on', () => {
    const out = readFilters([{ title: 'No key' }, { filter: 'off', is_active: false }, 'x', null, { filter: 'on' }]);
    expect(out.map((f) => f.filter)).toEqual(['on']);
    expect(out[0]).toEqual({ filter: 'on', title: '', items: [], symbol: '' });
  });

  it('mistyped fields become safe defaults; bad items are dropped', () => {
    const [f] = readFilters([{ filter: 'category', title: 5, items: [{ id: { x: 1 }, label: ['a'], count: 'many', parent_id: null }, 7, null], currency: 'INR' }]);
    expect(f).toEqual({ filter: 'category', title: '5', symbol: '', items: [{ id: '', label: '', slug: '', count: 0, parent_id: '', interval: '', subtitle: '' }] });
  });

  it('anything but a list gives no filters', () => {
    expect(readFilters(undefined)).toEqual([]);
    expect(readFilters({ filter: 'x' })).toEqual([]);
  });
});
