import { describe, expect, it } from 'vitest';
import type { FilterItem } from '@yuno/core';
import { buildCategoryTree, flattenTree, needsViewAll, visibleCategories } from './categoryTree';

const item = (id: number | string, label: string, parent_id: number | string = 0, count = 1): FilterItem => ({
  id,
  label,
  slug: label.toLowerCase().replace(/\s+/g, '-'),
  count,
  parent_id,
  interval: '',
  subtitle: '',
});

const items = [
  item(101, 'IELTS', 0, 9),
  item(1001, 'IELTS Academic', 101, 7),
  item(2001, 'Speaking', 1001, 2),
  item(1002, 'IELTS General', 101, 2),
  item(102, 'TOEFL', 0, 2),
  item(1003, 'TOEFL iBT', 102, 2),
];

describe('buildCategoryTree', () => {
  it('nests level-1 and level-2 items under their parents, keeping order and counts', () => {
    const tree = buildCategoryTree(items);
    expect(tree.map((n) => [n.id, n.label, n.count, n.level])).toEqual([
      [101, 'IELTS', 9, 0],
      [102, 'TOEFL', 2, 0],
    ]);
    expect(tree[0].children.map((n) => [n.id, n.level, n.rootId])).toEqual([
      [1001, 1, 101],
      [1002, 1, 101],
    ]);
    expect(tree[0].children[0].children.map((n) => [n.id, n.level, n.rootId])).toEqual([[2001, 2, 101]]);
  });

  it('finds parents listed after their children', () => {
    const tree = buildCategoryTree([item(2001, 'Speaking', 1001), item(1001, 'Academic', 101), item(101, 'IELTS')]);
    expect(flattenTree(tree).map((n) => [n.id, n.level])).toEqual([
      [101, 0],
      [1001, 1],
      [2001, 2],
    ]);
  });

  it('accepts numeric string ids and drops ids that are not whole numbers', () => {
    const tree = buildCategoryTree([item('101', 'IELTS'), item('1001', 'Academic', '101'), item('x', 'Bad'), item(0, 'Zero'), item(-4, 'Neg')]);
    expect(flattenTree(tree).map((n) => n.id)).toEqual([101, 1001]);
  });

  it('an item whose parent is missing becomes a top-level category', () => {
    expect(buildCategoryTree([item(1001, 'Orphan', 999)]).map((n) => [n.id, n.level])).toEqual([[1001, 0]]);
  });

  it('levels below 2 are not shown', () => {
    const tree = buildCategoryTree([...items, item(3001, 'Deeper', 2001)]);
    expect(flattenTree(tree).some((n) => n.id === 3001)).toBe(false);
  });

  it('an empty list gives an empty tree', () => {
    expect(buildCategoryTree([])).toEqual([]);
  });
});

describe('visibleCategories (first 5, then View all / Show less)', () => {
  const roots = buildCategoryTree(Array.from({ length: 8 }, (_, i) => item(101 + i, `Cat ${i + 1}`)));

  it('shows the first five while collapsed', () => {
    expect(visibleCategories(roots, { expanded: false, selected: null }).map((n) => n.id)).toEqual([101, 102, 103, 104, 105]);
    expect(needsViewAll(roots)).toBe(true);
  });

  it('shows all once expanded', () => {
    expect(visibleCategories(roots, { expanded: true, selected: null })).toHaveLength(8);
  });

  it('always shows a chosen category beyond the fifth', () => {
    expect(visibleCategories(roots, { expanded: false, selected: 107 }).map((n) => n.id)).toEqual([101, 102, 103, 104, 105, 107]);
  });

  it('needs no View all with five or fewer', () => {
    const five = roots.slice(0, 5);
    expect(needsViewAll(five)).toBe(false);
    expect(visibleCategories(five, { expanded: false, selected: null })).toHaveLength(5);
  });
});
