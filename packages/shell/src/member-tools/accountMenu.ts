/**
 * The account dropdown's items (spec 1 §2): in this order, with only Settings, Switch
 * account and Logout active by default (Home too is inactive). The items about a learner's
 * own courses and categories are for learners only: the spec gives those routes to the
 * learner, and an instructor or academy owner has no enrolled courses to list.
 */
import { ACCOUNT_MENU_ACTIVE_BY_DEFAULT, ACCOUNT_MENU_INACTIVE_NOTE, ACCOUNT_MENU_ITEMS, ROUTES, type Role } from '@yuno/core';

export type AccountItemLabel = (typeof ACCOUNT_MENU_ITEMS)[number];

export interface AccountItem {
  id: string;
  label: AccountItemLabel;
  /** A link; absent for actions (Switch account). */
  href?: string;
  disabled: boolean;
  /** Why the item cannot be used, shown beside a disabled one. */
  note?: string;
}

const LEARNER_ONLY: readonly AccountItemLabel[] = ['Enrolled Courses', 'Subscribed Categories'];

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
  return ACCOUNT_MENU_ITEMS.filter((label) => role === 'Learner' || !LEARNER_ONLY.includes(label)).map((label) => {
    const href = label === 'Home' ? (homeFor(role) ?? undefined) : HREFS[label];
    const disabled = !ACCOUNT_MENU_ACTIVE_BY_DEFAULT.includes(label);
    return {
      id: label.toLowerCase().replace(/\s+/g, '-'),
      label,
      href: label === 'Switch account' ? undefined : (href ?? ''),
      disabled,
      note: disabled ? ACCOUNT_MENU_INACTIVE_NOTE : undefined,
    };
  });
}
