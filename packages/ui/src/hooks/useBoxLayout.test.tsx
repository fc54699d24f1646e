import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useBoxLayout } from './useBoxLayout';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const layout = useBoxLayout(ref, 'wide');
  return <div ref={ref}>{layout}</div>;
}

let resize: () => void = () => {};
let layout = '';

function install() {
  const original = window.getComputedStyle;
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => {
    const style = original(element);
    return { getPropertyValue: (name: string) => (name === '--yuno-layout' ? layout : style.getPropertyValue(name)) } as CSSStyleDeclaration;
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resize = callback;
      }
      observe() {}
      disconnect() {
        resize = () => {};
      }
    },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  layout = '';
});

describe('useBoxLayout', () => {
  it('reads the layout the stylesheet set for the box before the first paint, and again when the box resizes', () => {
    install();
    layout = 'narrow';
    render(<Probe />);
    expect(screen.getByText('narrow')).toBeTruthy();
    layout = ' wide ';
    act(() => resize());
    expect(screen.getByText('wide')).toBeTruthy();
  });

  it('gives the fallback where no stylesheet sets a layout, and stops listening once unmounted', () => {
    install();
    const { unmount } = render(<Probe />);
    expect(screen.getByText('wide')).toBeTruthy();
    unmount();
    layout = 'narrow';
    expect(() => resize()).not.toThrow();
  });

  it('renders first with the layout the page already knows, so that render paints at its own size', () => {
    install();
    layout = 'drawer';
    const seen: string[] = [];
    function First() {
      const ref = useRef<HTMLDivElement>(null);
      const value = useBoxLayout(ref, '', 'drawer');
      seen.push(value);
      return <div ref={ref}>{value}</div>;
    }
    render(<First />);
    expect(seen).toEqual(['drawer']);
  });

  it('does not read a known first layout before the paint, only once the box is laid out', () => {
    install();
    layout = 'stacked';
    const seen: string[] = [];
    function Known() {
      const ref = useRef<HTMLDivElement>(null);
      const value = useBoxLayout(ref, '', 'stacked', { firstIsKnown: true });
      seen.push(value);
      return <div ref={ref}>{value}</div>;
    }
    render(<Known />);
    // Reading it there would make the browser lay out the page before the paint, once per card.
    expect(window.getComputedStyle).not.toHaveBeenCalled();
    expect(seen).toEqual(['stacked']);
    layout = 'row';
    act(() => resize());
    expect(window.getComputedStyle).toHaveBeenCalledTimes(1);
    expect(screen.getByText('row')).toBeTruthy();
  });

  it('with no first layout, gives none until it has read the box, which is empty when read', () => {
    install();
    layout = 'drawer';
    const seen: Array<string | null> = [];
    const childrenWhenRead: number[] = [];
    const styleOf = vi.mocked(window.getComputedStyle);
    const reads = styleOf.getMockImplementation()!;
    styleOf.mockImplementation((element) => (childrenWhenRead.push(element.childElementCount), reads(element)));
    function BoxFirst() {
      const ref = useRef<HTMLDivElement>(null);
      const value = useBoxLayout(ref, '', null);
      seen.push(value);
      if (value === null) return <div ref={ref} />;
      return (
        <div ref={ref}>
          <p>{value}</p>
        </div>
      );
    }
    render(<BoxFirst />);
    expect(childrenWhenRead).toEqual([0]);
    expect(seen).toEqual([null, 'drawer']);
    expect(screen.getByText('drawer')).toBeTruthy();
  });
});
