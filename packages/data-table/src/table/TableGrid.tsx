import { useRef } from 'react';
import type { Role } from '@yuno/core';
import type { ColumnConfig, RowCommand } from '../config/types';
import { Cell } from '../cells/Cell';
import { cellModel, valueAt } from '../cells/cellModel';
import { useTableFit } from './useTableFit';
import type { Row } from './useViewRows';

export interface RowHandlers {
  onCommand: (command: RowCommand, row: Row) => void;
  /** Key of the row whose command is running, and which command. */
  running: { key: string; command: RowCommand } | null;
}

export const rowKeyOf = (row: Row, path: string, index: number) => {
  const key = valueAt(row, path);
  return typeof key === 'string' || typeof key === 'number' ? String(key) : `#${index}`;
};

/** The row's name: the text of its first column. */
export function rowNameOf(columns: readonly ColumnConfig[], row: Row): string {
  const model = columns[0] ? cellModel(columns[0], row) : null;
  return !model ? '' : 'text' in model ? model.text : model.kind === 'user' ? model.name : '';
}

interface TableGridProps extends RowHandlers {
  caption: string;
  columns: ColumnConfig[];
  rows: Row[];
  rowKey: string;
  role: Role | null;
  busy: boolean;
}

/** A real table: a caption, column headers, and the first cell of each row as its row header. */
export function TableGrid({ caption, columns, rows, rowKey, role, busy, onCommand, running }: TableGridProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  useTableFit(regionRef, rows);
  return (
    // The region scrolls sideways when the columns shown need more room than the box has; it
    // is focusable so a keyboard can scroll it.
    <div ref={regionRef} className="yuno-dt-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table aria-busy={busy || undefined}>
        <caption className="yuno-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const key = rowKeyOf(row, rowKey, index);
            const name = rowNameOf(columns, row);
            return (
              <tr key={key}>
                {columns.map((column, c) => {
                  const Tag = c === 0 ? 'th' : 'td';
                  return (
                    // data-label: a narrow box stacks each row as a card, each value under its label.
                    <Tag key={column.id} scope={c === 0 ? 'row' : undefined} data-label={c === 0 ? undefined : column.label}>
                      <Cell
                        model={cellModel(column, row, role)}
                        label={column.label}
                        rowName={name}
                        clip={c > 0 && column.type === 'text'}
                        busy={running?.key === key ? running.command : null}
                        onCommand={(command) => onCommand(command, row)}
                      />
                    </Tag>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
