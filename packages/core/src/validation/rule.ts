import { interpolate } from '../format';
import { DEFAULT_FIELD_NAME, DEFAULT_MESSAGE } from './messages';
import type { Params } from './values';

export type { Params };

export interface ValidationContext {
  /** The field's name as users read it; fills {field}. */
  field?: string;
  /** The other fields of the form, for confirmed, required_if and isEndTime. */
  values?: Record<string, unknown>;
  /** Per-rule message overrides. */
  messages?: Record<string, string>;
}

/** A rule: true when the value passes, else the message with its placeholders filled. */
export interface Rule {
  (value: unknown, params?: Params, context?: ValidationContext): true | string;
  readonly ruleName: string;
  /** Rules that judge emptiness run on empty values; the others let an empty optional field pass. */
  readonly checksEmpty: boolean;
  /** Names for positional arguments of the 'name:a,b' form; '...' collects them all as a list. */
  readonly paramNames: readonly string[];
}

export interface RuleDefinition {
  test: (value: unknown, params: Params, context: ValidationContext) => boolean;
  message?: string;
  checksEmpty?: boolean;
  paramNames?: readonly string[];
  /** Params used when the caller leaves them out (also fill the message). */
  defaults?: Params;
}

export function defineRule(name: string, def: RuleDefinition): Rule {
  const rule = (value: unknown, given: Params = {}, context: ValidationContext = {}): true | string => {
    const params = def.defaults ? { ...def.defaults, ...given } : given;
    if (def.test(value, params, context)) return true;
    const template = context.messages?.[name] ?? def.message ?? DEFAULT_MESSAGE;
    return interpolate(template, { ...params, field: context.field || DEFAULT_FIELD_NAME, _field_: context.field || DEFAULT_FIELD_NAME });
  };
  return Object.assign(rule, {
    ruleName: name,
    checksEmpty: def.checksEmpty ?? false,
    paramNames: def.paramNames ?? [],
  });
}
