/**
 * What a menu button shows around its menu: the wrapper and the button with its chevron. The
 * MenuButton renders it with its keys and open menu; the browser bundles' stand-in (a closed
 * menu button until the MenuButton's code arrives) renders the same one, so nothing moves
 * when the MenuButton takes over.
 */
import { useId } from 'react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../utils/dom';

/** The start of a menu button's ids: `-button` and `-menu` follow it. */
export const useMenuBase = () => `yuno-menu-${useId().replace(/:/g, '')}`;

export interface MenuButtonFrameProps {
  /** The start of the ids (useMenuBase). */
  base: string;
  label: string;
  buttonContent?: ReactNode;
  align?: 'start' | 'end';
  className?: string;
  buttonClassName?: string;
  open?: boolean;
  rootRef?: Ref<HTMLDivElement>;
  buttonRef?: Ref<HTMLButtonElement>;
  /** The button's handlers. */
  on: Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'onKeyDown' | 'onPointerDown' | 'onFocus' | 'onBlur'>;
  /** The menu, when open. */
  children?: ReactNode;
}

export function MenuButtonFrame({
  base,
  label,
  buttonContent,
  align = 'start',
  className,
  buttonClassName,
  open,
  rootRef,
  buttonRef,
  on,
  children,
}: MenuButtonFrameProps) {
  return (
    <div ref={rootRef} className={cx('yuno-menu', `yuno-menu--align-${align}`, open && 'yuno-menu--open', className)}>
      <button
        ref={buttonRef}
        id={`${base}-button`}
        type="button"
        className={cx('yuno-menu__button', buttonClassName)}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={open ? `${base}-menu` : undefined}
        aria-label={buttonContent != null ? label : undefined}
        {...on}
      >
        {buttonContent ?? label}
        <svg className="yuno-menu__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {children}
    </div>
  );
}
