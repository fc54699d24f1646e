import { describe, expect, it } from 'vitest';
import { testUser } from '../shared/testUser';
import { sidebarSignUpRedirect } from './pendingSignUp';

const pending = testUser({ is_signup_completed: 'pending' });

describe('sidebarSignUpRedirect', () => {
  it('sends a pending learner to /sign-up', () => {
    expect(sidebarSignUpRedirect(pending, '/learner/', '', null)).toBe('/sign-up');
  });
  it('does not when the stored user state is the current path', () => {
    expect(sidebarSignUpRedirect(pending, '/learner/', '?tab=1', '/learner/?tab=1')).toBeNull();
    expect(sidebarSignUpRedirect(pending, '/learner/', '', '/learner')).toBeNull();
    expect(sidebarSignUpRedirect(pending, '/learner/', '', '/other/')).toBe('/sign-up');
  });
  it('leaves other roles, completed sign-ups and the sign-up page alone', () => {
    expect(sidebarSignUpRedirect(testUser({ role: 'Instructor', is_signup_completed: 'pending' }), '/instructor', '', null)).toBeNull();
    expect(sidebarSignUpRedirect(testUser(), '/learner/', '', null)).toBeNull();
    expect(sidebarSignUpRedirect(pending, '/sign-up', '', null)).toBeNull();
  });
});
