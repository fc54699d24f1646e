import { getTabbable } from '../utils/dom';

/**
 * Where Tab (or Shift+Tab) goes from `current` inside `container`, wrapping at the ends.
 * Returns `container` itself when it holds nothing tabbable.
 */
export function nextTabStop(container: HTMLElement, current: Element | null, backwards: boolean): HTMLElement {
  const stops = getTabbable(container);
  if (stops.length === 0) return container;
  const index = current ? stops.indexOf(current as HTMLElement) : -1;
  if (backwards) return index <= 0 ? stops[stops.length - 1] : stops[index - 1];
  return index === -1 || index === stops.length - 1 ? stops[0] : stops[index + 1];
}
