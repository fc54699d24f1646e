/**
 * The page gate (spec 1 §2 "Page shell"): what the page's main area shows. A loader while
 * user info loads, 'not authorized' for a role outside the page's list (an empty list
 * allows everyone, visitors included), the data-not-found state when user info failed.
 */
import type { Role } from '@yuno/core';
import { roleAllowed } from '@yuno/runtime';

export type GateState = 'open' | 'loading' | 'denied' | 'error';

export interface GateInput {
  loggedIn: boolean;
  isLoading: boolean;
  failed: boolean;
  role: Role | null;
  allowedRoles: readonly string[];
}

export function gateState({ loggedIn, isLoading, failed, role, allowedRoles }: GateInput): GateState {
  const restricted = allowedRoles.length > 0;
  if (!loggedIn) return restricted ? 'denied' : 'open';
  if (isLoading) return 'loading';
  if (failed || !role) return 'error';
  if (!restricted) return 'open';
  return roleAllowed(role, allowedRoles) ? 'open' : 'denied';
}
