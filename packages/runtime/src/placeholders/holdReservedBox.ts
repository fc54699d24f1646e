/**
 * A mount point's placeholder reserves the widget's box until the bundle runs; the widget's
 * shadow root then hides it. Its height stays held on the mount point until the widget fills
 * it (a loading state is often shorter than what follows) or until the person first uses
 * the page (a widget that ends shorter then closes up at a moment they caused), so nothing
 * on screen moves while the widgets load.
 */
const holds = new WeakMap<HTMLElement, () => void>();

/** The height the mount point's placeholder reserves now (0 without one); read before the shadow root hides it. */
export const reservedHeight = (element: HTMLElement): number => element.querySelector(':scope > .yuno-placeholder')?.getBoundingClientRect().height ?? 0;

/** Holds `height` on the mount point until `content` (the widget's root) is as tall, or until the first input. */
export function holdReservedBox(element: HTMLElement, content: HTMLElement, height: number): void {
  if (height && typeof ResizeObserver != 'undefined') {
    const style = element.style;
    const previous = style.minHeight;
    const release = () => {
      observer.disconnect();
      ['pointerdown', 'keydown'].forEach((type) => removeEventListener(type, release, true));
      holds.delete(element);
      style.minHeight = previous;
    };
    const observer = new ResizeObserver(() => content.getBoundingClientRect().height >= height - 0.5 && release());
    style.minHeight = `${height}px`;
    observer.observe(content);
    ['pointerdown', 'keydown'].forEach((type) => addEventListener(type, release, true));
    holds.set(element, release);
  }
}

/** Lets go of a mount point's held box (it is being unmounted). */
export const releaseReservedBox = (element: HTMLElement) => holds.get(element)?.();
