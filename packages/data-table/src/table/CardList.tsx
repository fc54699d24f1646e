import type { ReactNode } from 'react';
import type { Role } from '@yuno/core';
import type { ColumnConfig, RowCommand } from '../config/types';
import { Cell } from '../cells/Cell';
import { cellModel } from '../cells/cellModel';
import { rowKeyOf, rowNameOf } from './TableGrid';
import type { Row } from './useViewRows';

interface CardListProps {
  columns: ColumnConfig[];
  rows: Row[];
  rowKey: string;
  role: Role | null;
  headingLevel: 2 | 3;
  renderDetail?: (row: Row, key: string, name: string) => ReactNode;
  onCommand: (command: RowCommand, row: Row) => void;
  /** Key of the row whose command is running, and which command. */
  running: { key: string; command: RowCommand } | null;
}

/** Rows as cards: the first column is the card's heading, the others (actions too) a list of fields. */
export function CardList({ columns, rows, rowKey, role, headingLevel, renderDetail, onCommand, running }: CardListProps) {
  const [head, ...fields] = columns;
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <ul className="yuno-dt-cards">
      {rows.map((row, index) => {
        const key = rowKeyOf(row, rowKey, index);
        const name = rowNameOf(columns, row);
        return (
          <li key={key}>
            <article className="yuno-dt-card">
              {head ? (
                <Heading>
                  <Cell model={cellModel(head, row, role)} label={head.label} />
                </Heading>
              ) : null}
              <dl>
                {fields.map((column) => (
                  <div key={column.id}>
                    <dt>{column.label}</dt>
                    <dd>
                      <Cell
                        model={cellModel(column, row, role)}
                        label={column.label}
                        rowName={name}
                        busy={running?.key === key ? running.command : null}
                        onCommand={(command) => onCommand(command, row)}
                      />
                    </dd>
                  </div>
                ))}
              </dl>
              {renderDetail?.(row, key, name)}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
