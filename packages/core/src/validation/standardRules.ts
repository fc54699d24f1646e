/**
 * The standard rule set of the form-validation facility (spec 1 §5). Rules that the spec
 * gives no message use the default '{field} is not valid'.
 */
import { GENERIC_MESSAGES } from './messages';
import { defineRule } from './rule';
import type { Rule } from './rule';
import { filesOf, isEmptyValue, lengthOf, listParam, looselyEqual, toNumber } from './values';

/** Text rules apply to each item of a list. */
function eachText(re: RegExp) {
  return (value: unknown): boolean => {
    const items = Array.isArray(value) ? value : [value];
    return items.every((v) => (typeof v === 'string' || typeof v === 'number') && re.test(String(v)));
  };
}

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value.trim());
}

function extOf(name: unknown): string {
  if (typeof name !== 'string') return '';
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i + 1).toLowerCase();
}

const IMAGE_EXT = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp', 'avif']);

function mimeMatches(type: unknown, pattern: unknown): boolean {
  if (typeof type !== 'string' || typeof pattern !== 'string') return false;
  const p = pattern.trim().toLowerCase();
  const t = type.toLowerCase();
  return p.endsWith('/*') ? t.startsWith(p.slice(0, -1)) : t === p;
}

export const alpha = defineRule('alpha', { test: eachText(/^[\p{L}\p{M}]*$/u) });
export const alpha_dash = defineRule('alpha_dash', { test: eachText(/^[\p{L}\p{M}\p{N}_-]*$/u) });
export const alpha_num = defineRule('alpha_num', { test: eachText(/^[\p{L}\p{M}\p{N}]*$/u) });
export const alpha_spaces = defineRule('alpha_spaces', { test: eachText(/^[\p{L}\p{M}\s]*$/u) });

export const between = defineRule('between', {
  paramNames: ['min', 'max'],
  test: (v, p) => {
    const n = toNumber(v);
    const min = toNumber(p.min);
    const max = toNumber(p.max);
    return n !== null && min !== null && max !== null && n >= min && n <= max;
  },
});

/** Equals another field of the form: params.target names it in context.values. */
export const confirmed = defineRule('confirmed', {
  paramNames: ['target'],
  test: (v, p, ctx) => typeof p.target === 'string' && ctx.values !== undefined && v === ctx.values[p.target],
});

export const digits = defineRule('digits', {
  paramNames: ['length'],
  test: (v, p) => eachText(/^[0-9]*$/)(v) && lengthOf(String(v)) === toNumber(p.length),
});

/**
 * Image dimensions. Reading a file's size in pixels is asynchronous, so this rule takes the
 * measured { width, height } (read them first); a value without them fails.
 */
export const dimensions = defineRule('dimensions', {
  paramNames: ['width', 'height'],
  test: (v, p) => {
    const files = filesOf(v);
    return (
      files !== null &&
      files.every((f) => toNumber(f.width) === toNumber(p.width) && toNumber(f.height) === toNumber(p.height))
    );
  },
});

export const email = defineRule('email', {
  test: (v) => (Array.isArray(v) ? v.every(isEmail) : isEmail(v)),
});

export const excluded = defineRule('excluded', {
  paramNames: ['...'],
  test: (v, p) => {
    const list = listParam(p.list);
    const items = Array.isArray(v) ? v : [v];
    return items.every((item) => !list.some((x) => looselyEqual(x, item)));
  },
});

export const oneOf = defineRule('oneOf', {
  paramNames: ['...'],
  test: (v, p) => {
    const list = listParam(p.list);
    const items = Array.isArray(v) ? v : [v];
    return items.every((item) => list.some((x) => looselyEqual(x, item)));
  },
});

export const ext = defineRule('ext', {
  paramNames: ['...'],
  test: (v, p) => {
    const files = filesOf(v);
    const allowed = listParam(p.list).map((e) => String(e).toLowerCase().replace(/^\./, ''));
    return files !== null && files.every((f) => allowed.includes(extOf(f.name)));
  },
});

