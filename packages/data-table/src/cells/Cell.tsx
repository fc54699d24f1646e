import type { CSSProperties } from 'react';
import { copyText } from '@yuno/ui';
import type { RowCommand } from '../config/types';
import type { CellModel } from './cellModel';

export interface CellProps {
  model: CellModel;
  /** The column's label: the accessible name of a progress bar. */
  label: string;
  onCommand?: (command: RowCommand) => void;
  /** A command running on this row (its button shows as busy). */
  busy?: RowCommand | null;
  /** The row's name, so "Delete" says what it deletes. */
  rowName?: string;
}

/** Draws one cell from its description. Server text is always rendered as text. */
export function Cell({ model, label, onCommand, busy, rowName }: CellProps) {
  const named = (action: string) => (rowName ? `${action}: ${rowName}` : undefined);
  switch (model.kind) {
    case 'progress':
      return (
        <span className="yuno-dt-progress" data-colour={model.colour}>
          <span role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={model.value} aria-valuetext={model.text}>
            <span style={{ width: model.text, background: `var(--yuno-color-progress-${model.colour})` } as CSSProperties} />
          </span>
          <span>{model.text}</span>
        </span>
      );
    case 'user':
      return (
        <span className="yuno-dt-user">
          {model.image ? <img src={model.image} alt="" width={32} height={32} loading="lazy" /> : <span aria-hidden="true">{model.name.charAt(0)}</span>}
          {model.name}
        </span>
      );
    case 'status':
      return <span className={`yuno-dt-tag yuno-dt-tag--${model.tone}`}>{model.text}</span>;
    case 'copy':
      return (
        <span className="yuno-dt-actions">
          {model.text}
          <button type="button" className="yuno-dt-link" aria-label={model.label} onClick={() => void copyText(model.text)}>
            Copy
          </button>
        </span>
      );
    case 'link':
      return (
        <a className="yuno-dt-link" href={model.href}>
          {model.text}
        </a>
      );
    case 'actions':
      return (
        <span className="yuno-dt-actions">
          {model.actions.map((action, i) =>
            action.kind === 'link' ? (
              <a key={i} className="yuno-dt-link" href={action.href} aria-label={named(action.label)}>
                {action.label}
              </a>
            ) : (
              // Keyed by place and only aria-disabled once done ("Enroll" becomes "Enrolled"):
              // the same button stays, and keeps the focus it had.
              <button
                key={i}
                type="button"
                className="yuno-dt-link"
                aria-disabled={action.disabled || undefined}
                aria-label={named(action.label)}
                aria-busy={busy === action.command || undefined}
                onClick={() => !action.disabled && busy !== action.command && onCommand?.(action.command)}
              >
                {action.label}
              </button>
            ),
          )}
        </span>
      );
    default:
      return model.text;
  }
}
