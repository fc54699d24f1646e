import { isRecord } from '@yuno/core';
import { parsePropsAttribute, registerWidget } from '@yuno/runtime';
import { dataTableProps, PresetTable, type DataTableWidgetProps } from '../DataTableWidget';
import { PRESET_GROUPS, type PresetName } from '../presets/names';
import { loadPreset } from '../presets/load';
import { presetRefusal } from '../presets/refusal';
import css from '../data-table.css?inline';

// The mount refuses an unknown preset with its own message, so the component need not.
registerWidget<DataTableWidgetProps>('data-table', {
  component: PresetTable,
  props: dataTableProps,
  validate: presetRefusal,
  css,
});

// The page's tables are known now: fetch their presets while the widgets mount, not after.
for (const point of document.querySelectorAll('[data-yuno-widget="data-table"]')) {
  // Bad props are left to the mount, which shows its own message.
  const props = parsePropsAttribute(point.getAttribute('data-yuno-props'));
  const preset = props.ok && isRecord(props.value) ? props.value.preset : undefined;
  if (typeof preset === 'string' && preset in PRESET_GROUPS) void loadPreset(preset as PresetName).catch(() => {});
}
