import { useEffect, useId, useState } from 'react';
import { COURSE_SEARCH_TEXT, type SearchState } from '@yuno/core';
import { needsViewAll, visibleCategories, type CategoryNode } from './categoryTree';
import type { SearchAction } from '../search/searchState';
import { Chevron, Option } from './Option';

interface TreeProps {
  tree: CategoryNode[];
  state: SearchState;
  onChange: (action: SearchAction) => void;
  /** The page's fixed category: only its sub-levels are offered. */
  fixedId: number | null;
}

/** Level-1 checkboxes of a category, each with its level-2 checkboxes below it. */
function SubLevels({ nodes, state, onChange }: { nodes: CategoryNode[]; state: SearchState; onChange: TreeProps['onChange'] }) {
  if (nodes.length === 0) return null;
  return (
    <ul className="yuno-tree__sub">
      {nodes.map((node) => {
        const field = node.level === 1 ? 'category_level_1' : 'category_level_2';
        return (
          <li key={node.id}>
            <Option
              type="checkbox"
              label={node.label}
              count={node.count}
              checked={state[field].includes(node.id)}
              onChange={() => onChange({ type: 'toggleLevel', field, id: node.id, categoryId: node.rootId, childIds: node.children.map((c) => c.id) })}
            />
            <SubLevels nodes={node.children} state={state} onChange={onChange} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The category tree: a radio per top-level category (and 'All categories'), sub-levels as
 * checkboxes behind a disclosure button, the first five categories then 'View all'.
 */
export function CategoryTree({ tree, state, onChange, fixedId }: TreeProps) {
  const base = `yuno-tree-${useId().replace(/:/g, '')}`;
  const selected = state.category.length === 1 ? state.category[0] : null;
  const [showAll, setShowAll] = useState(false);
  const [open, setOpen] = useState<number[]>([]);

  // A chosen category opens, so its sub-levels are at hand.
  useEffect(() => {
    if (selected !== null) setOpen((ids) => (ids.includes(selected) ? ids : [...ids, selected]));
  }, [selected]);

  if (fixedId !== null) {
    return <SubLevels nodes={tree.find((n) => n.id === fixedId)?.children ?? []} state={state} onChange={onChange} />;
  }

  const name = `${base}-c`;
  return (
    <div className="yuno-tree">
      <ul id={`${base}-l`}>
        <li>
          <Option
            type="radio"
            name={name}
            label={COURSE_SEARCH_TEXT.allCategories}
            checked={selected === null}
            onChange={() => onChange({ type: 'category', id: null })}
          />
        </li>
        {visibleCategories(tree, { expanded: showAll, selected }).map((root) => {
          const isOpen = open.includes(root.id);
          const subId = `${base}-${root.id}`;
          return (
            <li key={root.id}>
              <div className="yuno-tree__row">
                <Option
                  type="radio"
                  name={name}
                  label={root.label}
                  count={root.count}
                  checked={selected === root.id}
                  onChange={() => onChange({ type: 'category', id: root.id })}
                />
                {root.children.length > 0 ? (
                  <button
                    type="button"
                    className="yuno-tree__disclosure"
                    aria-expanded={isOpen}
                    aria-controls={subId}
                    aria-label={`${root.label} sub-categories`}
                    onClick={() => setOpen((ids) => (isOpen ? ids.filter((id) => id !== root.id) : [...ids, root.id]))}
                  >
                    <Chevron />
                  </button>
                ) : null}
              </div>
              <div id={subId} hidden={!isOpen}>
                {isOpen ? <SubLevels nodes={root.children} state={state} onChange={onChange} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
      {needsViewAll(tree) ? (
        <button type="button" className="yuno-link-button" aria-expanded={showAll} aria-controls={`${base}-l`} onClick={() => setShowAll(!showAll)}>
          {showAll ? COURSE_SEARCH_TEXT.showLess : COURSE_SEARCH_TEXT.viewAll}
        </button>
      ) : null}
    </div>
  );
}
