import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockState } from './state';
import { call } from './test-support/call';

beforeEach(() => resetMockState());

describe('per-session state', () => {
  it('keeps a generated referral code inside its session', () => {
    expect(call('GET', 'v1/referral/code/4101', { sessionId: 'a' }).body).toEqual({ code: 204, message: 'No referral code found', data: null });
    const generated = call('POST', 'v1/referral/code', { body: { user_id: 4101, role: 'Learner' }, sessionId: 'a' }).body;
    expect(generated).toMatchObject({ code: 201, data: { referral_code: 'AARAV4101' } });
    expect(call('GET', 'v1/referral/code/4101', { sessionId: 'a' }).body).toMatchObject({ code: 200, data: { referral_code: 'AARAV4101' } });
    expect(call('GET', 'v1/referral/code/4101', { sessionId: 'b' }).body.code).toBe(204);
  });

  it('keeps group changes and class deletions inside their session', () => {
    call('POST', 'v4/groups', { body: { title: 'New group', owner_id: 4201, role: 'Instructor', access: 'rw', user_ids: [6001] }, sessionId: 'a' });
    call('DELETE', 'v2/classes/7001', { sessionId: 'a' });
    expect((call('GET', 'v4/groups/4201', { sessionId: 'a' }).body.data as unknown[]).length).toBe(5);
    expect((call('GET', 'v4/groups/4201', { sessionId: 'b' }).body.data as unknown[]).length).toBe(4);
    expect((call('GET', 'v4/classes/upcoming/4201', { sessionId: 'a' }).body.data as unknown[]).length).toBe(4);
    expect((call('GET', 'v4/classes/upcoming/4201', { sessionId: 'b' }).body.data as unknown[]).length).toBe(5);
  });

  it('forgets one session or all on reset', () => {
    call('POST', 'v1/referral/code', { body: { user_id: 4101 }, sessionId: 'a' });
    call('POST', 'v1/referral/code', { body: { user_id: 4101 }, sessionId: 'b' });
    resetMockState('a');
    expect(call('GET', 'v1/referral/code/4101', { sessionId: 'a' }).body.code).toBe(204);
    expect(call('GET', 'v1/referral/code/4101', { sessionId: 'b' }).body.code).toBe(200);
    resetMockState();
    expect(call('GET', 'v1/referral/code/4101', { sessionId: 'b' }).body.code).toBe(204);
  });
});
