import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useHeldHeight } from './useHeldHeight';

function List({ loading }: { loading: boolean }) {
  const list = useRef<HTMLUListElement>(null);
  useHeldHeight(list, loading);
  return <ul ref={list} data-testid="list" />;
}

let laidOut: () => void = () => {};
let height = 0;

function install() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        laidOut = callback;
      }
      observe() {}
      disconnect() {
        laidOut = () => {};
      }
    },
  );
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  height = 0;
});

describe('useHeldHeight', () => {
  it('holds a loading list at the height it was last laid out at, and lets it go when the list is in', () => {
    install();
    const { rerender, getByTestId } = render(<List loading={false} />);
    height = 2400;
    act(() => laidOut());
    rerender(<List loading />);
    expect(getByTestId('list').style.minHeight).toBe('2400px');
    // Laid out shorter while held (the skeletons): not noted.
    height = 600;
    act(() => laidOut());
    rerender(<List loading={false} />);
    expect(getByTestId('list').style.minHeight).toBe('');
  });

  it('reads the height only as the browser lays the list out, never after a render', () => {
    const read = install();
    const { rerender } = render(<List loading={false} />);
    rerender(<List loading={false} />);
    rerender(<List loading={false} />);
    // A read after each render (each turn of cards) made the browser lay out the page there and then.
    expect(read).not.toHaveBeenCalled();
    act(() => laidOut());
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('holds nothing for a list that was never laid out', () => {
    install();
    const { rerender, getByTestId } = render(<List loading={false} />);
    rerender(<List loading />);
    expect(getByTestId('list').style.minHeight).toBe('');
  });
});
