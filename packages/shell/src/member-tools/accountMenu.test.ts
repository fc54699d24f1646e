import { describe, expect, it } from 'vitest';
import { accountItems } from './accountMenu';

describe('accountItems', () => {
  it('lists the spec items in order with only Settings, Switch account and Logout active by default', () => {
    const items = accountItems('Learner');
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

  it('Only Settings, Switch account and Logout are active by default: Home too is inactive, for every role', () => {
    for (const role of ['Learner', 'Instructor', 'org-admin', 'yuno-admin'] as const) {
      const items = accountItems(role);
      expect(items.filter((i) => !i.disabled).map((i) => i.label)).toEqual(['Settings', 'Switch account', 'Logout']);
      expect(items.find((i) => i.label === 'Home')).toMatchObject({ disabled: true, note: 'Not available' });
    }
  });

  it('gives every inactive item a note saying it is not available, and the active ones none', () => {
    for (const item of accountItems('Learner')) expect(item.note).toBe(item.disabled ? 'Not available' : undefined);
  });

  it('shows the learner-only items (Enrolled Courses, Subscribed Categories) to learners only', () => {
    expect(accountItems('Learner').map((i) => i.label)).toContain('Enrolled Courses');
    for (const role of ['Instructor', 'org-admin', 'yuno-admin'] as const) {
      expect(accountItems(role).map((i) => i.label)).toEqual(['Home', 'Bookmarks', 'My Profile', 'Settings', 'Switch account', 'Logout']);
    }
  });
});
