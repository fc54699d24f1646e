import type { ReactNode } from 'react';
import type { Role } from '@yuno/core';
import type { ColumnConfig } from '../config/types';
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
}

/** Rows as cards: the first column is the card's heading, the others a list of fields. */
export function CardList({ columns, rows, rowKey, role, headingLevel, renderDetail }: CardListProps) {
  const [head, ...fields] = columns;
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <ul className="yuno-dt-cards">
      {rows.map((row, index) => {
        const key = rowKeyOf(row, rowKey, index);
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
                      <Cell model={cellModel(column, row, role)} label={column.label} />
                    </dd>
                  </div>
                ))}
              </dl>
              {renderDetail?.(row, key, rowNameOf(columns, row))}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
