import { cloneElement, isValidElement, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactElement, ReactNode } from 'react';
import { cx } from '../utils/dom';
import { OpenTooltip } from './OpenTooltip';
import type { TooltipFit } from './tooltipFit';

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

export interface TooltipTriggerProps {
  'aria-describedby': string;
}

export interface TooltipProps {
  /** The tooltip text (plain, non-interactive content). */
  content: ReactNode;
  /**
   * The trigger: one focusable element (it gets aria-describedby), or a render prop that
   * spreads the given props onto its focusable element. A non-focusable trigger (a badge)
   * needs tabIndex={0} to be reachable from the keyboard.
   */
  children: ReactElement | ((props: TooltipTriggerProps) => ReactNode);
  placement?: TooltipPlacement;
  className?: string;
}

function joinIds(...ids: Array<string | undefined | null>): string {
  return ids.filter(Boolean).join(' ');
}

/**
 * Tooltip pattern (WAI-ARIA APG): the trigger is described by the tooltip (always, so
 * the description is there before it is shown); it shows on hover and on focus, and
 * hides on Escape, blur and mouse leave. Hovering the tooltip itself keeps it open
 * (WCAG 1.4.13). The trigger, its description and the hidden bubble are rendered here;
 * what only a shown tooltip needs (its styles and placement) is OpenTooltip, which in the
 * browser bundles arrives at the first hover or focus. Until then the bubble stays hidden.
 */
export function Tooltip({ content, children, placement = 'top', className }: TooltipProps) {
  const id = `yuno-tooltip-${useId().replace(/:/g, '')}`;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLSpanElement>(null);
  // Set by OpenTooltip: the bubble is shown only once its styles and place have arrived.
  const [fit, setFit] = useState<TooltipFit | null>(null);
  const open = (hovered || focused) && !dismissed;

  // Once neither hovered nor focused, the next hover or focus shows it again.
  useEffect(() => {
    if (!hovered && !focused) setDismissed(false);
  }, [hovered, focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'Escape' && open) {
      // Only the tooltip closes (not an enclosing dialog).
      event.stopPropagation();
      event.preventDefault();
      setDismissed(true);
    }
  };

  let trigger: ReactNode;
  if (typeof children === 'function') {
    trigger = children({ 'aria-describedby': id });
  } else if (isValidElement<{ 'aria-describedby'?: string }>(children)) {
    trigger = cloneElement(children, { 'aria-describedby': joinIds(children.props['aria-describedby'], id) });
  } else {
    trigger = children;
  }

  return (
    <span
      ref={wrapperRef}
      className={cx('yuno-tooltip', open && 'yuno-tooltip--open', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (!next || !wrapperRef.current?.contains(next)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      {trigger}
      <span
        ref={bubbleRef}
        role="tooltip"
        id={id}
        className={cx('yuno-tooltip__bubble', fit && `yuno-tooltip__bubble--${fit.placement}`)}
        hidden={!open || !fit}
        // `translate` adds to the placement's transform.
        style={{ translate: `${fit?.shift ?? 0}px` }}
      >
        {content}
      </span>
      {open ? (
        <OpenTooltip placement={placement} anchor={wrapperRef} bubble={bubbleRef} shown={Boolean(fit)} onFit={setFit} onDismiss={() => setDismissed(true)} />
      ) : null}
    </span>
  );
}
