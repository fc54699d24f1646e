/**
 * The open menu of a MenuButton: its items, the keys inside it (arrows, Home/End, typeahead,
 * Enter and Space, Escape and Tab) and a pointer down outside. A component of its own, with
 * its styles beside it, because nobody needs it before a menu opens: the browser bundles
 * fetch it then, with the MenuButton's own logic (the runtime's `ui-menu` part).
 */
import { useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { menuListCss } from '../styles';
import { cx, focusElement } from '../utils/dom';
import { useOutsidePointerDown } from '../utils/useOutsidePointerDown';
import { flatItems, isPrintableKey, moveIndex, typeaheadIndex } from './menuNav';
import type { MenuItem } from './MenuButton';

export interface MenuListProps {
  id: string;
  /** The menu button's id: it names the menu. */
  labelledBy: string;
  items: MenuItem[];
  /** The focused item's index among the flat items (-1: none). */
  active: number;
  onActiveChange: (index: number) => void;
  /** Closes the menu, giving focus back to its button when asked. */
  onClose: (returnFocus: boolean) => void;
  /** The menu button's root: a pointer down outside it closes the menu. */
  rootRef: RefObject<HTMLElement | null>;
}

const TYPEAHEAD_RESET_MS = 500;

export function MenuList({ id, labelledBy, items, active, onActiveChange, onClose, rootRef }: MenuListProps) {
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  // Typeahead: the letters typed, and when the last one was (a pause starts a new word).
  const typed = useRef({ text: '', at: 0 });
  const flat = flatItems(items);

  // A long menu scrolls: the focused item is brought into its view (focusElement never scrolls).
  const focusItem = (i: number) => {
    const item = itemRefs.current[i];
    focusElement(item);
    item?.scrollIntoView?.({ block: 'nearest' });
  };

  // Keep DOM focus on the active item. A layout effect, run as the menu renders: a passive one
  // could still be pending at the next key (Tab) and run first, with the old state, pulling
  // focus back into the menu just before it goes.
  useLayoutEffect(() => {
    if (active >= 0) focusItem(active);
  }, [active]);

  useOutsidePointerDown([rootRef], () => onClose(false), true);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const focused = itemRefs.current.indexOf(event.target as HTMLElement);
    const current = focused >= 0 ? focused : active;
    const moved = moveIndex(event.key, current, flat.length);
    if (moved !== null) {
      event.preventDefault();
      onActiveChange(moved);
      focusItem(moved);
      return;
    }
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        onClose(true);
        return;
      case 'Tab':
        // Back on the button first: the menu goes with the focused item, and the browser would
        // restart Tab from the page's top (or end) when nothing follows the menu in its tree.
        onClose(true);
        return;
      case 'Enter':
        event.preventDefault();
        if (current >= 0) itemRefs.current[current]?.click();
        return;
      case ' ':
        // Space activates on keyup (below), like a native button; stopping the keydown
        // keeps the browser from also clicking whatever has focus on keyup.
        event.preventDefault();
        return;
      default:
        break;
    }
    if (isPrintableKey(event)) {
      event.preventDefault();
      const state = typed.current;
      const now = Date.now();
      state.text = (now - state.at > TYPEAHEAD_RESET_MS ? '' : state.text) + event.key;
      state.at = now;
      const next = typeaheadIndex(
        flat.map((i) => i.label),
        current,
        state.text,
      );
      if (next >= 0) {
        onActiveChange(next);
        focusItem(next);
      }
    }
  };

  const onKeyUp = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    const target = event.target as HTMLElement;
    if (itemRefs.current.includes(target)) target.click();
  };

  const onItemClick = (event: MouseEvent<HTMLElement>, item: MenuItem) => {
    if (item.disabled) {
      event.preventDefault();
      return;
    }
    // Close and give focus back to the button first, so an action that opens a dialog
    // gets the button as its opener (and focus returns there when it closes).
    onClose(true);
    item.onSelect?.();
  };

  const entry = (item: MenuItem, n: number): ReactNode => {
    if (item.items) {
      const headingId = `${id}-${n}`;
      // A group (APG menu): named by its visible heading, which is no item (not focusable).
      return (
        <li key={item.id} role="none" className="yuno-menu__entry">
          <div id={headingId} className="yuno-group-label" aria-hidden="true">
            {item.label}
          </div>
          <ul role="group" aria-labelledby={headingId}>
            {item.items.map(entry)}
          </ul>
        </li>
      );
    }
    const i = flat.indexOf(item);
    const common = {
      ref: (el: HTMLElement | null) => {
        itemRefs.current[i] = el;
      },
      role: 'menuitem',
      // Roving tabindex: the active item is the menu's one stop in the tab order, so a
      // long menu that scrolls still holds something keyboard users can reach.
      tabIndex: i === active ? 0 : -1,
      'aria-disabled': item.disabled || undefined,
      // The label alone names the item (the note is hidden from the name); the note describes it.
      'aria-describedby': item.note && `${id}-${i}`,
      className: cx('yuno-menu__item', item.disabled && 'yuno-menu__item--disabled'),
      onClick: (event: MouseEvent<HTMLElement>) => onItemClick(event, item),
    };
    // A link (a disabled one keeps no address to follow), else a button.
    const Item = (item.href === undefined ? 'button' : 'a') as 'a';
    return (
      <li key={item.id} role="none" className="yuno-menu__entry">
        <Item
          {...common}
          type={item.href === undefined ? 'button' : undefined}
          href={item.disabled ? undefined : item.href}
          target={item.target}
          rel={item.rel ?? (item.target === '_blank' ? 'noopener noreferrer' : undefined)}
        >
          {item.icon != null ? (
            <span className="yuno-menu__icon" aria-hidden="true">
              {item.icon}
            </span>
          ) : null}
          <span className="yuno-menu__label">{item.label}</span>
          {item.note && (
            <span id={`${id}-${i}`} className="yuno-menu__note" aria-hidden="true">
              {item.note}
            </span>
          )}
        </Item>
      </li>
    );
  };

  return (
    <>
      <style>{menuListCss}</style>
      <ul id={id} role="menu" aria-labelledby={labelledBy} className="yuno-menu__list" onKeyDown={onKeyDown} onKeyUp={onKeyUp}>
        {items.map(entry)}
      </ul>
    </>
  );
}
