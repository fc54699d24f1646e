// Dialogs and toasts (see deferred-ui.tsx): a part of the runtime, fetched when the browser is
// idle after load, or at the first dialog or toast if that comes sooner.
import { Dialog, ToastRegion, dialogCss, toastCss } from '@yuno/ui';
import { addUiStyles, registerPart } from '@yuno/runtime';

export { Dialog, ToastRegion };

addUiStyles(dialogCss);
addUiStyles(toastCss);
registerPart('ui-dialog', { Dialog, ToastRegion });
