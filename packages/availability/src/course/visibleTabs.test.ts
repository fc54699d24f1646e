import { describe, expect, it } from 'vitest';
import { visibleTabs } from './visibleTabs';

describe('visible tabs', () => {
  it('shows only the tabs the course lists, in the spec order, first one first', () => {
    expect(visibleTabs(['1-1', '1-Many']).map((t) => t.label)).toEqual(['Group Classes', '1-to-1 Classes']);
    expect(visibleTabs(['1-1']).map((t) => t.label)).toEqual(['1-to-1 Classes']);
    expect(visibleTabs(['1-Many']).map((t) => t.label)).toEqual(['Group Classes']);
  });

  it('ignores case and spaces, and unknown or missing slugs', () => {
    expect(visibleTabs([' 1-many ', 'webinar']).map((t) => t.slug)).toEqual(['1-Many']);
    expect(visibleTabs([])).toEqual([]);
  });
});
