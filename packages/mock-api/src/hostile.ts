/**
 * The 'hostile' scenario: the normal answer with every string made dangerous, to prove the
 * widgets render server data as text and sanitise every URL. A payload that runs sets
 * `window.__yunoXss`, which browser tests check.
 */
export const xssPayloads = [
  '<img src=x onerror="window.__yunoXss=1">',
  '<script>window.__yunoXss=1</script>',
  'javascript:window.__yunoXss=1',
  'data:text/html,<script>window.__yunoXss=1</script>',
  '"><svg onload=window.__yunoXss=1>',
  "{{constructor.constructor('window.__yunoXss=1')()}}",
  '${window.__yunoXss=1}',
] as const;

const URL_PAYLOADS = [xssPayloads[2], xssPayloads[3]];
const TEXT_PAYLOADS = xssPayloads.filter((p) => !URL_PAYLOADS.includes(p as (typeof URL_PAYLOADS)[number]));

const URL_KEY = /(url|link|href|src|image|img|logo|avatar|icon)/i;
const looksLikeUrl = (value: string) => /^(\/|https?:|mailto:|tel:)/i.test(value);

/**
 * A copy of `value` where URL fields are replaced by script URLs and other strings get a
 * markup payload appended (so the text is still recognisable). Numbers (the envelope's
 * code too), booleans and keys are kept, so the answer still has the shape the widget expects.
 */
export function makeHostile(value: unknown): unknown {
  let n = 0;
  const walk = (v: unknown, key: string): unknown => {
    if (typeof v === 'string') {
      n += 1;
      if (URL_KEY.test(key) || looksLikeUrl(v)) return URL_PAYLOADS[n % URL_PAYLOADS.length];
      return `${v}${TEXT_PAYLOADS[n % TEXT_PAYLOADS.length]}`;
    }
    if (Array.isArray(v)) return v.map((item) => walk(item, key));
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, child]) => [k, walk(child, k)]));
    }
    return v;
  };
  return walk(value, '');
}
