/**
 * The category filter arrives as one flat list (items with parent_id); the panel shows it
 * as a tree: top-level categories (radios), their level-1 and level-2 sub-categories
 * (checkboxes). Items whose id is not a number cannot go into the payload and are dropped.
 */
import { FIRST_CATEGORIES_SHOWN, type FilterItem } from '@yuno/core';

export interface CategoryNode {
  id: number;
  label: string;
  slug: string;
  count: number;
  level: 0 | 1 | 2;
  /** The top-level category this node belongs to (itself for level 0). */
  rootId: number;
  children: CategoryNode[];
}

const asId = (v: number | string): number | null => {
  const n = typeof v === 'number' ? v : /^\d+$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 0 ? n : null;
};

export function buildCategoryTree(items: FilterItem[]): CategoryNode[] {
  const rows = items
    .map((item) => ({ item, id: asId(item.id), parent: asId(item.parent_id) ?? 0 }))
    .filter((row): row is { item: FilterItem; id: number; parent: number } => row.id !== null && row.id !== 0);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const node = (row: (typeof rows)[number], level: 0 | 1 | 2, rootId: number): CategoryNode => ({
    id: row.id,
    label: row.item.label,
    slug: row.item.slug,
    count: row.item.count,
    level,
    rootId,
    children: [],
  });
  const roots: CategoryNode[] = [];
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    if (row.parent === 0 || !byId.has(row.parent)) {
      const root = node(row, 0, row.id);
      roots.push(root);
      nodes.set(row.id, root);
    }
  }
  // Two passes, so children listed before their parent still find it; deeper levels are not shown.
  for (const level of [1, 2] as const) {
    for (const row of rows) {
      const parent = nodes.get(row.parent);
      if (nodes.has(row.id) || !parent || parent.level !== level - 1) continue;
      const child = node(row, level, parent.rootId);
      parent.children.push(child);
      nodes.set(row.id, child);
    }
  }
  return roots;
}

/** Every node of the tree, depth first. */
export function flattenTree(tree: CategoryNode[]): CategoryNode[] {
  return tree.flatMap((n) => [n, ...flattenTree(n.children)]);
}

/**
 * The top-level categories to show: the first five, or all of them once 'View all' is
 * pressed. A chosen category beyond the fifth is always shown, so a choice is never hidden.
 */
export function visibleCategories(
  roots: CategoryNode[],
  { expanded, selected, limit = FIRST_CATEGORIES_SHOWN }: { expanded: boolean; selected: number | null; limit?: number },
): CategoryNode[] {
  if (expanded || roots.length <= limit) return roots;
  return roots.filter((node, index) => index < limit || node.id === selected);
}

/** Whether 'View all' / 'Show less' is needed at all. */
export const needsViewAll = (roots: CategoryNode[], limit = FIRST_CATEGORIES_SHOWN) => roots.length > limit;
