/**
 * @yuno/data-table: the generic, configuration-driven table and its presets (the
 * instructor's learners and groups, upcoming classes, a learner's demo classes, payments,
 * enrolments and the instructor's courses).
 */
export { DataTable, type DataTableProps } from './table/DataTable';
export { DataTableWidget, type DataTableWidgetProps } from './presets/DataTableWidget';
export { PRESETS, PRESET_NAMES, loadPreset, type PresetName } from './presets';
export type { CellType, ColumnConfig, FilterConfig, FilterOption, RowAction, RowCommand, TabConfig, TableConfig, ViewAction, ViewConfig } from './config/types';
export { cellModel, type CellModel } from './cells/cellModel';
export { readTableState, writeTableState } from './state/urlState';
export type { TableState } from './state/tableState';
export { dataTableCss } from './styles';
export { tableRoutes } from './routes';
