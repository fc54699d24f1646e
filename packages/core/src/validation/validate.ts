import { check, type RuleUse } from './check';
import { getRule } from './registry';
import type { Params, Rule, ValidationContext } from './rule';

/**
 * A rule as a form lists it: a name ('required'), a name with positional arguments
 * ('min:10', 'between:1,10', 'oneOf:a,b'), [name, params, message?], or the rule itself.
 */
export type RuleSpec = string | RuleUse | readonly [name: string, params?: Params, message?: string];

function positional(rule: Rule, args: string[]): Params {
  const params: Params = {};
  rule.paramNames.forEach((name, i) => {
    if (name === '...') {
      // The rest: a list rule ('oneOf:a,b') or the values after a target ('required_if:kind,a,b').
      params[i === 0 ? 'list' : 'values'] = args.slice(i);
    } else if (i < args.length) {
      params[name] = args[i];
    }
  });
  return params;
}

function named(name: string): Rule {
  const rule = getRule(name);
  if (!rule) throw new Error(`Unknown validation rule "${name}"`);
  return rule;
}

function resolve(spec: RuleSpec): RuleUse {
  if (typeof spec === 'function') return spec;
  if (typeof spec === 'string') {
    const colon = spec.indexOf(':');
    const rule = named(colon < 0 ? spec : spec.slice(0, colon));
    const args = colon < 0 ? [] : spec.slice(colon + 1).split(',');
    return [rule, positional(rule, args)];
  }
  const [ruleOrName, params = {}, message] = spec;
  return [typeof ruleOrName === 'function' ? ruleOrName : named(ruleOrName), params, message];
}

/** Parse 'required|min:10' into rule specs. */
export function parseRules(text: string): RuleSpec[] {
  return text
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The first failing rule's message, or null when the value passes. An empty value skips
 * rules that do not judge emptiness, so optional fields may stay blank.
 */
export function validate(value: unknown, rules: readonly RuleSpec[] | string, context: ValidationContext = {}): string | null {
  const list = typeof rules === 'string' ? parseRules(rules) : rules;
  return check(value, list.map(resolve), context);
}

/** Every failing message, in rule order. */
export function validateAll(value: unknown, rules: readonly RuleSpec[] | string, context: ValidationContext = {}): string[] {
  const list = typeof rules === 'string' ? parseRules(rules) : rules;
  return list.map((spec) => validate(value, [spec], context)).filter((m): m is string => m !== null);
}
