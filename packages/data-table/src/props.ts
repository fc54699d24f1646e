/** The data-table widget's props: the schema the mount checks, and the preset check beyond types. */
import type { PropsSchema } from '@yuno/runtime';

export const dataTableProps: PropsSchema = {
  preset: { type: 'string', required: true },
  title: { type: 'string' },
  syncUrl: { type: 'boolean', default: true },
};

// The mount refuses an unknown preset with its own message, so the component need not.
export { presetRefusal as validateDataTable } from './presets/refusal';
