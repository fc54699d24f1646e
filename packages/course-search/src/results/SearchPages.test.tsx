import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { SearchPages } from './SearchPages';

/** An IntersectionObserver the test drives: `come(true)` says the slot is within its margin. */
function installObserver() {
  const seen: { margin?: string; report?: (near: boolean) => void; watching: number } = { watching: 0 };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options: { rootMargin?: string }) {
        seen.margin = options.rootMargin;
        seen.report = (near) => callback([{ isIntersecting: near }]);
      }
      observe() {
        seen.watching += 1;
      }
      disconnect() {
        seen.watching -= 1;
      }
    },
  );
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('SearchPages', () => {
  it('shows the bar only once its place is within a screen of the view, holding the place meanwhile', async () => {
    const observer = installObserver();
    const { container } = render(<SearchPages page={2} pageCount={4} onChange={() => {}} />);
    const slot = container.querySelector('.yuno-search__pages');
    expect(slot).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(observer.margin).toBe('100% 0px');

    act(() => observer.report!(false));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

    act(() => observer.report!(true));
    const bar = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(slot!.contains(bar)).toBe(true);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Page 2 of 4', { selector: 'p' })).toBeTruthy();
    // Near once is enough: the observer is let go.
    expect(observer.watching).toBe(0);
  });
});
