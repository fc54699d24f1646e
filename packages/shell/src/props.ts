/** The header widget's props: the schema the runtime checks, and the checks beyond types. */
import { ROLES, safeUrl } from '@yuno/core';
import { propsFromBlock, type PropsSchema } from '@yuno/runtime';
import { attributes } from '../../../wp-plugin/blocks/header/block.json';
import type { HeaderProps } from './header/Header';

export const headerPropsSchema: PropsSchema = propsFromBlock(attributes, {
  logoUrl: { type: 'string', default: '' },
  // Empty: the header picks (a learner's home for a learner, else '/').
  homeUrl: { type: 'string', default: '' },
  // Not given: the app's store page, which only the Android visitor's part carries (see AppPrompt).
  appUrl: { type: 'string' },
});

export function validateHeaderProps(props: HeaderProps): string | null {
  const known = ROLES.map((r) => r.toLowerCase());
  const unknown = (props.allowedRoles ?? []).filter((r) => !known.includes(r.trim().toLowerCase()));
  if (unknown.length > 0) {
    return `The "allowedRoles" property has unknown roles (${unknown.join(', ')}); use: ${ROLES.join(', ')}.`;
  }
  for (const key of ['logoUrl', 'homeUrl', 'appUrl'] as const) {
    const value = props[key];
    if (value && !safeUrl(value)) return `The "${key}" property must be an http(s) or site-relative address.`;
  }
  return null;
}
