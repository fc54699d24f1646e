import { buttonClassName, cx, MenuButton } from '@yuno/ui';
import type { RowCommand } from '../config/types';
import type { CellAction } from './cellModel';

interface RowActionsProps {
  actions: CellAction[];
  /** "Delete" → "Delete: Mock test review": an action names the row it acts on. */
  named: (action: string) => string | undefined;
  busy?: RowCommand | null;
  onCommand?: (command: RowCommand) => void;
}

const ACTION_BUTTON = buttonClassName({ variant: 'secondary', size: 'sm' });

/**
 * A row's actions: one is a button (a destructive one styled as such), more are one "Actions"
 * menu button (WAI-ARIA menu button), so a row never crams a cell with links.
 */
export function RowActions({ actions, named, busy, onCommand }: RowActionsProps) {
  const run = (action: Extract<CellAction, { kind: 'command' }>) => !action.disabled && busy !== action.command && onCommand?.(action.command);
  if (actions.length > 1) {
    return (
      <MenuButton
        label={named('Actions') ?? 'Actions'}
        buttonContent="Actions"
        buttonClassName={cx(ACTION_BUTTON, 'yuno-dt-action')}
        align="end"
        items={actions.map((action, i) =>
          action.kind === 'link'
            ? { id: String(i), label: action.label, href: action.href }
            : { id: String(i), label: action.label, disabled: action.disabled || busy === action.command, onSelect: () => run(action) },
        )}
      />
    );
  }
  const [action] = actions;
  if (!action) return null;
  if (action.kind === 'link') {
    return (
      <a className={cx(ACTION_BUTTON, 'yuno-dt-action')} href={action.href} aria-label={named(action.label)}>
        {action.label}
      </a>
    );
  }
  // Only aria-disabled once done ("Enroll" becomes "Enrolled"): the same button stays, and
  // keeps the focus it had.
  return (
    <button
      type="button"
      className={cx(ACTION_BUTTON, 'yuno-dt-action', action.danger && 'yuno-dt-action--danger')}
      aria-disabled={action.disabled || undefined}
      aria-label={named(action.label)}
      aria-busy={busy === action.command || undefined}
      onClick={() => run(action)}
    >
      {action.label}
    </button>
  );
}
