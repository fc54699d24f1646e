import { describe, expect, it } from 'vitest';
import { createDefaultSearchState } from '@yuno/core';
import type { PanelFilter } from './readFilters';
import { appliedFilters } from './appliedFilters';
import { searchReducer } from '../search/searchState';

const item = (id: number | string, label: string, slug = '', parent_id: number | string = 0) => ({
  id,
  label,
  slug,
  count: 1,
  parent_id,
  interval: '',
  subtitle: '',
});
const definitions: PanelFilter[] = [
  { filter: 'category', title: 'Category', symbol: '', items: [item(1, 'IELTS', 'ielts'), item(11, 'Academic', '', 1), item(111, 'Writing', '', 11)] },
  { filter: 'availability', title: 'Availability', symbol: '', items: [item('m', 'Morning', 'morning')] },
  { filter: 'personalization', title: 'Personalization', symbol: '', items: [item('g', 'Group classes', 'group')] },
  { filter: 'price', title: 'Price', symbol: '₹', items: [] },
];
const defaults = createDefaultSearchState({ category: [] });

describe('applied filters', () => {
  it('none at the defaults, nor for the category Clear Filters returns to', () => {
    expect(appliedFilters(defaults, definitions, [])).toEqual([]);
    expect(appliedFilters({ ...defaults, category: [1] }, definitions, [1])).toEqual([]);
  });

  it('names each filter on as the panel does, and each one comes off by itself', () => {
    const state = {
      ...defaults,
      category: [1],
      category_level_1: [11],
      availability: ['morning'],
      personalization: ['group'],
      week_duration: { min: 4, max: 12 },
      price: { ...defaults.price, min: 0, max: 50_000 },
    };
    const applied = appliedFilters(state, definitions, []);
    expect(applied.map((a) => a.label)).toEqual(['IELTS', 'Academic', 'Morning', 'Group classes', '4 weeks – 12 weeks', '₹0 – ₹50,000']);
    const after = applied.map((a) => appliedFilters(searchReducer(state, a.remove), definitions, []).map((b) => b.label));
    expect(after[0]).toEqual(['Morning', 'Group classes', '4 weeks – 12 weeks', '₹0 – ₹50,000']);
    expect(after[1]).toEqual(['IELTS', 'Morning', 'Group classes', '4 weeks – 12 weeks', '₹0 – ₹50,000']);
    expect(after[2]).toEqual(['IELTS', 'Academic', 'Group classes', '4 weeks – 12 weeks', '₹0 – ₹50,000']);
    expect(after[5]).toEqual(['IELTS', 'Academic', 'Morning', 'Group classes', '4 weeks – 12 weeks']);
  });

  it('shows what it has while the definitions are still on their way', () => {
    expect(appliedFilters({ ...defaults, availability: ['morning'] }, undefined, []).map((a) => a.label)).toEqual(['morning']);
  });
});
