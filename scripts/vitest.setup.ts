import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Two cores run both renderer projects at once, often beside other work: give waits room
// before they give up. A passing wait ends as soon as what it waits for appears; a wait still
// fails when it never does. 5 s ran out on a machine eight times slower than idle.
configure({ asyncUtilTimeout: 15_000 });

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
