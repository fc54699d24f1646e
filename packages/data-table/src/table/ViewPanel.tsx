import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { Role } from '@yuno/core';
import { navigation } from '@yuno/core';
import { Button, EmptyState, Pagination, Skeleton } from '@yuno/ui';
import type { ViewConfig } from '../config/types';
import type { ParamContext } from '../config/params';
import { visibleColumns } from '../cells/cellModel';
import { pageCountFor, viewFor } from '../state/paging';
import type { TableAction, TableState } from '../state/tableState';
import type { GroupDrafts } from '../groups/drafts';
import { DeleteClassDialog, GroupDialog } from './dialogs';
import { CardList } from './CardList';
import { FilterTags } from './FilterTags';
import { rowKeyOf, TableGrid } from './TableGrid';
import { useRowCommands } from './useRowCommands';
import { useViewRows, type Row } from './useViewRows';
import { ViewToolbar } from './ViewToolbar';
import { useGate } from './ActionGate';
import { rowGateOf, withoutGated } from './rowGate';
import { announceDeleted, useDeletedClasses } from './useDeletedClasses';
import { useFocusNext } from './useFocusNext';
import { resultsText, useResultStatus } from './useResultStatus';

/** What an empty list says when neither the server nor the view says more. */
export const NO_DATA_TEXT = 'No data found.';
const SKELETON_ROWS = 5;

export interface ViewPanelProps {
  view: ViewConfig;
  state: TableState;
  dispatch: (action: TableAction) => void;
  role: Role | null;
  ctx: ParamContext;
  /** The table's accessible name (unique on the page: nested tables carry their card's name). */
  caption: string;
  /** Heading level of card titles. */
  headingLevel: 2 | 3;
  /** Cards layout: what each card holds under its fields. */
  renderDetail?: (row: Row, key: string, name: string) => ReactNode;
  /** The table's unsaved group forms (kept across its tabs). */
  drafts: GroupDrafts;
}

