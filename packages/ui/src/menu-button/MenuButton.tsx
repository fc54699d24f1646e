import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { focusElement } from '../utils/dom';
import { flatItems } from './menuNav';
import { MenuList } from './MenuList';
import { MenuButtonFrame, useMenuBase } from './MenuButtonFrame';

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
  /**
   * Opens as it mounts, on its first or last item: a press or arrow key that the browser
   * bundles' stand-in got before this code arrived.
   */
  openAt?: 'first' | 'last';
}

/**
 * Menu button pattern (WAI-ARIA APG). Enter, Space, click and ArrowDown open the menu on
 * its first item, ArrowUp on its last; in the menu Up/Down wrap, Home/End jump, a letter
 * moves to the next item starting with it, Escape closes and returns focus to the button,
 * Tab closes and moves on from the button. A pointer down outside closes it. The open menu
 * is MenuList: the button (MenuButtonFrame) is all that renders before someone opens it.
 */
export function MenuButton({ label, buttonContent, items, align, className, buttonClassName, onOpenChange, openAt }: MenuButtonProps) {
  const count = flatItems(items).length;
  const [active, setActive] = useState(() => (openAt && count > 0 ? (openAt === 'first' ? 0 : count - 1) : -1));
  const [open, setOpenState] = useState(active >= 0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const base = useMenuBase();
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  // Opened as it mounted: tell the owner, as an open by the button does.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- Once, as it mounts.
  useEffect(() => void (open && onOpenChangeRef.current?.(true)), []);

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
    <MenuButtonFrame
      base={base}
      label={label}
      buttonContent={buttonContent}
      align={align}
      className={className}
      buttonClassName={buttonClassName}
      open={open}
      rootRef={rootRef}
      buttonRef={buttonRef}
      on={{ onClick: onButtonClick, onKeyDown: onButtonKeyDown }}
    >
      {open ? (
        <MenuList id={`${base}-menu`} labelledBy={`${base}-button`} items={items} active={active} onActiveChange={setActive} onClose={close} rootRef={rootRef} />
      ) : null}
    </MenuButtonFrame>
  );
}
