/**
 * Checking a value against rules given as the rules themselves: a form that imports only
 * `required` ships only `required`.
 */
import type { Params, Rule, ValidationContext } from './rule';
import { isEmptyValue } from './values';

/** A rule as a form uses it: the rule, or [rule, params?, message?]. */
export type RuleUse = Rule | readonly [rule: Rule, params?: Params, message?: string];

/**
 * The first failing rule's message, or null when the value passes. An empty value skips
 * rules that do not judge emptiness, so optional fields may stay blank.
 */
export function check(value: unknown, rules: readonly RuleUse[], context: ValidationContext = {}): string | null {
  const empty = isEmptyValue(value);
  for (const use of rules) {
    const [rule, params = {}, message] = typeof use === 'function' ? [use] : use;
    if (empty && !rule.checksEmpty) continue;
    const ctx = message ? { ...context, messages: { ...context.messages, [rule.ruleName]: message } } : context;
    const result = rule(value, params, ctx);
    if (result !== true) return result;
  }
  return null;
}
