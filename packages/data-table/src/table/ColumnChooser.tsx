import { MenuButton } from '@yuno/ui';
import type { ColumnConfig } from '../config/types';

interface ColumnChooserProps {
  columns: ColumnConfig[];
  hidden: readonly string[];
  onToggle: (id: string) => void;
}

/** A menu of the hideable columns: each item hides a shown column or shows a hidden one. */
export function ColumnChooser({ columns, hidden, onToggle }: ColumnChooserProps) {
  if (columns.length === 0) return null;
  return (
    <MenuButton
      label={hidden.length > 0 ? `Columns (${hidden.length} hidden)` : 'Columns'}
      align="end"
      items={columns.map((column) => ({
        id: column.id,
        label: `${hidden.includes(column.id) ? 'Show' : 'Hide'} ${column.label}`,
        onSelect: () => onToggle(column.id),
      }))}
    />
  );
}
