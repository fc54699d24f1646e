/** The comboboxes' code (Combobox, its popup): its own script in the browser bundles (a part), a plain module elsewhere. */
export const importComboboxPart = () => import('./parts/ui-combobox');
