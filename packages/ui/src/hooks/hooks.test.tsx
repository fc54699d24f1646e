import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useIsMobile, useMediaQuery, MOBILE_QUERY } from './useMediaQuery';

type Listener = () => void;

function installMatchMedia(initial: Record<string, boolean>) {
  const state = { ...initial };
  const listeners = new Map<string, Set<Listener>>();
  const original = window.matchMedia;
  window.matchMedia = ((q: string) => ({
    get matches() {
      return !!state[q];
    },
    media: q,
    onchange: null,
    addEventListener: (_: string, l: Listener) => {
      if (!listeners.has(q)) listeners.set(q, new Set());
      listeners.get(q)!.add(l);
    },
    removeEventListener: (_: string, l: Listener) => listeners.get(q)?.delete(l),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    set(q: string, value: boolean) {
      state[q] = value;
      listeners.get(q)?.forEach((l) => l());
    },
    count: (q: string) => listeners.get(q)?.size ?? 0,
    restore() {
      window.matchMedia = original;
    },
  };
}

let mm: ReturnType<typeof installMatchMedia> | null = null;
afterEach(() => {
  mm?.restore();
  mm = null;
});

function Probe({ q }: { q?: string }) {
  const mobile = useIsMobile();
  const custom = useMediaQuery(q ?? '(min-width: 1200px)');
  return (
    <p>
      {mobile ? 'mobile' : 'desktop'} {custom ? 'wide' : 'narrow'}
    </p>
  );
}

describe('useMediaQuery / useIsMobile', () => {
  it('uses the spec breakpoint (768px or less is mobile)', () => {
    expect(MOBILE_QUERY).toBe('(max-width: 768px)');
  });

  it('reads the initial value and follows changes', () => {
    mm = installMatchMedia({ [MOBILE_QUERY]: true });
    render(<Probe />);
    expect(screen.getByText('mobile narrow')).toBeTruthy();
    act(() => mm!.set(MOBILE_QUERY, false));
    expect(screen.getByText('desktop narrow')).toBeTruthy();
    act(() => mm!.set('(min-width: 1200px)', true));
    expect(screen.getByText('desktop wide')).toBeTruthy();
  });

  it('stops listening on unmount', () => {
    mm = installMatchMedia({});
    const { unmount } = render(<Probe />);
    expect(mm.count(MOBILE_QUERY)).toBe(1);
    unmount();
    expect(mm.count(MOBILE_QUERY)).toBe(0);
  });

  it('falls back to false without matchMedia', () => {
    const original = window.matchMedia;
    // @ts-expect-error: simulate an environment without matchMedia
    delete window.matchMedia;
    try {
      render(<Probe />);
      expect(screen.getByText('desktop narrow')).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });
});
