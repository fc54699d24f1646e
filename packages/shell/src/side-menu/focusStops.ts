/**
 * Focus helpers sized for the side menu. The ui package's getTabbable and nextTabStop would
 * add about 0.45 KB gzip to this bundle, more than the account pages' budget leaves; the
 * menu holds only links, buttons and the code field, none hidden or disabled while shown
 * (a busy button stays focusable).
 */

/** What Tab reaches in the menu, in order. */
export const tabStops = (root: Element) => root.querySelectorAll<HTMLElement>('a[href],button,input');

/** The focused element of the tree `node` is in: inside a shadow root, its own, not the host. */
export const focusedIn = (node: Node) => (node.getRootNode() as Document | ShadowRoot).activeElement;

/**
 * Where Tab (or Shift+Tab) from `from` wraps to: the first stop after the last, the last
 * before the first. Nothing elsewhere: between the ends the browser's own order is right.
 */
export function wrapTo<T>(stops: ArrayLike<T>, from: unknown, back: boolean): T | undefined {
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (stops.length && from === (back ? first : last)) return back ? last : first;
  return undefined;
}

/**
 * Tab and Shift+Tab wrap inside `root`, the open drawer (a modal dialog, WAI-ARIA APG). The
 * native modal keeps focus off the page behind; at its ends Tab would leave for the browser's
 * own controls.
 */
export function trapTab(root: Element, event: { key: string; shiftKey: boolean; preventDefault(): void }) {
  const to = event.key === 'Tab' && wrapTo(tabStops(root), focusedIn(root), event.shiftKey);
  if (to) {
    event.preventDefault();
    to.focus();
  }
}
