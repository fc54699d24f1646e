import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@yuno/core';
import { testUser } from '../test-support/user';
import { sidebarSignUpRedirect } from './pendingSignUp';

const pending = testUser({ is_signup_completed: 'pending' });

/** The side menu's rule for `user` at `path` + `search`, with nothing stored unless given. */
const redirect = (user: UserInfo, path: string, search = '', stored: { userState?: string; skipSignUp?: boolean; paymentState?: boolean } = {}) =>
  sidebarSignUpRedirect({ user, path, search, skipSignUp: false, paymentState: false, ...stored });

describe('sidebarSignUpRedirect', () => {
  it('sends a pending learner to /sign-up', () => {
    expect(redirect(pending, '/learner/')).toBe('/sign-up');
  });
  it('does not when the stored user state is the current path', () => {
    expect(redirect(pending, '/learner/', '?tab=1', { userState: '/learner/?tab=1' })).toBeNull();
    expect(redirect(pending, '/learner/', '', { userState: '/learner' })).toBeNull();
    expect(redirect(pending, '/learner/', '', { userState: '/other/' })).toBe('/sign-up');
  });
  it('is skipped when a skip-sign-up flag or a payment-state flag is stored, as the header is', () => {
    expect(redirect(pending, '/learner/', '', { skipSignUp: true })).toBeNull();
    expect(redirect(pending, '/learner/', '', { paymentState: true })).toBeNull();
  });
  it('leaves other roles, completed sign-ups and the sign-up page alone', () => {
    expect(redirect(testUser({ role: 'Instructor', is_signup_completed: 'pending' }), '/instructor')).toBeNull();
    expect(redirect(testUser(), '/learner/')).toBeNull();
    expect(redirect(pending, '/sign-up')).toBeNull();
  });
});
