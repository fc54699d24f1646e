/**
 * The standard rule set of the form-validation facility (spec 1 §5). Rules that the spec
 * gives no message use the default '{field} is not valid'.
 */
import { IS_MESSAGE, IS_NOT_MESSAGE, MAX_MESSAGE, MIN_MESSAGE, NUMERIC_MESSAGE, REQUIRED_MESSAGE } from './messages';
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

const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

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

export const alpha = /* @__PURE__ */ defineRule('alpha', { test: eachText(/^[\p{L}\p{M}]*$/u) });
export const alpha_dash = /* @__PURE__ */ defineRule('alpha_dash', { test: eachText(/^[\p{L}\p{M}\p{N}_-]*$/u) });
export const alpha_num = /* @__PURE__ */ defineRule('alpha_num', { test: eachText(/^[\p{L}\p{M}\p{N}]*$/u) });
export const alpha_spaces = /* @__PURE__ */ defineRule('alpha_spaces', { test: eachText(/^[\p{L}\p{M}\s]*$/u) });

export const between = /* @__PURE__ */ defineRule('between', {
  paramNames: ['min', 'max'],
  test: (v, p) => {
    const n = toNumber(v);
    const min = toNumber(p.min);
    const max = toNumber(p.max);
    return n !== null && min !== null && max !== null && n >= min && n <= max;
  },
});

/** Equals another field of the form: params.target names it in context.values. */
export const confirmed = /* @__PURE__ */ defineRule('confirmed', {
  paramNames: ['target'],
  test: (v, p, ctx) => typeof p.target === 'string' && ctx.values !== undefined && v === ctx.values[p.target],
});

export const digits = /* @__PURE__ */ defineRule('digits', {
  paramNames: ['length'],
  test: (v, p) => eachText(/^[0-9]*$/)(v) && lengthOf(String(v)) === toNumber(p.length),
});

/**
 * Image dimensions. Reading a file's size in pixels is asynchronous, so this rule takes the
 * measured { width, height } (read them first); a value without them fails.
 */
export const dimensions = /* @__PURE__ */ defineRule('dimensions', {
  paramNames: ['width', 'height'],
  test: (v, p) => {
    const files = filesOf(v);
    return files !== null && files.every((f) => toNumber(f.width) === toNumber(p.width) && toNumber(f.height) === toNumber(p.height));
  },
});

export const email = /* @__PURE__ */ defineRule('email', {
  test: (v) => (Array.isArray(v) ? v.every(isEmail) : isEmail(v)),
});

export const excluded = /* @__PURE__ */ defineRule('excluded', {
  paramNames: ['...'],
  test: (v, p) => {
    const list = listParam(p.list);
    const items = Array.isArray(v) ? v : [v];
    return items.every((item) => !list.some((x) => looselyEqual(x, item)));
  },
});

export const oneOf = /* @__PURE__ */ defineRule('oneOf', {
  paramNames: ['...'],
  test: (v, p) => {
    const list = listParam(p.list);
    const items = Array.isArray(v) ? v : [v];
    return items.every((item) => list.some((x) => looselyEqual(x, item)));
  },
});

export const ext = /* @__PURE__ */ defineRule('ext', {
  paramNames: ['...'],
  test: (v, p) => {
    const files = filesOf(v);
    const allowed = listParam(p.list).map((e) => String(e).toLowerCase().replace(/^\./, ''));
    return files !== null && files.every((f) => allowed.includes(extOf(f.name)));
  },
});

export const image = /* @__PURE__ */ defineRule('image', {
  test: (v) => {
    const files = filesOf(v);
    return files !== null && files.every((f) => (typeof f.type === 'string' && f.type ? mimeMatches(f.type, 'image/*') : IMAGE_EXT.has(extOf(f.name))));
  },
});

export const mimes = /* @__PURE__ */ defineRule('mimes', {
  paramNames: ['...'],
  test: (v, p) => {
    const files = filesOf(v);
    const allowed = listParam(p.list);
    return files !== null && files.every((f) => allowed.some((m) => mimeMatches(f.type, m)));
  },
});

/** File size at most params.size kilobytes. */
export const size = /* @__PURE__ */ defineRule('size', {
  paramNames: ['size'],
  test: (v, p) => {
    const files = filesOf(v);
    const kb = toNumber(p.size);
    return (
      files !== null &&
      kb !== null &&
      files.every((f) => {
        const bytes = toNumber(f.size);
        return bytes !== null && bytes <= kb * 1024;
      })
    );
  },
});

export const integer = /* @__PURE__ */ defineRule('integer', { test: eachText(/^-?[0-9]+$/) });
export const numeric = /* @__PURE__ */ defineRule('numeric', { message: NUMERIC_MESSAGE, test: eachText(/^[0-9]+$/) });

export const is = /* @__PURE__ */ defineRule('is', { message: IS_MESSAGE, paramNames: ['other'], test: (v, p) => v === p.other });
export const is_not = /* @__PURE__ */ defineRule('is_not', {
  message: IS_NOT_MESSAGE,
  paramNames: ['other'],
  test: (v, p) => v !== p.other,
});

export const length = /* @__PURE__ */ defineRule('length', {
  paramNames: ['length'],
  test: (v, p) => lengthOf(v) === toNumber(p.length),
});

export const min = /* @__PURE__ */ defineRule('min', {
  message: MIN_MESSAGE,
  paramNames: ['length'],
  test: (v, p) => {
    const n = toNumber(p.length);
    return n !== null && lengthOf(v) >= n;
  },
});

export const max = /* @__PURE__ */ defineRule('max', {
  message: MAX_MESSAGE,
  paramNames: ['length'],
  test: (v, p) => {
    const n = toNumber(p.length);
    return n !== null && lengthOf(v) <= n;
  },
});

export const min_value = /* @__PURE__ */ defineRule('min_value', {
  paramNames: ['min'],
  test: (v, p) => {
    const n = toNumber(v);
    const m = toNumber(p.min);
    return n !== null && m !== null && n >= m;
  },
});

export const max_value = /* @__PURE__ */ defineRule('max_value', {
  paramNames: ['max'],
  test: (v, p) => {
    const n = toNumber(v);
    const m = toNumber(p.max);
    return n !== null && m !== null && n <= m;
  },
});

export const regex = /* @__PURE__ */ defineRule('regex', {
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

export const required = /* @__PURE__ */ defineRule('required', {
  message: REQUIRED_MESSAGE,
  checksEmpty: true,
  test: (v) => !isEmptyValue(v),
});

/** Required when another field (params.target) holds one of params.values, or any value if none are listed. */
export const required_if = /* @__PURE__ */ defineRule('required_if', {
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
