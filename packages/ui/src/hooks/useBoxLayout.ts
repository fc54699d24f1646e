import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The layout a widget's stylesheet picked for an element's box: the element's `--yuno-layout`
 * custom property, which `@container` rules set from the width the page gives the widget (not
 * the window's). Read before the first paint and again whenever the box resizes, so logic that
 * must know (which controls to render, in which order) follows the same rule as the styles.
 */
/** The layout the stylesheet picked for an element's box now (its `--yuno-layout`), else `fallback`. */
export const readBoxLayout = (element: Element, fallback = ''): string => window.getComputedStyle(element).getPropertyValue('--yuno-layout').trim() || fallback;

export interface BoxLayoutOptions {
  /**
   * The first render's layout is known, not guessed (a grid's cards share their cells' width):
   * the box is read only once it has been laid out (the resize observer's first report), never
   * before the paint. Reading a style inside a container query makes the browser lay out the
   * page there and then: once per card, that was most of a results page's render time.
   */
  firstIsKnown?: boolean;
}

/**
 * `first` is the layout of the very first render, for a box whose layout the page already
 * knows (one that follows the window), so it paints once at its own size. `null`: not known
 * until read, and the caller renders only its box until then (the hook gives null): the read
 * then lays out an empty box. Read after the whole widget has rendered, it makes the browser
 * lay the widget out inside the render's task, a third of a mount on a phone's CPU; the
 * content then renders once, at its layout, and the browser lays it out in its own time.
 */
export function useBoxLayout(ref: RefObject<Element | null>, fallback?: string, first?: string, options?: BoxLayoutOptions): string;
export function useBoxLayout(ref: RefObject<Element | null>, fallback: string, first: string | null, options?: BoxLayoutOptions): string | null;
export function useBoxLayout(
  ref: RefObject<Element | null>,
  fallback = '',
  first: string | null = fallback,
  { firstIsKnown = false }: BoxLayoutOptions = {},
): string | null {
  const [layout, setLayout] = useState(first);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const read = () => setLayout(readBoxLayout(element, fallback));
    if (!firstIsKnown) read();
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback, firstIsKnown]);
  return layout;
}
