import { isRecord } from '@yuno/core';
import { parsePropsAttribute, registerWidget } from '@yuno/runtime';
import { PresetTable, type DataTableWidgetProps } from '../presets/DataTableWidget';
import { PRESET_GROUPS, type PresetName } from '../presets/names';
import { loadPreset } from '../presets/load';
import { dataTableProps, validateDataTable } from '../props';
import { dataTableCss } from '../styles';

registerWidget<DataTableWidgetProps>('data-table', { component: PresetTable, props: dataTableProps, validate: validateDataTable, css: dataTableCss });

// The page's tables are known now: fetch their presets while the widgets mount, not after.
for (const point of document.querySelectorAll('[data-yuno-widget="data-table"]')) {
  // Bad props are left to the mount, which shows its own message.
  const props = parsePropsAttribute(point.getAttribute('data-yuno-props'));
  const preset = props.ok && isRecord(props.value) ? props.value.preset : undefined;
  if (typeof preset === 'string' && preset in PRESET_GROUPS) void loadPreset(preset as PresetName).catch(() => {});
}
