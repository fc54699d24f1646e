/**
 * The site's wording for the texts the widgets render. `yunoConfig.strings` maps a text as a
 * widget shows it in English to the site's text. `{name}` placeholders stand for the parts
 * that vary, so one entry covers every number or name:
 *   { "See Availability": "Ver disponibilidad",
 *     "{n} online courses available": "{n} cursos en línea disponibles" }
 * A text is matched whole (outer spaces aside); texts without an entry stay as they are.
 */
export type Translate = (text: string) => string;

interface Pattern {
  match: RegExp;
  names: string[];
  to: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;
/** Longer texts (descriptions, server prose) are only looked up exactly. */
const PATTERN_MAX_LENGTH = 500;
/** Enough for every text of a busy page; cleared when full rather than grown without end. */
const CACHE_LIMIT = 5000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compilePattern(from: string, to: string): Pattern | null {
  const names: string[] = [];
  let source = '';
  let literal = '';
  let last = 0;
  for (const found of from.matchAll(PLACEHOLDER)) {
    const before = from.slice(last, found.index);
    literal += before;
    source += `${escapeRegExp(before)}(.+?)`;
    names.push(found[1]);
    last = found.index + found[0].length;
  }
  literal += from.slice(last);
  source += escapeRegExp(from.slice(last));
  // A key of placeholders only ("{name}") would match every text on the page.
  if (!literal.trim()) return null;
  return { match: new RegExp(`^${source}$`, 's'), names, to };
}

function fill(pattern: Pattern, values: string[]): string {
  return pattern.to.replace(PLACEHOLDER, (placeholder, name: string) => {
    const index = pattern.names.indexOf(name);
    return index < 0 ? placeholder : values[index];
  });
}

/** A lookup for these strings, or null when there is nothing to translate. */
export function createTranslator(strings: Record<string, string>): Translate | null {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [from, to] of Object.entries(strings)) {
    const key = from.trim();
    if (!key || typeof to !== 'string') continue;
    exact.set(key, to);
    if (key.includes('{')) {
      const pattern = compilePattern(key, to);
      if (pattern) patterns.push(pattern);
    }
  }
  if (exact.size === 0) return null;

  const translateTrimmed = (text: string): string | undefined => {
    const found = exact.get(text);
    if (found !== undefined || text.length > PATTERN_MAX_LENGTH) return found;
    for (const pattern of patterns) {
      const values = pattern.match.exec(text);
      if (values) return fill(pattern, values.slice(1));
    }
    return undefined;
  };

  const cache = new Map<string, string>();
  return (text) => {
    let result = cache.get(text);
    if (result === undefined) {
      const key = text.trim();
      const found = key ? translateTrimmed(key) : undefined;
      // Keep the spaces around the text: they separate it from its neighbours.
      const start = text.indexOf(key);
      result = found === undefined ? text : text.slice(0, start) + found + text.slice(start + key.length);
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(text, result);
    }
    return result;
  };
}
