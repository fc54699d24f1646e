/**
 * A small schema for widget props. A block, a shortcode or a hand-written mount point
 * can all send anything; each widget declares what it accepts and gets either clean props
 * or one clear message for the editor. Unknown keys are dropped.
 *
 * The words are block.json's (`integer`, `array` with `items`), so that a block's attributes
 * are a props schema as they stand (see block-props.ts).
 */
export type PropType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

export interface PropSpec {
  type: PropType;
  required?: boolean;
  default?: unknown;
  /** What a list holds: always strings (a shortcode writes them comma-separated). */
  items?: { type: 'string' };
  /** Allowed values (for strings). */
  oneOf?: readonly string[];
}

export type PropsSchema = Record<string, PropSpec>;

export type ParseResult<P> = { ok: true; props: P } | { ok: false; message: string };

function coerce(value: unknown, type: PropType): { ok: boolean; value?: unknown } {
  switch (type) {
    case 'string':
      return typeof value === 'string' ? { ok: true, value } : typeof value === 'number' ? { ok: true, value: String(value) } : { ok: false };
    // A whole number's rules (above 0, say) are the widget's check, in its own words.
    case 'integer':
    case 'number': {
      // Shortcode attributes arrive as strings: "12" is a fine number.
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof n === 'number' && Number.isFinite(n) ? { ok: true, value: n } : { ok: false };
    }
    case 'boolean':
      if (typeof value === 'boolean') return { ok: true, value };
      if (value === 'true' || value === '1' || value === 1) return { ok: true, value: true };
      if (value === 'false' || value === '0' || value === 0 || value === '') return { ok: true, value: false };
      return { ok: false };
    case 'array':
      if (typeof value === 'string')
        return {
          ok: true,
          value: value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        };
      return Array.isArray(value) && value.every((v) => typeof v === 'string') ? { ok: true, value } : { ok: false };
    case 'object':
      return value && typeof value === 'object' && !Array.isArray(value) ? { ok: true, value } : { ok: false };
  }
}

const article = (type: PropType) =>
  ({ string: 'a string', integer: 'a number', number: 'a number', boolean: 'true or false', array: 'a list of strings', object: 'an object' })[type];

export function parseProps<P>(raw: unknown, schema: PropsSchema): ParseResult<P> {
  if (raw === undefined || raw === null) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, message: 'Props must be a JSON object.' };
  const input = raw as Record<string, unknown>;
  const props: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(schema)) {
    const value = input[key];
    if (value === undefined || value === null) {
      if (spec.required) return { ok: false, message: `The "${key}" property is required.` };
      if (spec.default !== undefined) props[key] = spec.default;
      continue;
    }
    const result = coerce(value, spec.type);
    if (!result.ok) return { ok: false, message: `The "${key}" property must be ${article(spec.type)}.` };
    if (spec.oneOf && !spec.oneOf.includes(result.value as string)) {
      return { ok: false, message: `The "${key}" property must be one of: ${spec.oneOf.join(', ')}.` };
    }
    props[key] = result.value;
  }
  return { ok: true, props: props as P };
}

/** Parses the text of a `data-yuno-props` attribute. */
export function parsePropsAttribute(text: string | null): { ok: true; value: unknown } | { ok: false; message: string } {
  if (text === null || text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, message: 'Its props are not valid JSON.' };
  }
}
