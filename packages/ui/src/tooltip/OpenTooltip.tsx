import { useEffect, useLayoutEffect } from 'react';
import type { RefObject } from 'react';
import { tooltipOpenCss } from '../styles';
import { tooltipFit, type TooltipFit } from './tooltipFit';
import type { TooltipPlacement } from './Tooltip';

export interface OpenTooltipProps {
  placement: TooltipPlacement;
  /** The trigger's wrapper and the bubble, both rendered by Tooltip. */
  anchor: RefObject<HTMLElement | null>;
  bubble: RefObject<HTMLElement | null>;
  /** Whether the bubble is laid out (Tooltip shows it once it has a first fit). */
  shown: boolean;
  onFit: (fit: TooltipFit) => void;
  onDismiss: () => void;
}

/**
 * What a shown tooltip needs beyond the markup Tooltip always renders: the bubble's styles,
 * its place inside the viewport, and Escape anywhere. Rendered by Tooltip while the tooltip
 * is open (in the browser bundles, the runtime's `ui-tooltip` part, fetched at the first).
 */
export function OpenTooltip({ placement, anchor, bubble, shown, onFit, onDismiss }: OpenTooltipProps) {
  // Measured before paint each time it opens (a bubble not shown yet is shown first, so that
  // it is laid out), and again a frame later: a bubble measured before layout reads 0 × 0.
  useLayoutEffect(() => {
    if (!shown) return onFit({ placement, shift: 0 });
    const measure = () => {
      const { clientWidth, clientHeight } = bubble.current!.ownerDocument.documentElement;
      onFit(tooltipFit(placement, anchor.current!.getBoundingClientRect(), bubble.current!.offsetWidth, bubble.current!.offsetHeight, clientWidth, clientHeight));
    };
    measure();
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Refs and callbacks are read when it measures.
  }, [placement, shown]);

  // Escape anywhere hides a tooltip shown by hover (focus may be elsewhere).
  useEffect(() => {
    const doc = anchor.current?.ownerDocument ?? document;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    doc.addEventListener('keydown', onKey);
    return () => doc.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- One listener while open; Tooltip's dismiss does not change.
  }, []);

  return <style>{tooltipOpenCss}</style>;
}
