import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Two cores run both renderer projects at once: give waits room before they give up
// (a wait still fails when what it waits for never appears).
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout engine and lacks a few browser APIs the widgets use; give them
// minimal, honest stand-ins (they never pretend a result the browser would not give).
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList;
  }
  const proto = window.HTMLDialogElement?.prototype as HTMLDialogElement | undefined;
  if (proto && !proto.showModal) {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.show = function show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};
}

afterEach(() => {
  cleanup();
  try {
    sessionStorage.clear();
    localStorage.clear();
  } catch {
    /* storage may be deliberately broken by a test */
  }
});
