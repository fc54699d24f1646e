import { useEffect, useState } from 'react';

/** The spec's mobile breakpoint: a width of 768px or less is mobile. */
export const MOBILE_BREAKPOINT = 768;
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT}px)`;

function query(q: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  try {
    return window.matchMedia(q);
  } catch {
    return null;
  }
}

/**
 * Whether a media query matches, kept up to date. Returns `defaultValue` where
 * `matchMedia` is missing (server, old test environments).
 */
export function useMediaQuery(mediaQuery: string, defaultValue = false): boolean {
  const [matches, setMatches] = useState<boolean>(() => query(mediaQuery)?.matches ?? defaultValue);

  useEffect(() => {
    const mql = query(mediaQuery);
    if (!mql) return undefined;
    const update = () => setMatches(mql.matches);
    update();
    if (typeof mql.addEventListener === 'function') {
      mql.addEventListener('change', update);
      return () => mql.removeEventListener('change', update);
    }
    // Safari < 14
    mql.addListener?.(update);
    return () => mql.removeListener?.(update);
  }, [mediaQuery]);

  return matches;
}

/** True at the spec's mobile widths (≤ 768px). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
