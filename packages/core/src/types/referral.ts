/** Referral code, invite link and referral table rows (spec 1 §3, spec 2 §3). */
import type { Role } from './user';

export interface Referral {
  referral_code: string;
}

export interface InviteLink {
  invitation_link: string;
}

export interface GenerateReferralPayload {
  user_id: number;
  role: Role;
}

export interface Referrer {
  /** 0 means NA. */
  id: number;
  name: string;
  image: string;
}

export interface ReferralRow {
  learner: unknown;
  referrer: Referrer;
  attendance: { percentage: number };
  batch: { percentage: number };
  org_admin: unknown;
  counselor: unknown;
  actions: unknown;
}
