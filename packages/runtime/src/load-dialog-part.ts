/** The dialogs' ui (Dialog, ToastRegion): its own script in the browser bundles (a part), a plain module elsewhere. */
export const importDialogPart = () => import('./parts/ui-dialog');
