/**
 * The header's session duties for every page (spec 1 §4): announce the user to the other
 * widgets, and clear a visitor's stored sign-up flags. What only a signed-in page needs (the
 * redirect rules, a fresh token) is SignedInSession, in the member tools' part.
 */
import { useEffect, useRef } from 'react';
import { events, type UserInfo } from '@yuno/core';
import type { UserInfoState } from '@yuno/runtime';
import { clearVisitorSignUpFlags } from './sessionActions';

/** What of the user the session rules read: a change of it runs them again. */
export const profileKey = (user: UserInfo | null) =>
  user ? [user.role, user.email, user.account_status, user.is_signup_completed, user.current_state.org_id].join('|') : '';

export function useSession({ loggedIn, user, error }: UserInfoState): void {
  const key = profileKey(user);
  const userRef = useRef(user);
  userRef.current = user;

  useEffect(() => {
    if (!loggedIn) clearVisitorSignUpFlags();
  }, [loggedIn]);

  useEffect(() => {
    const current = userRef.current;
    if (current) {
      events.emit('user:loaded', { user: current });
      events.emit('role:announced', { role: current.role });
    } else if (error) {
      events.emit('user:loaded', { user: null, error: error.message });
    }
  }, [key, error]);
}
