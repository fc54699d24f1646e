import { describe, expect, it } from 'vitest';
import { parseProps } from '@yuno/runtime';
import type { HeaderProps } from './header/Header';
import { headerPropsSchema, validateHeaderProps } from './props';

describe('header props', () => {
  it('defaults to everyone allowed, with the search bar', () => {
    const parsed = parseProps<HeaderProps>({}, headerPropsSchema);
    expect(parsed).toMatchObject({ ok: true, props: { allowedRoles: [], showSearch: true, homeUrl: '' } });
  });
  it('refuses wrong types and unknown roles with a clear message', () => {
    expect(parseProps({ allowedRoles: 5 }, headerPropsSchema)).toEqual({ ok: false, message: 'The "allowedRoles" property must be a list of strings.' });
    expect(validateHeaderProps({ allowedRoles: ['Learner', 'wizard'] })).toBe(
      'The "allowedRoles" property has unknown roles (wizard); use: Learner, Instructor, org-admin, yuno-admin, counsellor, referrer.',
    );
    expect(validateHeaderProps({ allowedRoles: ['learner', 'Instructor'] })).toBeNull();
  });
  it('refuses unsafe addresses', () => {
    expect(validateHeaderProps({ logoUrl: 'javascript:alert(1)' })).toBe('The "logoUrl" property must be an http(s) or site-relative address.');
    expect(validateHeaderProps({ homeUrl: '/home/' })).toBeNull();
  });
});
