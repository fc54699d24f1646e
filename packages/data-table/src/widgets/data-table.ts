import { registerWidget } from '@yuno/runtime';
import { DataTableWidget, dataTableProps, type DataTableWidgetProps } from '../DataTableWidget';
import { PRESET_GROUPS, type PresetName } from '../presets/names';
import { loadPreset } from '../presets/load';
import css from '../data-table.css?inline';

registerWidget<DataTableWidgetProps>('data-table', { component: DataTableWidget, props: dataTableProps, css });

// The page's tables are known now: fetch their presets while the widgets mount, not after.
for (const point of document.querySelectorAll('[data-yuno-widget="data-table"]')) {
  try {
    const preset = JSON.parse(point.getAttribute('data-yuno-props') ?? '{}')?.preset;
    if (typeof preset === 'string' && preset in PRESET_GROUPS) void loadPreset(preset as PresetName).catch(() => {});
  } catch {
    // Bad props: the mount shows its own message.
  }
}
