/** Path helpers for the redirect rules: '/sign-up' and '/sign-up/' are the same page. */

export function normalisePath(path: string): string {
  const trimmed = path.replace(/[?#].*$/, '');
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed || '/';
}

export function samePath(a: string, b: string): boolean {
  return normalisePath(a) === normalisePath(b);
}

export function isOnAny(path: string, paths: readonly string[]): boolean {
  return paths.some((p) => samePath(path, p));
}

/** The current path and query, as stored for the return after login or sign-up. */
export function currentPathAndQuery(loc: Pick<Location, 'pathname' | 'search'> = window.location): string {
  return `${loc.pathname}${loc.search}`;
}
