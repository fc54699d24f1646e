import { startOverlayHost } from '@yuno/runtime';

/**
 * For React apps: the shell's dialogs (login, session expired, unauthorised, account type)
 * and the toasts answer the widgets' events (`login:request`, …) from now on. The widget
 * bundles get this from the runtime and the overlays bundle; here the same overlays module
 * arrives as a chunk of its own. Call once, in the browser (a second call does nothing).
 */
export function startShellDialogs(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  startOverlayHost();
  // A dynamic import: the package says it has no side effects, so a static one could be dropped.
  return import('../widgets/overlays').then(() => undefined);
}
