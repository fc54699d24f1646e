import { safeUrl, type Role } from '@yuno/core';
import { Button, buttonClassName } from '@yuno/ui';
import type { ViewConfig } from '../config/types';
import type { ParamContext } from '../config/params';
import { canSee, hideableFor } from '../cells/cellModel';
import type { FilterValue, TableAction, TableState } from '../state/tableState';
import { ColumnChooser } from './ColumnChooser';
import { AutocompleteFilter, SelectFilter } from './Filters';
import { ActionGate } from './ActionGate';

interface ViewToolbarProps {
  view: ViewConfig;
  state: TableState;
  dispatch: (action: TableAction) => void;
  role: Role | null;
  ctx: ParamContext;
  onCreateGroup: () => void;
}

/** Filters on the left; the column chooser and the view's actions on the right. */
export function ViewToolbar({ view, state, dispatch, role, ctx, onCreateGroup }: ViewToolbarProps) {
  const actions = (view.actions ?? []).filter((a) => canSee(a.roles, role));
  const setFilter = (id: string) => (value: FilterValue | null) => dispatch({ type: 'filter', id, value });
  return (
    <div className="yuno-dt-toolbar">
      {(view.filters ?? []).map((filter) =>
        filter.type === 'select' ? (
          <SelectFilter key={filter.id} filter={filter} value={state.filters[filter.id]} onChange={setFilter(filter.id)} />
        ) : (
          <AutocompleteFilter key={filter.id} filter={filter} value={state.filters[filter.id]} onChange={setFilter(filter.id)} />
        ),
      )}
      <div className="yuno-dt-toolbar__end">
        <ColumnChooser columns={hideableFor(view, role)} hidden={state.hidden} onToggle={(id) => dispatch({ type: 'toggleColumn', id })} />
        {actions.map((action) =>
          action.kind === 'link' ? (
            <ActionGate key={action.label} gate={action.gate} ctx={ctx}>
              <a className={buttonClassName()} href={safeUrl(action.href)}>
                {action.label}
              </a>
            </ActionGate>
          ) : (
            <Button key={action.label} onClick={onCreateGroup}>
              {action.label}
            </Button>
          ),
        )}
      </div>
    </div>
  );
}
