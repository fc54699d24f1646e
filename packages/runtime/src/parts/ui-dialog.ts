// Dialogs and toasts (see deferred-ui.tsx): a part of the runtime, fetched when the person first
// acts on a page that has a dialog, or at the first dialog or toast if that comes sooner.
import { Dialog, ToastRegion, dialogCss, toastCss } from '@yuno/ui';
import { registerPart } from '@yuno/runtime';

/**
 * Their styles, rendered with them (a style element beside an open dialog, and in the toasts'
 * host): only the shadow root that shows one takes them in, and nothing else is restyled.
 * Toasts show inside an open dialog too, so a dialog brings both.
 */
const css = `${dialogCss}\n${toastCss}`;

export { Dialog, ToastRegion, css };

registerPart('ui-dialog', { Dialog, ToastRegion, css });
