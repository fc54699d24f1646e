/** The data-table widget's props: the schema the mount checks, and the preset check beyond types. */
import { propsFromBlock, type PropsSchema } from '@yuno/runtime';
import { attributes } from '../../../wp-plugin/blocks/data-table/block.json';

export const dataTableProps: PropsSchema = propsFromBlock(attributes, {
  title: { type: 'string' },
  syncUrl: { type: 'boolean', default: true },
});

// The mount refuses an unknown preset with its own message, so the component need not.
export { presetRefusal as validateDataTable } from './presets/refusal';