/** One view of a table: toolbar, rows (or loading, error and empty states), paging and row commands. */
export function ViewPanel({ view: config, state, dispatch, role, ctx, caption, headingLevel, renderDetail, drafts }: ViewPanelProps) {
  // Gated row actions (Schedule class) wait for the gate, as the toolbar's link does.
  const view = viewFor(useGate(rowGateOf(config, role), ctx) ? config : withoutGated(config), role);
  const more = view.paging === 'more';
  const data = useViewRows(view, state, ctx, ctx.userId !== 0);
  const keyOf = (row: Row) => rowKeyOf(row, view.rowKey, -1);
  const patch = (key: string, change: (row: Row) => Row) => data.update((rows) => rows.map((r) => (keyOf(r) === key ? change(r) : r)));
  const drop = (key: string) => data.update((rows) => rows.filter((r) => keyOf(r) !== key));
  const commands = useRowCommands({ userId: ctx.userId, keyOf, patch });
  const panelRef = useRef<HTMLDivElement>(null);
  // A load on its way brings the list as the server now has it: nothing to drop from it.
  useDeletedClasses(view, (key) => !data.busy && drop(key));
  const pageCount = pageCountFor(data.count, view.pageSize);

  // A page past the end (an old link, the last row deleted) shows the last page instead.
  useEffect(() => {
    if (!more && !data.loading && !data.error && state.page > pageCount) dispatch({ type: 'page', page: pageCount });
  }, [more, data.loading, data.error, state.page, pageCount, dispatch]);

  const focusNext = useFocusNext(commands.dialog === null, data.busy);
  const all = (selector: string) => panelRef.current!.querySelectorAll<HTMLElement>(selector);

  const columns = visibleColumns(view, state.hidden, role);
  const hasFilters = Object.keys(state.filters).length > 0;
  const filters = view.filters ?? [];
  const empty = data.notFound ?? view.emptyText ?? NO_DATA_TEXT;
  const status = useResultStatus(state.filters, data.busy, data.error ? '' : resultsText(data.rows.length && data.count, empty));

  let body: ReactNode;
  if (data.loading) {
    body = (
      <div className="yuno-dt" aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <Skeleton key={i} height={40} />
        ))}
      </div>
    );
  } else if (data.error) {
    body = (
      <div className="yuno-dt-error" role="alert">
        <p>{data.error}</p>
        <Button variant="secondary" onClick={data.retry}>
          Try again
        </Button>
      </div>
    );
  } else if (data.rows.length === 0) {
    body = <EmptyState message={empty} action={hasFilters ? { label: 'Clear filters', onClick: () => dispatch({ type: 'clearFilters' }) } : undefined} />;
  } else if (view.layout === 'cards') {
    body = (
      <CardList
        columns={columns}
        rows={data.rows}
        rowKey={view.rowKey}
        role={role}
        headingLevel={headingLevel}
        renderDetail={renderDetail}
        onCommand={commands.run}
        running={commands.running}
      />
    );
  } else {
    body = (
      <TableGrid
        caption={caption}
        columns={columns}
        rows={data.rows}
        rowKey={view.rowKey}
        role={role}
        busy={data.busy}
        onCommand={commands.run}
        running={commands.running}
      />
    );
  }

  const dialog = commands.dialog;
  const showPaging = !data.loading && !data.error && data.rows.length > 0;
  return (
    <div ref={panelRef} className="yuno-dt-view" role="group" tabIndex={-1} aria-label={caption}>
      <ViewToolbar view={view} state={state} dispatch={dispatch} role={role} ctx={ctx} onCreateGroup={() => commands.setDialog({ command: 'createGroup' })} />
      <FilterTags
        filters={filters}
        values={state.filters}
        onRemove={(id, index) => {
          // The tag that takes its place, else the one before; with none left, the filter's own
          // control. (This view's own: a card's nested table has tags and filters of its own.)
          focusNext({
            pick: () => {
              const tags = all(':scope > .yuno-dt-tags button');
              return (
                tags[Math.min(index, tags.length - 1)] ??
                all(':scope > .yuno-dt-toolbar > .yuno-dt-filter :is(select, input)')[filters.findIndex((f) => f.id === id)]
              );
            },
          });
          dispatch({ type: 'filter', id, value: null });
        }}
      />
      <p className="yuno-visually-hidden" role="status">
        {status}
      </p>
      {body}
      {showPaging && !more && pageCount > 1 ? (
        <Pagination
          label={`${caption} pages`}
          page={Math.min(state.page, pageCount)}
          pageCount={pageCount}
          onChange={(page: number) => dispatch({ type: 'page', page })}
        />
      ) : null}
      {showPaging && more && (data.moreError !== null || data.rows.length < data.count) ? (
        // One button throughout: after a failure it retries, and keeps the focus it had.
        <div className="yuno-dt-more">
          {data.moreError !== null ? <p role="alert">{data.moreError}</p> : null}
          <Button
            variant="secondary"
            loading={data.busy}
            onClick={() => {
              const from = data.rows.length;
              // Once the rows are in, if the button went with the focus: the first new row's
              // name (the last row's when none came).
              focusNext({
                wait: true,
                pick: () => {
                  const names = all('th[scope=row]');
                  const name = document.activeElement === document.body ? names[Math.min(from, names.length - 1)] : null;
                  if (name) name.tabIndex = -1;
                  return name;
                },
              });
              (data.moreError !== null ? data.retry : data.loadMore)();
            }}
          >
            {data.moreError !== null ? 'Try again' : 'Load more'}
          </Button>
        </div>
      ) : null}
      {dialog?.command === 'createGroup' ? (
        <GroupDialog
          mode="create"
          userId={ctx.userId}
          role={role}
          onClose={commands.close}
          drafts={drafts}
          onSaved={(group) => {
            // New groups go on top of the first page.
            if (state.page !== 1) dispatch({ type: 'page', page: 1 });
            else data.update((rows) => [group, ...rows]);
          }}
        />
      ) : null}
      {dialog?.command === 'groupLearners' || dialog?.command === 'renameGroup' ? (
        <GroupDialog
          mode={dialog.command === 'groupLearners' ? 'members' : 'rename'}
          group={dialog.row}
          userId={ctx.userId}
          role={role}
          onClose={commands.close}
          drafts={drafts}
          onSaved={(group) => patch(keyOf(dialog.row), (r) => ({ ...r, ...group }))}
        />
      ) : null}
      {dialog?.command === 'deleteClass' ? (
        <DeleteClassDialog
          row={dialog.row}
          onClose={commands.close}
          onDeleted={() => {
            const key = keyOf(dialog.row);
            // A detail page whose class is gone: to the page the spec names (spec 2, "Classes and groups").
            if (view.afterDelete) return navigation.go(view.afterDelete);
            drop(key);
            // Every other table of the page that lists it drops it too.
            announceDeleted(key);
            // Its button went: focus stays in the table.
            focusNext({ pick: () => panelRef.current });
          }}
        />
      ) : null}
    </div>
  );
}
