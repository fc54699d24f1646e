/**
 * The docs pages' container: Storybook's own, kept at the top while its stories load.
 *
 * Each story of a docs page renders in a frame of its own (see the preview's `docs.story`),
 * and runs its play function there: a menu opened, a dialog shown, a field focused. Moving
 * focus inside a frame scrolls the page around it to that frame, so a docs page would open
 * somewhere among its stories instead of at the widget's description. Until the reader
 * scrolls, types or clicks (or 20 s have passed), the page is held at its top. A link to a
 * heading of the page (an address with #…) is left to Storybook. The reader's wheel over a
 * story's frame reaches that frame only: every frame tells the page around it (see
 * `tellTheDocsPageOfTheReader`, installed by the preview).
 */
import { useEffect } from 'react';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';

const HOLD_MS = 20_000;
const READER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

declare global {
  interface Window {
    /** Set on a docs page while it is held at its top: ends the hold. */
    __yunoDocsReaderMoved?: () => void;
  }
}

function linkedToAHeading(): boolean {
  try {
    return Boolean(window.location.hash || (window.parent !== window && window.parent.location.hash));
  } catch {
    return false;
  }
}

/** Holds the page at its top until the reader moves it; returns the release. */
export function holdAtTheTop(): () => void {
  if (linkedToAHeading()) return () => {};
  const toTop = () => {
    if (window.scrollY !== 0 || window.scrollX !== 0) window.scrollTo(0, 0);
  };
  // Play functions click and type too: only the reader's own (trusted) events count.
  const readerMoved = (event: Event) => {
    if (event.isTrusted) release();
  };
  const release = () => {
    if (window.__yunoDocsReaderMoved === release) delete window.__yunoDocsReaderMoved;
    window.removeEventListener('scroll', toTop);
    for (const name of READER_EVENTS) window.removeEventListener(name, readerMoved, true);
    clearTimeout(timer);
  };
  window.addEventListener('scroll', toTop, { passive: true });
  for (const name of READER_EVENTS) window.addEventListener(name, readerMoved, { capture: true, passive: true });
  const timer = setTimeout(release, HOLD_MS);
  window.__yunoDocsReaderMoved = release;
  return release;
}

/** In a story's frame: the reader's wheel, keys and clicks there end the hold of the docs page around it. */
export function tellTheDocsPageOfTheReader(): void {
  if (window.parent === window) return;
  const tell = (event: Event) => {
    if (!event.isTrusted) return;
    try {
      window.parent.__yunoDocsReaderMoved?.();
    } catch {
      /* not a page of this Storybook */
    }
  };
  for (const name of READER_EVENTS) window.addEventListener(name, tell, { capture: true, passive: true });
}

export function DocsPage(props: DocsContainerProps) {
  // Each docs page shown in this frame starts at its top.
  useEffect(() => holdAtTheTop(), [props.context]);
  return <DocsContainer {...props} />;
}
