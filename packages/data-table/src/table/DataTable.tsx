import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { defineRoutes, events, getConfig } from '@yuno/core';
import { EmptyState, Skeleton, Tabs } from '@yuno/ui';
import { useHeldByGate, useUserInfo } from '@yuno/runtime';
import type { TableConfig } from '../config/types';
import type { GroupDrafts } from '../groups/drafts';
import { resolveView } from '../state/tableState';
import { useTableState } from '../state/useTableState';
import type { Row } from './useViewRows';
import { ViewPanel } from './ViewPanel';
import { tableRoutes } from '../routes';

// Every table's calls (its views', row commands' and dialogs') go through one of these.
defineRoutes(tableRoutes);

export const LOGIN_TEXT = { message: 'Log in to see this list.', action: 'Log in' } as const;

export interface DataTableProps {
  /** Columns, filters, tabs and the route to call (a preset, or your own). */
  config: TableConfig;
  /** A heading above the table; none by default (the page usually has one). */
  title?: string;
  /** Keep tab, filters, page and hidden columns in the address (`?state=`). Default true. */
  syncUrl?: boolean;
  /** The key of this table's entry in the address state (default: the config id). */
  stateKey?: string;
  /** For a table nested in a card: the card's row, read by '$row.' params. */
  parentRow?: Row;
  /** For a table nested in a card: the card's name, which prefixes the table's name. */
  parentName?: string;
}

/** The generic, configuration-driven table: optional nested tabs over views of server data. */
export function DataTable({ config, title, syncUrl = true, stateKey, parentRow, parentName }: DataTableProps) {
  const keyed = useMemo(() => (stateKey ? { ...config, id: stateKey } : config), [config, stateKey]);
  const [state, dispatch] = useTableState(keyed, syncUrl);
  const info = useUserInfo();
  const { loggedIn, user, isLoading } = info;
  // Behind the page gate ('Not authorized') the table is hidden: it asks for nothing.
  const held = useHeldByGate(info);
  const { userId } = getConfig();
  const { tab, levels, view } = resolveView(keyed, state.tab);
  const role = user?.role ?? null;
  // Here, not in the view: a draft outlives a switch to another tab and back.
  const [drafts] = useState<GroupDrafts>(() => new Map());

  let content: ReactNode;
  if (held) {
    content = null;
  } else if (!loggedIn) {
    content = <EmptyState message={LOGIN_TEXT.message} action={{ label: LOGIN_TEXT.action, onClick: () => events.emit('login:request', { mode: 'login' }) }} />;
  } else if (isLoading) {
    // The role decides the columns: wait for it rather than add a column later.
    content = <Skeleton height={200} />;
  } else if (view) {
    const panel = (
      <ViewPanel
        key={tab.join('/')}
        view={view}
        state={state}
        dispatch={dispatch}
        role={role}
        ctx={{ userId, tab: tab[tab.length - 1], row: parentRow, search: location.search }}
        caption={parentName ? `${parentName}: ${view.caption}` : view.caption}
        headingLevel={title ? 3 : 2}
        drafts={drafts}
        renderDetail={
          view.detail
            ? (row, key, name) => <DataTable config={view.detail!} stateKey={`${keyed.id}.${key}`} syncUrl={syncUrl} parentRow={row} parentName={name} />
            : undefined
        }
      />
    );
    // Innermost level first: each level's selected panel holds the next level.
    content = levels.reduceRight<ReactNode>(
      (inner, tabs, level) => (
        <Tabs
          label={level === 0 ? keyed.title : (levels[level - 1].find((t) => t.id === tab[level - 1])?.label ?? keyed.title)}
          tabs={tabs.map((t) => ({ id: t.id, label: t.label, content: inner }))}
          value={tab[level]}
          onChange={(id: string) => dispatch({ type: 'tab', level, id })}
        />
      ),
      panel,
    );
  }

  return (
    <div className="yuno-dt">
      {title ? <h2 className="yuno-dt__title">{title}</h2> : null}
      {content}
    </div>
  );
}
