/** The referral menu's items and title by role (spec 2: "Referral menu", "Roles and permissions"). */
import { REFERRAL_TEXT, ROUTES, type Role } from '@yuno/core';

export interface ReferralItem {
  label: string;
  href: string;
  /** The item shows only to these roles. */
  roles: readonly Role[];
}

export const REFERRAL_ITEMS: readonly ReferralItem[] = [
  { label: REFERRAL_TEXT.earnings, href: ROUTES.earnings, roles: ['Learner', 'Instructor'] },
  { label: REFERRAL_TEXT.howItWorks, href: ROUTES.howItWorks, roles: ['Learner', 'Instructor'] },
];

export const itemsFor = (role: Role | null, items: readonly ReferralItem[] = REFERRAL_ITEMS) => (role ? items.filter((item) => item.roles.includes(role)) : []);

export const titleFor = (role: Role | null) => (role === 'Instructor' ? REFERRAL_TEXT.titleInstructor : REFERRAL_TEXT.titleLearner);

/** Only a Learner may generate a code; an Instructor sees theirs directly. */
export const canGenerate = (role: Role | null) => role === 'Learner';