export const image = defineRule('image', {
  test: (v) => {
    const files = filesOf(v);
    return (
      files !== null &&
      files.every((f) => (typeof f.type === 'string' && f.type ? mimeMatches(f.type, 'image/*') : IMAGE_EXT.has(extOf(f.name))))
    );
  },
});

export const mimes = defineRule('mimes', {
  paramNames: ['...'],
  test: (v, p) => {
    const files = filesOf(v);
    const allowed = listParam(p.list);
    return files !== null && files.every((f) => allowed.some((m) => mimeMatches(f.type, m)));
  },
});

/** File size at most params.size kilobytes. */
export const size = defineRule('size', {
  paramNames: ['size'],
  test: (v, p) => {
    const files = filesOf(v);
    const kb = toNumber(p.size);
    return files !== null && kb !== null && files.every((f) => {
      const bytes = toNumber(f.size);
      return bytes !== null && bytes <= kb * 1024;
    });
  },
});

export const integer = defineRule('integer', { test: eachText(/^-?[0-9]+$/) });
export const numeric = defineRule('numeric', { message: GENERIC_MESSAGES.numeric, test: eachText(/^[0-9]+$/) });

export const is = defineRule('is', { message: GENERIC_MESSAGES.is, paramNames: ['other'], test: (v, p) => v === p.other });
export const is_not = defineRule('is_not', {
  message: GENERIC_MESSAGES.is_not,
  paramNames: ['other'],
  test: (v, p) => v !== p.other,
});

export const length = defineRule('length', {
  paramNames: ['length'],
  test: (v, p) => lengthOf(v) === toNumber(p.length),
});

export const min = defineRule('min', {
  message: GENERIC_MESSAGES.min,
  paramNames: ['length'],
  test: (v, p) => {
    const n = toNumber(p.length);
    return n !== null && lengthOf(v) >= n;
  },
});

export const max = defineRule('max', {
  message: GENERIC_MESSAGES.max,
  paramNames: ['length'],
  test: (v, p) => {
    const n = toNumber(p.length);
    return n !== null && lengthOf(v) <= n;
  },
});

export const min_value = defineRule('min_value', {
  paramNames: ['min'],
  test: (v, p) => {
    const n = toNumber(v);
    const m = toNumber(p.min);
    return n !== null && m !== null && n >= m;
  },
});

export const max_value = defineRule('max_value', {
  paramNames: ['max'],
  test: (v, p) => {
    const n = toNumber(v);
    const m = toNumber(p.max);
    return n !== null && m !== null && n <= m;
  },
});

export const regex = defineRule('regex', {
  paramNames: ['regex'],
  test: (v, p) => {
    let re: RegExp;
    try {
      re = p.regex instanceof RegExp ? new RegExp(p.regex.source, p.regex.flags.replace(/[gy]/g, '')) : new RegExp(String(p.regex));
    } catch {
      return false;
    }
    return eachText(re)(v);
  },
});

export const required = defineRule('required', {
  message: GENERIC_MESSAGES.required,
  checksEmpty: true,
  test: (v) => !isEmptyValue(v),
});

/** Required when another field (params.target) holds one of params.values, or any value if none are listed. */
export const required_if = defineRule('required_if', {
  checksEmpty: true,
  paramNames: ['target', '...'],
  test: (v, p, ctx) => {
    const target = typeof p.target === 'string' ? ctx.values?.[p.target] : undefined;
    const values = listParam(p.values);
    const applies = values.length ? values.some((x) => looselyEqual(x, target)) : !isEmptyValue(target);
    return !applies || !isEmptyValue(v);
  },
});

export const STANDARD_RULES: Readonly<Record<string, Rule>> = {
  alpha,
  alpha_dash,
  alpha_num,
  alpha_spaces,
  between,
  confirmed,
  digits,
  dimensions,
  email,
  excluded,
  ext,
  image,
  integer,
  is,
  is_not,
  length,
  max,
  max_value,
  mimes,
  min,
  min_value,
  numeric,
  oneOf,
  regex,
  required,
  required_if,
  size,
};
