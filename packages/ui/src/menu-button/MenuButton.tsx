import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx, focusElement } from '../utils/dom';
import { flatItems } from './menuNav';
import { MenuList } from './MenuList';

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

/**
 * Menu button pattern (WAI-ARIA APG). Enter, Space, click and ArrowDown open the menu on
 * its first item, ArrowUp on its last; in the menu Up/Down wrap, Home/End jump, a letter
 * moves to the next item starting with it, Escape closes and returns focus to the button,
 * Tab closes and moves on from the button. A pointer down outside closes it. The open menu
 * is MenuList: the button is all that renders before someone opens it.
 */
export function MenuButton({ label, buttonContent, items, align = 'start', className, buttonClassName, onOpenChange }: MenuButtonProps) {
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const base = `yuno-menu-${useId().replace(/:/g, '')}`;
  const menuId = `${base}-menu`;
  const buttonId = `${base}-button`;
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  const count = flatItems(items).length;

  const setOpen = (next: boolean, index = -1) => {
    setOpenState(next);
    setActive(next ? index : -1);
    if (next !== open) onOpenChangeRef.current?.(next);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) focusElement(buttonRef.current);
  };

  const onButtonClick = () => {
    if (open) close(false);
    else if (count > 0) setOpen(true, 0);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (count === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true, 0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true, count - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
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
      {open ? <MenuList id={menuId} labelledBy={buttonId} items={items} active={active} onActiveChange={setActive} onClose={close} rootRef={rootRef} /> : null}
    </div>
  );
}
