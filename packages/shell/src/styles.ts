/**
 * Each header widget's stylesheet as a string, for an app's `WidgetRoot`: the shell's shared
 * rules and the widget's own, put together by CSS `@import` (see sheets/), so an app keeps
 * only the sheets it imports.
 */
import headerCssText from './sheets/header.css?inline';
import sideMenuCssText from './sheets/side-menu.css?inline';
import footerCssText from './sheets/footer.css?inline';
import overlaysCssText from './overlays/overlays.css?inline';

export const headerCss: string = headerCssText;
export const sideMenuCss: string = sideMenuCssText;
export const footerCss: string = footerCssText;
/** The shell's dialogs (login, session expired, …); `startShellDialogs` puts it in their host. */
export const overlaysCss: string = overlaysCssText;
