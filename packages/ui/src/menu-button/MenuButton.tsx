import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { cx, focusElement } from '../utils/dom';
import { useOutsidePointerDown } from '../utils/useOutsidePointerDown';
import { isPrintableKey, moveIndex, typeaheadIndex } from './menuNav';

export interface MenuItem {
  id: string;
  /** Visible text; also used for typeahead. */
  label: string;
  /** Renders the item as a link (`<a role="menuitem">`). Pass sanitised URLs only. */
  href?: string;
  target?: string;
  rel?: string;
  onSelect?: () => void;
  /** aria-disabled: focusable (as the APG recommends) but not activatable. */
  disabled?: boolean;
  /** A short visible note after the label (why a disabled item is unavailable); it describes the item. */
  note?: string;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** Makes this a group: its label heads these items (one level; arrows run through all groups). */
  items?: MenuItem[];
}

export interface MenuButtonProps {
  /** The button's accessible name (also its text when buttonContent is not given). */
  label: string;
  /** Visible content of the button (an avatar, an icon); `label` then becomes its aria-label. */
  buttonContent?: ReactNode;
  items: MenuItem[];
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  className?: string;
  buttonClassName?: string;
  onOpenChange?: (open: boolean) => void;
}

const TYPEAHEAD_RESET_MS = 500;

/**
 * Menu button pattern (WAI-ARIA APG). Enter, Space, click and ArrowDown open the menu on
 * its first item, ArrowUp on its last; in the menu Up/Down wrap, Home/End jump, a letter
 * moves to the next item starting with it, Escape closes and returns focus to the button,
 * Tab closes and moves on from the button. A pointer down outside closes it.
 */
export function MenuButton({ label, buttonContent, items, align = 'start', className, buttonClassName, onOpenChange }: MenuButtonProps) {
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  // Typeahead: the letters typed, and when the last one was (a pause starts a new word).
  const typed = useRef({ text: '', at: 0 });
  const base = `yuno-menu-${useId().replace(/:/g, '')}`;
  const menuId = `${base}-menu`;
  const buttonId = `${base}-button`;
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  // The items keys and focus move through, groups' items in their place.
  const flat = items.flatMap((item) => item.items ?? [item]);

  const setOpen = (next: boolean, index = -1) => {
    setOpenState(next);
    setActive(next ? index : -1);
    if (next !== open) onOpenChangeRef.current?.(next);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) focusElement(buttonRef.current);
  };

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
    if (open && active >= 0) focusItem(active);
  }, [open, active]);

  useOutsidePointerDown([rootRef], () => close(false), open);

  const onButtonClick = () => {
    if (open) close(false);
    else if (flat.length > 0) setOpen(true, 0);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (flat.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true, 0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true, flat.length - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const focused = itemRefs.current.indexOf(event.target as HTMLElement);
    const current = focused >= 0 ? focused : active;
    const moved = moveIndex(event.key, current, flat.length);
    if (moved !== null) {
      event.preventDefault();
      setActive(moved);
      focusItem(moved);
      return;
    }
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        return;
      case 'Tab':
        // Back on the button first: the menu goes with the focused item, and the browser would
        // restart Tab from the page's top (or end) when nothing follows the menu in its tree.
        close(true);
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
        setActive(next);
        focusItem(next);
      }
    }
  };

  const onMenuKeyUp = (event: KeyboardEvent<HTMLUListElement>) => {
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
    close(true);
    item.onSelect?.();
  };

  const entry = (item: MenuItem, n: number): ReactNode => {
    if (item.items) {
      const headingId = `${menuId}-${n}`;
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
      'aria-describedby': item.note && `${menuId}-${i}`,
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
            <span id={`${menuId}-${i}`} className="yuno-menu__note" aria-hidden="true">
              {item.note}
            </span>
          )}
        </Item>
      </li>
    );
  };

  return (
    <div ref={rootRef} className={cx('yuno-menu', `yuno-menu--align-${align}`, open && 'yuno-menu--open', className)}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={cx('yuno-menu__button', buttonClassName)}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonContent != null ? label : undefined}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {buttonContent ?? label}
        <svg className="yuno-menu__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open ? (
        <ul id={menuId} role="menu" aria-labelledby={buttonId} className="yuno-menu__list" onKeyDown={onMenuKeyDown} onKeyUp={onMenuKeyUp}>
          {items.map(entry)}
        </ul>
      ) : null}
    </div>
  );
}
