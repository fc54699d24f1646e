import { useEffect, useId, useRef, useState } from 'react';
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
  /** Decorative icon before the label. */
  icon?: ReactNode;
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
 * Tab closes and moves on. A pointer down outside closes it.
 */
export function MenuButton({
  label,
  buttonContent,
  items,
  align = 'start',
  className,
  buttonClassName,
  onOpenChange,
}: MenuButtonProps) {
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const typed = useRef<{ text: string; timer: ReturnType<typeof setTimeout> | null }>({ text: '', timer: null });
  const base = `yuno-menu-${useId().replace(/:/g, '')}`;
  const menuId = `${base}-menu`;
  const buttonId = `${base}-button`;
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  const setOpen = (next: boolean, index = -1) => {
    setOpenState(next);
    setActive(next ? index : -1);
    if (next !== open) onOpenChangeRef.current?.(next);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) focusElement(buttonRef.current);
  };

  // Keep DOM focus on the active item.
  useEffect(() => {
    if (open && active >= 0) focusElement(itemRefs.current[active]);
  }, [open, active]);

  useEffect(
    () => () => {
      if (typed.current.timer) clearTimeout(typed.current.timer);
    },
    [],
  );

  useOutsidePointerDown([rootRef], () => close(false), open);

  const onButtonClick = () => {
    if (open) close(false);
    else if (items.length > 0) setOpen(true, 0);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (items.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true, 0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true, items.length - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const focused = itemRefs.current.indexOf(event.target as HTMLElement);
    const current = focused >= 0 ? focused : active;
    const moved = moveIndex(event.key, current, items.length);
    if (moved !== null) {
      event.preventDefault();
      setActive(moved);
      focusElement(itemRefs.current[moved]);
      return;
    }
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        return;
      case 'Tab':
        close(false);
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
      if (state.timer) clearTimeout(state.timer);
      state.text += event.key;
      state.timer = setTimeout(() => {
        state.text = '';
        state.timer = null;
      }, TYPEAHEAD_RESET_MS);
      const next = typeaheadIndex(
        items.map((i) => i.label),
        current,
        state.text,
      );
      if (next >= 0) {
        setActive(next);
        focusElement(itemRefs.current[next]);
      }
    }
  };

  const onMenuKeyUp = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    const focused = itemRefs.current.indexOf(event.target as HTMLElement);
    if (focused >= 0) itemRefs.current[focused]?.click();
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
          {items.map((item, i) => {
            const common = {
              ref: (el: HTMLElement | null) => {
                itemRefs.current[i] = el;
              },
              role: 'menuitem',
              // Roving tabindex: the active item is the menu's one stop in the tab order, so a
              // long menu that scrolls still holds something keyboard users can reach.
              tabIndex: i === active ? 0 : -1,
              'aria-disabled': item.disabled ? ('true' as const) : undefined,
              className: cx('yuno-menu__item', item.disabled && 'yuno-menu__item--disabled', i === active && 'yuno-menu__item--active'),
              'data-item-id': item.id,
              onClick: (event: MouseEvent<HTMLElement>) => onItemClick(event, item),
            };
            const content = (
              <>
                {item.icon != null ? (
                  <span className="yuno-menu__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                ) : null}
                <span className="yuno-menu__label">{item.label}</span>
              </>
            );
            return (
              <li key={item.id} role="none" className="yuno-menu__entry">
                {item.href !== undefined && !item.disabled ? (
                  <a {...common} href={item.href} target={item.target} rel={item.rel ?? (item.target === '_blank' ? 'noopener noreferrer' : undefined)}>
                    {content}
                  </a>
                ) : item.href !== undefined ? (
                  <a {...common}>{content}</a>
                ) : (
                  <button {...common} type="button">
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
