/**
 * DOM helpers that work inside shadow roots. The widgets render in shadow roots, where
 * `document.activeElement` is the shadow host, not the focused element.
 */

/**
 * The focused element, looking through shadow roots: `document.activeElement` may be a
 * shadow host; its `shadowRoot.activeElement` is then the next step down.
 */
export function getActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active: Element | null = root.activeElement;
  while (active && active.shadowRoot && active.shadowRoot.activeElement) {
    active = active.shadowRoot.activeElement;
  }
  return active;
}

/** The document or shadow root an element lives in. */
export function getRoot(node: Node): Document | ShadowRoot {
  const root = node.getRootNode();
  return root instanceof ShadowRoot || root instanceof Document ? root : (node.ownerDocument ?? document);
}

/** The focused element as seen from the tree that `node` is in (then deeper). */
export function getActiveElementFrom(node: Node | null | undefined): Element | null {
  if (!node) return getActiveElement(document);
  return getActiveElement(getRoot(node));
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isHidden(el: Element, container: Element): boolean {
  for (let node: Element | null = el; node && node !== container; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.hasAttribute('inert')) return true;
    if (node instanceof HTMLElement && (node.style.display === 'none' || node.style.visibility === 'hidden')) return true;
  }
  return false;
}

/**
 * The elements inside `container` that Tab reaches, in DOM order. jsdom has no layout, so
 * visibility is judged by `hidden`/`inert` attributes and inline display/visibility only.
 */
export function getTabbable(container: Element): HTMLElement[] {
  const all = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  return all.filter((el) => {
    if (el.tabIndex < 0) return false;
    if (el.getAttribute('tabindex') === '-1') return false;
    if ((el as HTMLButtonElement).disabled) return false;
    if (el.closest('fieldset:disabled')) return false;
    return !isHidden(el, container);
  });
}

/** Focus without scrolling the page where the browser supports it. */
export function focusElement(el: HTMLElement | null | undefined): void {
  if (!el) return;
  try {
    el.focus({ preventScroll: true });
  } catch {
    el.focus();
  }
}

/** Join class names, skipping falsy ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
