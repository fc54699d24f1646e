import type { PropsSchema } from '@yuno/runtime';
import { DataTable } from './table/DataTable';
import { PRESETS, PRESET_NAMES, type PresetName } from './presets';

export interface DataTableWidgetProps {
  /** Which table: one of PRESET_NAMES. */
  preset: PresetName;
  title?: string;
  syncUrl?: boolean;
}

/** The widget: a preset picked by name. */
export function DataTableWidget({ preset, title, syncUrl = true }: DataTableWidgetProps) {
  return <DataTable config={PRESETS[preset]} title={title} syncUrl={syncUrl} />;
}

export const dataTableProps: PropsSchema = {
  preset: { type: 'string', required: true, oneOf: PRESET_NAMES },
  title: { type: 'string' },
  syncUrl: { type: 'boolean', default: true },
};
