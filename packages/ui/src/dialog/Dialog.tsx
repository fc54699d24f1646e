import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { cx, focusElement, getActiveElement, getActiveElementFrom, getTabbable } from '../utils/dom';
import { nextTabStop } from './focusTrap';
import { lockScroll } from './scrollLock';
import { registerToastSlot } from './toastSlots';

/** The spec's modal widths: 920 default, 500 invite, 450 session, 388 demo, 360 login. */
export type DialogWidth = 920 | 500 | 450 | 388 | 360;
export const DIALOG_WIDTHS: readonly DialogWidth[] = [920, 500, 450, 388, 360];

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. The parent closes it. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Max width in px (default 920). At 768px and below the dialog is full width. */
  width?: DialogWidth;
  /** 'right' makes a full-height side panel (the spec's right sidebar). */
  placement?: 'center' | 'right';
  /** Focused on open; else the first tabbable element of the body, then of the footer, then the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  /** Id of an element that describes the dialog (aria-describedby). */
  describedBy?: string;
  className?: string;
}

/**
 * Modal dialog on the native `<dialog>` opened with showModal(): it lives in the top layer,
 * so a host page's z-index, overflow or transforms cannot hide or clip it. Focus handling,
 * Escape and the Tab trap are done here too (jsdom and old browsers do not do them), and a
 * form submitted in it that then shows invalid fields (aria-invalid) gets focus on the first.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return <OpenDialog {...props} />;
}

/**
 * Focus that the dialog moves (Tab, an invalid field), brought into view in its scrolling body
 * (focusElement does not scroll). The page behind is locked and the dialog is fixed, so only
 * the dialog scrolls.
 */
function focusInView(el: HTMLElement): void {
  focusElement(el);
  el.scrollIntoView({ block: 'nearest' });
}

function OpenDialog({
  onClose,
  title,
  children,
  footer,
  width = 920,
  placement = 'center',
  initialFocusRef,
  closeLabel = 'Close',
  describedBy,
  className,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const toastSlotRef = useRef<HTMLDivElement>(null);
  const pointerDownOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const titleId = `yuno-dialog-title-${useId().replace(/:/g, '')}`;

  // Open: remember the opener, enter the top layer, lock the page, move focus in.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = getActiveElement(dialog.ownerDocument);
    if (!dialog.open) {
      try {
        dialog.showModal();
      } catch {
        dialog.setAttribute('open', '');
      }
    }
    const unlock = lockScroll(dialog.ownerDocument);
    const unregisterSlot = toastSlotRef.current ? registerToastSlot(toastSlotRef.current) : () => {};
    const target =
      initialFocusRef?.current ??
      (bodyRef.current && getTabbable(bodyRef.current)[0]) ??
      (footerRef.current && getTabbable(footerRef.current)[0]) ??
      closeRef.current ??
      dialog;
    focusElement(target);
    return () => {
      // Leave the top layer first: while it is modal the rest of the page is inert and
      // could not take focus back.
      if (dialog.open) {
        try {
          dialog.close();
        } catch {
          dialog.removeAttribute('open');
        }
      }
      unregisterSlot();
      unlock();
      if (opener instanceof HTMLElement && opener.isConnected && opener !== opener.ownerDocument.body) {
        focusElement(opener);
      }
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mount-only: the dialog opens once per `open` cycle.
  }, []);

  // The browser's own close request (Escape, Android back): keep the parent in charge.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = dialogRef.current;
    // Already handled inside (a menu's Escape, a nested dialog's Tab).
    if (!dialog || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key === 'Tab') {
      event.preventDefault();
      focusInView(nextTabStop(dialog, getActiveElementFrom(dialog), event.shiftKey));
    }
  };

  // A form that refuses its submit shows its errors as it renders: once it has, the first
  // invalid field takes focus, so its error is read (on the submit button it would not be).
  const onSubmit = () =>
    requestAnimationFrame(() => {
      const invalid = bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (invalid) focusInView(invalid);
    });

  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pointerDownOnBackdrop.current = event.target === dialogRef.current;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The surface fills the dialog box, so a click whose target is the <dialog> itself
    // landed on its ::backdrop. Both press and release must be there (no drag-out close).
    if (event.target === dialogRef.current && pointerDownOnBackdrop.current) onCloseRef.current();
    pointerDownOnBackdrop.current = false;
  };

  const style = { '--yuno-dialog-width': `${width}px` } as CSSProperties;

  return (
    <dialog
      ref={dialogRef}
      className={cx('yuno-dialog', `yuno-dialog--${placement}`, className)}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      data-width={width}
      data-placement={placement}
      style={style}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onSubmit={onSubmit}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <div className="yuno-dialog__surface">
        <div className="yuno-dialog__header">
          <h2 id={titleId} className="yuno-dialog__title">
            {title}
          </h2>
          <button ref={closeRef} type="button" className="yuno-dialog__close" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
            </svg>
          </button>
        </div>
        <div ref={bodyRef} className="yuno-dialog__body">
          {children}
        </div>
        {footer != null && footer !== false ? (
          <div ref={footerRef} className="yuno-dialog__footer">
            {footer}
          </div>
        ) : null}
      </div>
      <div ref={toastSlotRef} className="yuno-dialog__toasts" />
    </dialog>
  );
}
