/** Row actions behind a gate (Schedule class, for an instructor mapped to a course), as pure functions. */
import type { Role } from '@yuno/core';
import type { ActionGate, ViewConfig } from '../config/types';
import { canSee } from '../cells/cellModel';

/** The gate of the row actions this role would see (a view's row actions share one), if any. */
export function rowGateOf(view: ViewConfig, role: Role | null): ActionGate | undefined {
  for (const column of view.columns) {
    for (const action of column.actions ?? []) {
      if (action.kind === 'schedule' && action.gate && canSee(column.roles, role) && canSee(action.roles, role)) return action.gate;
    }
  }
  return undefined;
}

/** The view without its gated row actions; an actions column left with none goes too. */
export function withoutGated(view: ViewConfig): ViewConfig {
  const columns = view.columns.flatMap((column) => {
    const actions = column.actions?.filter((a) => a.kind !== 'schedule' || !a.gate);
    return !actions ? [column] : actions.length > 0 ? [{ ...column, actions }] : [];
  });
  return { ...view, columns };
}
