import type { TooltipPlacement } from './Tooltip';

export interface TooltipFit {
  placement: TooltipPlacement;
  /** Sideways shift (px) that keeps a top or bottom bubble inside the viewport. */
  shift: number;
}

/**
 * Where a width × height bubble goes above or below the trigger box `at` in a viewport
 * `viewWidth` × `viewHeight`: the asked side, or the other one when only that has room;
 * centred on the trigger, then moved sideways to stay `gap` px inside the viewport (its start
 * edge wins when it is wider). Left and right placements are kept as asked.
 */
export function tooltipFit(
  asked: TooltipPlacement,
  at: Pick<DOMRectReadOnly, 'top' | 'right' | 'bottom' | 'left'>,
  width: number,
  height: number,
  viewWidth: number,
  viewHeight: number,
  gap = 8,
): TooltipFit {
  if (asked === 'left' || asked === 'right') return { placement: asked, shift: 0 };
  const above = at.top - gap >= height;
  const below = at.bottom + gap + height <= viewHeight;
  const from = (at.left + at.right - width) / 2;
  return {
    placement: (asked === 'top' ? above || !below : !below && above) ? 'top' : 'bottom',
    shift: Math.round(Math.max(gap - from, Math.min(0, viewWidth - gap - from - width))),
  };
}
