import { CUSTOM_RULES } from './customRules';
import type { Rule } from './rule';
import { STANDARD_RULES } from './standardRules';

/** Every registered rule by name; the custom email rule (with its message) replaces the standard one. */
export const RULES: Readonly<Record<string, Rule>> = Object.freeze({ ...STANDARD_RULES, ...CUSTOM_RULES });

export const STANDARD_RULE_NAMES = Object.keys(STANDARD_RULES);
export const CUSTOM_RULE_NAMES = Object.keys(CUSTOM_RULES);

export function getRule(name: string): Rule | undefined {
  return Object.prototype.hasOwnProperty.call(RULES, name) ? RULES[name] : undefined;
}
