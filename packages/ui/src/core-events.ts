/**
 * The one place where `ui` reaches into `core`: its event bus and the toasts' texts. Always
 * through the package name: the browser bundles treat `@yuno/core` as the shared runtime's,
 * so there is one bus per page (a relative import would bundle a second copy).
 */
export { events, toast, ERROR_MESSAGES, TOAST_DURATION_MS, TOAST_MESSAGES } from '@yuno/core';
export type { EventBus, ToastTone, YunoEvents } from '@yuno/core';
