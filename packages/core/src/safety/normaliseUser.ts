import type { Organization, Role, UserInfo } from '../types';
import { asArray, asBoolean, asNumber, asObject, asString, isRecord, pick } from './coerce';
import { safeUrl } from './safeUrl';

export const ROLES: readonly Role[] = ['Learner', 'Instructor', 'org-admin', 'yuno-admin', 'counsellor', 'referrer'];

/** A known role, matched without regard to case; anything else null. */
export function asRole(v: unknown): Role | null {
  const text = asString(v).trim().toLowerCase();
  return ROLES.find((r) => r.toLowerCase() === text) ?? null;
}

export function normaliseOrganization(raw: unknown): Organization | null {
  if (!isRecord(raw)) return null;
  return {
    id: asNumber(raw.id),
    name: asString(raw.name),
    image: safeUrl(raw.image),
  };
}

/**
 * User info, or null when it cannot describe a user (not an object, or a role we do not
 * know: a role decides what a page may show, so it is never guessed).
 */
export function normaliseUserInfo(raw: unknown): UserInfo | null {
  if (!isRecord(raw)) return null;
  const role = asRole(raw.role);
  if (!role) return null;
  return {
    role,
    account_status: asString(raw.account_status),
    // Usually 'pending' or another word; a boolean is kept readable rather than lost.
    is_signup_completed: typeof raw.is_signup_completed === 'boolean' ? String(raw.is_signup_completed) : asString(raw.is_signup_completed),
    profile_img: safeUrl(raw.profile_img),
    first_name: asString(raw.first_name),
    yuno_display_name: asString(raw.yuno_display_name),
    email: asString(raw.email),
    has_org: asBoolean(raw.has_org),
    org_id: asArray(raw.org_id, normaliseOrganization),
    current_state: { org_id: asNumber(pick(asObject(raw.current_state), 'org_id')) },
  };
}
