/** Entities of the shell, account and session (spec 1, section 3). */

/** The roles the spec names (Learner, Instructor, org-admin, yuno-admin) plus the implied ones. */
export type Role = 'Learner' | 'Instructor' | 'org-admin' | 'yuno-admin' | 'counsellor' | 'referrer';

export interface Organization {
  id: number;
  name: string;
  image: string;
}

export interface UserCurrentState {
  /** The active organisation of an org-admin; 0 when none is active. */
  org_id: number;
}

export interface UserInfo {
  role: Role;
  /** 'de-active' blocks an instructor; other values are not given by the spec. */
  account_status: string;
  /** 'pending' until the sign-up form is completed. */
  is_signup_completed: string;
  profile_img: string;
  first_name: string;
  yuno_display_name: string;
  email: string;
  has_org: boolean;
  org_id: Organization[];
  current_state: UserCurrentState;
}

/** POST v3/user/state: switch the active organisation (success code 201). */
export interface SwitchOrganizationPayload {
  user_id: number;
  org_id: number;
}

/** POST token expiry: the answer's data carries the minutes left. */
export interface TokenExpiryPayload {
  userID: number;
  token: string;
}

export interface TokenExpiry {
  minutes: number;
}

/** POST token refresh: the answer's data carries the new bearer token. */
export interface TokenRefreshPayload {
  user_id: number;
  id_token: string;
}

export interface TokenRefresh {
  token: string;
}
