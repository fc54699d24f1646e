// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdReservedBox, releaseReservedBox, reservedHeight } from './holdReservedBox';

let resized: () => void = () => {};
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  disconnect() {
    resized = () => {};
  }
}

function mountPoint(height: number) {
  const element = document.createElement('div');
  element.innerHTML = '<div class="yuno-placeholder"></div>';
  vi.spyOn(element.firstElementChild!, 'getBoundingClientRect').mockReturnValue({ height } as DOMRect);
  const content = document.createElement('div');
  let contentHeight = 0;
  vi.spyOn(content, 'getBoundingClientRect').mockImplementation(() => ({ height: contentHeight }) as DOMRect);
  document.body.append(element);
  return { element, content, grow: (h: number) => ((contentHeight = h), resized()) };
}

describe('holdReservedBox', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it("reads the placeholder's height, and nothing where there is none", () => {
    expect(reservedHeight(mountPoint(412).element)).toBe(412);
    expect(reservedHeight(document.createElement('div'))).toBe(0);
  });

  it('keeps the reserved height on the mount point until the widget is as tall', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { element, content, grow } = mountPoint(300);
    element.style.minHeight = '10px';
    holdReservedBox(element, content, 300);
    expect(element.style.minHeight).toBe('300px');
    grow(120);
    expect(element.style.minHeight).toBe('300px');
    grow(300);
    // The page's own value comes back.
    expect(element.style.minHeight).toBe('10px');
  });

  it('lets go at the first input (a widget that ends shorter closes up when the person acts)', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { element, content } = mountPoint(300);
    holdReservedBox(element, content, 300);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(element.style.minHeight).toBe('');
  });

  it('lets go when the widget is unmounted', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { element, content } = mountPoint(300);
    holdReservedBox(element, content, 300);
    releaseReservedBox(element);
    expect(element.style.minHeight).toBe('');
  });
});
