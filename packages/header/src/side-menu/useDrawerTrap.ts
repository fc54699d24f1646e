/**
 * The mobile drawer is a modal dialog over a backdrop (WAI-ARIA APG): Tab and Shift+Tab
 * wrap inside it, and focus that lands on the page behind (Tab from the browser's toolbar,
 * a widget focusing itself) is brought back. On wide screens the menu is part of the page:
 * `active` is false and nothing is trapped.
 */
import { useEffect } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { focusedIn, tabStops, wrapTo } from './focusStops';

export function useDrawerTrap(rootRef: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const root = rootRef.current;
    if (!active || !root) return undefined;
    const doc = root.ownerDocument;
    // The path crosses shadow roots, where the event's target is only the widget's host.
    const pull = (event: FocusEvent) => {
      if (!event.composedPath().includes(root)) tabStops(root)[0]?.focus();
    };
    doc.addEventListener('focusin', pull);
    return () => doc.removeEventListener('focusin', pull);
  }, [rootRef, active]);

  return (event: KeyboardEvent) => {
    const root = rootRef.current;
    if (!active || !root || event.key !== 'Tab') return;
    const to = wrapTo(tabStops(root), focusedIn(root), event.shiftKey);
    if (to) {
      event.preventDefault();
      to.focus();
    }
  };
}
