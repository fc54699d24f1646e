function currentSearch(): string {
  try {
    return typeof location === 'undefined' ? '' : location.search;
  } catch {
    return '';
  }
}

/** A named query parameter's value, or false if absent (spec 1 §5). */
export function getQueryParam(name: string, search: string = currentSearch()): string | false {
  const value = new URLSearchParams(search).get(name);
  return value === null ? false : value;
}
