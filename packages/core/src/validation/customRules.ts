/** The product's own rules (spec 1 §5 table, spec 2 §5). */
import { CUSTOM_MESSAGES } from './messages';
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

export const minLength = defineRule('minLength', {
  message: CUSTOM_MESSAGES.minLength,
  checksEmpty: true,
  paramNames: ['length'],
  test: (v, p) => atLeast(Array.isArray(v) ? v : isEmptyValue(v) ? [] : [v], p.length),
});

export const maxLength = defineRule('maxLength', {
  message: CUSTOM_MESSAGES.maxLength,
  paramNames: ['length'],
  test: (v, p) => atMost(Array.isArray(v) ? v : [v], p.length),
});

export const minChars = defineRule('minChars', {
  message: CUSTOM_MESSAGES.minChars,
  paramNames: ['length'],
  test: (v, p) => atLeast(typeof v === 'number' ? String(v) : v, p.length),
});

export const maxChars = defineRule('maxChars', {
  message: CUSTOM_MESSAGES.maxChars,
  paramNames: ['length'],
  test: (v, p) => atMost(typeof v === 'number' ? String(v) : v, p.length),
});

export const isSelected = defineRule('isSelected', {
  message: CUSTOM_MESSAGES.isSelected,
  paramNames: ['selected'],
  test: (v, p) => isPicked(v, p),
});

export const isSelectedFromList = defineRule('isSelectedFromList', {
  message: CUSTOM_MESSAGES.isSelectedFromList,
  paramNames: ['selected'],
  test: (v, p) => isPicked(v, p),
});

export const isBatchSelected = defineRule('isBatchSelected', {
  message: CUSTOM_MESSAGES.isBatchSelected,
  paramNames: ['selected'],
  test: (v, p) => isPicked(v, p),
});

/** A phone number cannot start with params.number (0 unless told) followed by a digit. */
export const notAllowed = defineRule('notAllowed', {
  message: CUSTOM_MESSAGES.notAllowed,
  paramNames: ['number'],
  defaults: { number: 0 },
  test: (v, p) => {
    const prefix = escapeRegExp(String(p.number));
    return !new RegExp(`^${prefix}[0-9]`).test(String(v ?? '').trim());
  },
});

export const greaterThen = defineRule('greaterThen', {
  message: CUSTOM_MESSAGES.greaterThen,
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
export const isOverlapping = defineRule('isOverlapping', {
  message: CUSTOM_MESSAGES.isOverlapping,
  paramNames: ['overlapping'],
  test: (v, p) => {
    if (typeof p.overlapping === 'boolean') return !p.overlapping;
    const own: TimeRange[] = (Array.isArray(v) ? v : [v]).map(toRange).filter((r): r is TimeRange => r !== null);
    const others: TimeRange[] = (Array.isArray(p.others) ? p.others : [])
      .map(toRange)
      .filter((r): r is TimeRange => r !== null);
    for (let i = 0; i < own.length; i += 1) {
      for (let j = i + 1; j < own.length; j += 1) if (overlaps(own[i], own[j])) return false;
      if (others.some((o) => overlaps(own[i], o))) return false;
    }
    return true;
  },
});

/** The end time (the value) must be later than params.start, or the field named by params.target. */
export const isEndTime = defineRule('isEndTime', {
  message: CUSTOM_MESSAGES.isEndTime,
  paramNames: ['start'],
  test: (v, p, ctx) => {
    const startRaw = p.start !== undefined ? p.start : typeof p.target === 'string' ? ctx.values?.[p.target] : undefined;
    const start = toMinutes(startRaw);
    const end = toMinutes(v);
    return start !== null && end !== null && end > start;
  },
});

export const selectLearner = defineRule('selectLearner', {
  message: CUSTOM_MESSAGES.selectLearner,
  checksEmpty: true,
  test: (v) => (Array.isArray(v) ? v.length >= 1 : !isEmptyValue(v) && typeof v === 'object'),
});

export const isEmpty = defineRule('isEmpty', {
  message: CUSTOM_MESSAGES.isEmpty,
  checksEmpty: true,
  test: (v) => !isEmptyValue(v),
});

export const isNotBlank = defineRule('isNotBlank', {
  message: CUSTOM_MESSAGES.isNotBlank,
  checksEmpty: true,
  paramNames: ['selected'],
  test: (v, p) => !isEmptyValue(v) && isPicked(v, p),
});

export const url = defineRule('url', { message: CUSTOM_MESSAGES.url, test: (v) => isHttpUrl(v, false) });
export const httpsURL = defineRule('httpsURL', { message: CUSTOM_MESSAGES.httpsURL, test: (v) => isHttpUrl(v, true) });
export const customEmail = defineRule('email', { message: CUSTOM_MESSAGES.email, test: (v) => isEmail(v) });

export const hasCurlyBrackets = defineRule('hasCurlyBrackets', {
  message: CUSTOM_MESSAGES.hasCurlyBrackets,
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
