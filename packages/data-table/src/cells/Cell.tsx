import type { CSSProperties } from 'react';
import { copyText } from '@yuno/ui';
import type { RowCommand } from '../config/types';
import type { CellModel } from './cellModel';
import { RowActions } from './RowActions';

export interface CellProps {
  model: CellModel;
  /** The column's label: the accessible name of a progress bar. */
  label: string;
  onCommand?: (command: RowCommand) => void;
  /** A command running on this row (its button shows as busy). */
  busy?: RowCommand | null;
  /** The row's name, so "Delete" says what it deletes. */
  rowName?: string;
  /** A text that may be cut to the column's width (a table cell other than the row's name). */
  clip?: boolean;
}

/** Draws one cell from its description. Server text is always rendered as text. */
export function Cell({ model, label, onCommand, busy, rowName, clip }: CellProps) {
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
      return <RowActions actions={model.actions} named={named} busy={busy} onCommand={onCommand} />;
    default:
      // A cut value ends in an ellipsis; its full text is its title (pointer) and shows in full
      // when the clipped cell takes focus (keyboard: the table makes only cut cells focusable).
      return clip ? (
        <span className="yuno-dt-clip" title={model.text}>
          {model.text}
        </span>
      ) : (
        model.text
      );
  }
}
