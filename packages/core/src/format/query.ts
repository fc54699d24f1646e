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

/** The query parameter that carries widgets' state as a JSON object (`?state={json}`). */
export const STATE_PARAM = 'state';

/**
 * The `?state=` object of a query string, which several widgets on a page share (each keeps
 * its own entries); {} when absent, not JSON, or not an object.
 */
export function readStateObject(search: string): Record<string, unknown> {
  const text = new URLSearchParams(search).get(STATE_PARAM);
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
