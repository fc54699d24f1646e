import { startOverlayHost } from '@yuno/runtime';

/**
 * For React apps: the shell's dialogs (login, session expired, unauthorised, account type)
 * and the toasts answer the widgets' events (`login:request`, …) from now on. The widget
 * bundles get this from the runtime and the overlays bundle. Call once, in the browser (a second call does nothing).
 */
export function startShellDialogs(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  startOverlayHost();
  // The dialogs arrive as a chunk of their own, when the app asks for them.
  return import('./registerShellDialogs').then(({ registerShellDialogs }) => registerShellDialogs());
}
