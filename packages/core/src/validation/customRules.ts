/** The product's own rules (spec 1 §5 table, spec 2 §5). */
import {
  EMAIL_MESSAGE,
  GREATER_THEN_MESSAGE,
  HAS_CURLY_BRACKETS_MESSAGE,
  HTTPS_URL_MESSAGE,
  IS_BATCH_SELECTED_MESSAGE,
  IS_EMPTY_MESSAGE,
  IS_END_TIME_MESSAGE,
  IS_NOT_BLANK_MESSAGE,
  IS_OVERLAPPING_MESSAGE,
  IS_SELECTED_FROM_LIST_MESSAGE,
  IS_SELECTED_MESSAGE,
  MAX_CHARS_MESSAGE,
  MAX_LENGTH_MESSAGE,
  MIN_CHARS_MESSAGE,
  MIN_LENGTH_MESSAGE,
  NOT_ALLOWED_MESSAGE,
  SELECT_LEARNER_MESSAGE,
  URL_MESSAGE,
} from './messages';
import { defineRule } from './rule';
import type { Rule } from './rule';
import { isEmail } from './standardRules';
import { isEmptyValue, isPicked, lengthOf, overlaps, toMinutes, toNumber, toRange } from './values';
import type { TimeRange } from './values';

function atLeast(v: unknown, n: unknown): boolean {
  const limit = toNumber(n);
  return limit !== null && lengthOf(v) >= limit;
}

function atMost(v: unknown, n: unknown): boolean {
  const limit = toNumber(n);
  return limit !== null && lengthOf(v) <= limit;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isHttpUrl(value: unknown, httpsOnly: boolean): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (!text || /\s/.test(text)) return false;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  if (httpsOnly && !/^https:\/\//i.test(text)) return false;
  if (hasScheme && !/^https?:\/\//i.test(text)) return false;
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `http://${text}`);
  } catch {
    return false;
  }
  // A host needs a dot and sane labels ('localhost' and bare words are not site addresses).
  const labels = url.hostname.split('.');
  return (
    labels.length >= 2 &&
    labels.every((l) => /^[a-z0-9\u00a1-\uffff](?:[a-z0-9\u00a1-\uffff-]*[a-z0-9\u00a1-\uffff])?$/i.test(l)) &&
    /^[a-z\u00a1-\uffff]{2,}$/i.test(labels[labels.length - 1])
  );
}

export const minLength = /* @__PURE__ */ defineRule('minLength', {
  message: MIN_LENGTH_MESSAGE,
  checksEmpty: true,
  paramNames: ['length'],
  test: (v, p) => atLeast(Array.isArray(v) ? v : isEmptyValue(v) ? [] : [v], p.length),
});

export const maxLength = /* @__PURE__ */ defineRule('maxLength', {
  message: MAX_LENGTH_MESSAGE,
  paramNames: ['length'],
  test: (v, p) => atMost(Array.isArray(v) ? v : [v], p.length),
});

export const minChars = /* @__PURE__ */ defineRule('minChars', {
  message: MIN_CHARS_MESSAGE,
  paramNames: ['length'],
  test: (v, p) => atLeast(typeof v === 'number' ? String(v) : v, p.length),
});

export const maxChars = /* @__PURE__ */ defineRule('maxChars', {
  message: MAX_CHARS_MESSAGE,
  paramNames: ['length'],
  test: (v, p) => atMost(typeof v === 'number' ? String(v) : v, p.length),
});

export const isSelected = /* @__PURE__ */ defineRule('isSelected', {
  message: IS_SELECTED_MESSAGE,
  paramNames: ['selected'],
  test: (v, p) => isPicked(v, p),
});

export const isSelectedFromList = /* @__PURE__ */ defineRule('isSelectedFromList', {
  message: IS_SELECTED_FROM_LIST_MESSAGE,
  paramNames: ['selected'],
  test: (v, p) => isPicked(v, p),
});

export const isBatchSelected = /* @__PURE__ */ defineRule('isBatchSelected', {
  message: IS_BATCH_SELECTED_MESSAGE,
  paramNames: ['selected'],
  test: (v, p) => isPicked(v, p),
});

