import { registerWidget } from '@yuno/runtime';
import { DataTableWidget, dataTableProps, type DataTableWidgetProps } from '../DataTableWidget';
import css from '../data-table.css?inline';

registerWidget<DataTableWidgetProps>('data-table', { component: DataTableWidget, props: dataTableProps, css });
