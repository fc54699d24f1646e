/** The widget's stylesheet as a string, for the bundle and for an app's `WidgetRoot`. */
import tableCss from './table/data-table.css?inline';

export const dataTableCss: string = tableCss;
