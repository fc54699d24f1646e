import type { CellType, ColumnConfig } from './types';

/** A column in one line: id, label, cell type, field, then what else it needs. */
export const col = (id: string, label: string, type: CellType, field: string, more?: Partial<ColumnConfig>): ColumnConfig => ({
  id,
  label,
  type,
  field,
  ...more,
});
