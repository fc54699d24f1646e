import { describe, expect, it } from 'vitest';
import { testUser } from '../test-support/user';
import { decideSessionAction, type RedirectContext } from './redirects';

const ctx = (over: Partial<RedirectContext> = {}): RedirectContext => ({
  user: testUser(),
  path: '/learner/',
  skipSignUp: false,
  paymentState: false,
  ...over,
});
const org = (id: number) => ({ id, name: `Org ${id}`, image: '' });

describe('decideSessionAction', () => {
  it('leaves a complete, active user where they are', () => {
    expect(decideSessionAction(ctx())).toBeNull();
  });

  it('sends a de-active instructor to /account-disabled at once, unless already there', () => {
    const user = testUser({ role: 'Instructor', account_status: 'de-active' });
    expect(decideSessionAction(ctx({ user }))).toEqual({ type: 'redirect', to: '/account-disabled', delayMs: 0, rememberReturn: false });
    expect(decideSessionAction(ctx({ user, path: '/account-disabled' }))).toBeNull();
    expect(decideSessionAction(ctx({ user, path: '/account-disabled/' }))).toBeNull();
  });

  it('does not block a de-active learner (the rule is for instructors)', () => {
    expect(decideSessionAction(ctx({ user: testUser({ account_status: 'de-active' }) }))).toBeNull();
  });

  it('sends a pending learner to /sign-up and a pending instructor to /instructor-sign-up after 50 ms', () => {
    expect(decideSessionAction(ctx({ user: testUser({ is_signup_completed: 'pending' }) }))).toEqual({
      type: 'redirect',
      to: '/sign-up',
      delayMs: 50,
      rememberReturn: false,
    });
    expect(decideSessionAction(ctx({ user: testUser({ role: 'Instructor', is_signup_completed: 'pending' }) }))).toMatchObject({
      to: '/instructor-sign-up',
      delayMs: 50,
    });
  });

  it('skips the sign-up redirect on the sign-up pages and when a skip or payment flag is stored', () => {
    const user = testUser({ is_signup_completed: 'pending' });
    expect(decideSessionAction(ctx({ user, path: '/sign-up' }))).toBeNull();
    expect(decideSessionAction(ctx({ user, path: '/instructor-sign-up/' }))).toBeNull();
    expect(decideSessionAction(ctx({ user, skipSignUp: true }))).toBeNull();
    expect(decideSessionAction(ctx({ user, paymentState: true }))).toBeNull();
  });

  it("keeps a pending learner on the page the stored user state names (the side menu's exception holds for the header too)", () => {
    const user = testUser({ is_signup_completed: 'pending' });
    expect(decideSessionAction(ctx({ user, userState: '/learner/' }))).toBeNull();
    expect(decideSessionAction(ctx({ user, search: '?as=learner-pending', userState: '/learner/?as=learner-pending' }))).toBeNull();
    expect(decideSessionAction(ctx({ user, userState: '/elsewhere/' }))).toMatchObject({ to: '/sign-up' });
    // It is a learner's rule: a pending instructor still goes to /instructor-sign-up.
    expect(
      decideSessionAction(ctx({ user: testUser({ role: 'Instructor', is_signup_completed: 'pending' }), path: '/instructor', userState: '/instructor' })),
    ).toMatchObject({ to: '/instructor-sign-up' });
  });

  it('sends an org-admin with several organisations and none active to the choice page, remembering the return path', () => {
    const user = testUser({ role: 'org-admin', has_org: true, org_id: [org(1), org(2)] });
    expect(decideSessionAction(ctx({ user }))).toEqual({ type: 'redirect', to: '/select-an-organization', delayMs: 0, rememberReturn: true });
    expect(decideSessionAction(ctx({ user, path: '/select-an-organization/' }))).toBeNull();
  });

  it('activates the only organisation of an org-admin', () => {
    const user = testUser({ role: 'org-admin', has_org: true, org_id: [org(7)] });
    expect(decideSessionAction(ctx({ user }))).toEqual({ type: 'activate-organization', orgId: 7 });
  });

  it('sends an org-admin without organisations to /create-organization-account, unless there', () => {
    const user = testUser({ role: 'org-admin' });
    expect(decideSessionAction(ctx({ user }))).toMatchObject({ to: '/create-organization-account', delayMs: 0 });
    expect(decideSessionAction(ctx({ user, path: '/create-organization-account' }))).toBeNull();
  });

  it('leaves an org-admin with an active organisation alone', () => {
    const user = testUser({ role: 'org-admin', org_id: [org(1), org(2)], current_state: { org_id: 2 } });
    expect(decideSessionAction(ctx({ user }))).toBeNull();
  });
});
