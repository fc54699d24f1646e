import { describe, expect, it } from 'vitest';
import { accountItems } from './accountMenu';

describe('accountItems', () => {
  it('lists the spec items in order with only Settings, Switch account and Logout active by default', () => {
    const items = accountItems('org-admin');
    expect(items.map((i) => i.label)).toEqual([
      'Home',
      'Bookmarks',
      'Enrolled Courses',
      'Subscribed Categories',
      'My Profile',
      'Settings',
      'Switch account',
      'Logout',
    ]);
    expect(items.filter((i) => !i.disabled).map((i) => i.label)).toEqual(['Settings', 'Switch account', 'Logout']);
    expect(items.find((i) => i.label === 'Settings')!.href).toBe('/settings/');
    expect(items.find((i) => i.label === 'Logout')!.href).toBe('/logout/');
    expect(items.find((i) => i.label === 'Switch account')!.href).toBeUndefined();
  });

  it("gives a learner an active Home link to /learner", () => {
    const home = accountItems('Learner')[0];
    expect(home).toMatchObject({ label: 'Home', href: '/learner', disabled: false });
  });
});