/** A phone number cannot start with params.number (0 unless told) followed by a digit. */
export const notAllowed = /* @__PURE__ */ defineRule('notAllowed', {
  message: NOT_ALLOWED_MESSAGE,
  paramNames: ['number'],
  defaults: { number: 0 },
  test: (v, p) => {
    const prefix = escapeRegExp(String(p.number));
    return !new RegExp(`^${prefix}[0-9]`).test(String(v ?? '').trim());
  },
});

export const greaterThen = /* @__PURE__ */ defineRule('greaterThen', {
  message: GREATER_THEN_MESSAGE,
  paramNames: ['number'],
  test: (v, p) => {
    const n = toNumber(v);
    const limit = toNumber(p.number);
    return n !== null && limit !== null && n > limit;
  },
});

/**
 * Time sets must not overlap. The value is either the whole list of { start, end } sets,
 * or one set checked against params.others.
 */
export const isOverlapping = /* @__PURE__ */ defineRule('isOverlapping', {
  message: IS_OVERLAPPING_MESSAGE,
  paramNames: ['overlapping'],
  test: (v, p) => {
    if (typeof p.overlapping === 'boolean') return !p.overlapping;
    const own: TimeRange[] = (Array.isArray(v) ? v : [v]).map(toRange).filter((r): r is TimeRange => r !== null);
    const others: TimeRange[] = (Array.isArray(p.others) ? p.others : []).map(toRange).filter((r): r is TimeRange => r !== null);
    for (let i = 0; i < own.length; i += 1) {
      for (let j = i + 1; j < own.length; j += 1) if (overlaps(own[i], own[j])) return false;
      if (others.some((o) => overlaps(own[i], o))) return false;
    }
    return true;
  },
});

/** The end time (the value) must be later than params.start, or the field named by params.target. */
export const isEndTime = /* @__PURE__ */ defineRule('isEndTime', {
  message: IS_END_TIME_MESSAGE,
  paramNames: ['start'],
  test: (v, p, ctx) => {
    const startRaw = p.start !== undefined ? p.start : typeof p.target === 'string' ? ctx.values?.[p.target] : undefined;
    const start = toMinutes(startRaw);
    const end = toMinutes(v);
    return start !== null && end !== null && end > start;
  },
});

export const selectLearner = /* @__PURE__ */ defineRule('selectLearner', {
  message: SELECT_LEARNER_MESSAGE,
  checksEmpty: true,
  test: (v) => (Array.isArray(v) ? v.length >= 1 : !isEmptyValue(v) && typeof v === 'object'),
});

export const isEmpty = /* @__PURE__ */ defineRule('isEmpty', {
  message: IS_EMPTY_MESSAGE,
  checksEmpty: true,
  test: (v) => !isEmptyValue(v),
});

export const isNotBlank = /* @__PURE__ */ defineRule('isNotBlank', {
  message: IS_NOT_BLANK_MESSAGE,
  checksEmpty: true,
  paramNames: ['selected'],
  test: (v, p) => !isEmptyValue(v) && isPicked(v, p),
});

export const url = /* @__PURE__ */ defineRule('url', { message: URL_MESSAGE, test: (v) => isHttpUrl(v, false) });
export const httpsURL = /* @__PURE__ */ defineRule('httpsURL', { message: HTTPS_URL_MESSAGE, test: (v) => isHttpUrl(v, true) });
export const customEmail = /* @__PURE__ */ defineRule('email', { message: EMAIL_MESSAGE, test: (v) => isEmail(v) });

export const hasCurlyBrackets = /* @__PURE__ */ defineRule('hasCurlyBrackets', {
  message: HAS_CURLY_BRACKETS_MESSAGE,
  test: (v) => typeof v === 'string' && /\{[^{}]*\S[^{}]*\}/.test(v),
});

export const CUSTOM_RULES: Readonly<Record<string, Rule>> = {
  minLength,
  maxLength,
  minChars,
  maxChars,
  isSelected,
  isSelectedFromList,
  isBatchSelected,
  notAllowed,
  greaterThen,
  isOverlapping,
  isEndTime,
  selectLearner,
  isEmpty,
  isNotBlank,
  url,
  httpsURL,
  email: customEmail,
  hasCurlyBrackets,
};
