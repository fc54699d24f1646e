/**
 * The one URL sanitiser. A URL from data or props is used only if it is http:, https: or
 * site-relative ('/path'); anything else becomes ''.
 *
 * Protocol-relative URLs ('//cdn.example.com/x.png') are accepted and rewritten to https:
 * they can only ever load over http(s), image hosts still hand them out, and forcing https
 * avoids mixed content. A leading '/\' is treated the same way, because browsers read a
 * backslash as a slash there.
 */

export interface SafeUrlOptions {
  /** Resolve relative values ('course/x', '?a=1') against this absolute http(s) base and return the absolute URL. */
  base?: string;
}

// Controls (C0, DEL, C1) and line/paragraph separators: browsers drop some of them while
// parsing ('java\tscript:'), so a URL carrying any is refused outright.
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
// Characters with no place in a URL that are used to disguise a scheme.
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
const DANGEROUS_SCHEME = /^(?:javascript|data|vbscript|file|blob|about|filesystem):/i;

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10) % 0x110000))
    .replace(/&colon;?/gi, ':')
    .replace(/&tab;?/gi, '\t')
    .replace(/&newline;?/gi, '\n');
}

function decodePercent(text: string): string {
  let out = text;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(out);
    } catch {
      return out;
    }
    if (next === out) return out;
    out = next;
  }
  return out;
}

/** True when the value, once decoded as a careless consumer might, names a dangerous scheme. */
function hidesDangerousScheme(value: string): boolean {
  const decoded = decodePercent(decodeEntities(value)).replace(/[\s\u0000-\u001F\u007F-\u009F]+/g, '');
  return DANGEROUS_SCHEME.test(decoded) || DANGEROUS_SCHEME.test(decodeEntities(decoded));
}

function parseHttp(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  // 'https://site.test@evil.test' reads as one site but goes to another.
  if (url.username || url.password) return null;
  return url;
}

export function safeUrl(value: unknown, options: SafeUrlOptions = {}): string {
  if (typeof value !== 'string') return '';
  // Spaces around a value are dropped by browsers too; inside it they are allowed (paths).
  const text = value.replace(/^[\s\u0000-\u0020]+|[\s\u0000-\u0020]+$/g, '');
  if (!text) return '';
  if (CONTROL.test(text) || INVISIBLE.test(text)) return '';
  if (hidesDangerousScheme(text)) return '';

  // Protocol-relative: '//host/x' or '/\host/x'.
  if (/^[/\\]{2}/.test(text)) {
    const url = parseHttp(`https://${text.replace(/^[/\\]{2}/, '')}`);
    return url ? url.href : '';
  }

  const scheme = SCHEME.exec(text);
  if (scheme) {
    const name = scheme[1].toLowerCase();
    if (name !== 'http' && name !== 'https') return '';
    return parseHttp(text) ? text : '';
  }

  if (options.base !== undefined) {
    const base = parseHttp(options.base);
    if (!base) return '';
    let url: URL;
    try {
      url = new URL(text, base);
    } catch {
      return '';
    }
    return parseHttp(url.href) ? url.href : '';
  }

  // Site-relative path. A backslash would let a browser turn it into another host.
  if (text.startsWith('/') && !text.includes('\\')) return text;
  return '';
}
