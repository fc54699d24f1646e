/**
 * The account dropdown's items (spec 1 §2): in this order, with only Settings, Switch
 * account and Logout active by default. Home is also active where the role has a home
 * (a learner's is /learner, an instructor's /instructor).
 */
import { ACCOUNT_MENU_ACTIVE_BY_DEFAULT, ACCOUNT_MENU_ITEMS, ROUTES, type Role } from '@yuno/core';

export type AccountItemLabel = (typeof ACCOUNT_MENU_ITEMS)[number];

export interface AccountItem {
  id: string;
  label: AccountItemLabel;
  /** A link; absent for actions (Switch account). */
  href?: string;
  disabled: boolean;
}

const HREFS: Partial<Record<AccountItemLabel, string>> = {
  Bookmarks: ROUTES.bookmarks,
  'Enrolled Courses': ROUTES.enrolledCourses,
  'Subscribed Categories': ROUTES.subscribedCategories,
  Settings: ROUTES.settings,
  Logout: ROUTES.logout,
};

export function homeFor(role: Role): string | null {
  if (role === 'Learner') return ROUTES.learnerHome;
  if (role === 'Instructor') return ROUTES.instructor;
  return null;
}

export function accountItems(role: Role): AccountItem[] {
  const home = homeFor(role);
  return ACCOUNT_MENU_ITEMS.map((label) => {
    const href = label === 'Home' ? home ?? undefined : HREFS[label];
    const active = ACCOUNT_MENU_ACTIVE_BY_DEFAULT.includes(label) || (label === 'Home' && home !== null);
    return {
      id: label.toLowerCase().replace(/\s+/g, '-'),
      label,
      href: label === 'Switch account' ? undefined : href ?? '',
      disabled: !active,
    };
  });
}
