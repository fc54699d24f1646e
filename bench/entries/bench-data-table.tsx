/**
 * Bench only: the production data table with the payments preset, showing `rows` rows per
 * page (the presets fix 20), so render time can be measured at 20, 100 and 1,000 rows.
 * Built like a widget bundle, against the same runtime.
 */
import { registerWidget } from '@yuno/runtime';
import { DataTable, PRESETS, dataTableCss, type TableConfig } from '../../packages/data-table/src/index';

function BenchDataTable({ rows }: { rows: number }) {
  const base = PRESETS.payments as TableConfig;
  const config: TableConfig = { ...base, id: 'bench-payments', view: { ...base.view!, pageSize: rows, limit: rows } };
  return <DataTable config={config} syncUrl={false} />;
}

registerWidget('bench-data-table', {
  component: BenchDataTable,
  props: { rows: { type: 'number', required: true } },
  css: dataTableCss,
});
