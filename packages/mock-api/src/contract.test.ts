/**
 * The widgets' own request helper against the mock, through msw: the paths of the route
 * map, the envelope, and 204/401-in-body as errors all line up.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../core/src/config';
import { request } from '../../core/src/http/request';
import { defineRoutes } from '../../core/src/http/routes';
import { alreadyEnrolledCourseId } from './fixtures/courses';
import { demoUsers } from './fixtures/users';
import { createHandlers } from './msw';
import { resetScenarios, setScenario } from './scenarios';
import { resetMockState } from './state';
import { allRoutes } from './routes';
import { TEST_NOW } from './test-support/call';

// Every widget's routes, as the pages that show them have them.
defineRoutes(allRoutes);

const server = setupServer(...createHandlers({ now: TEST_NOW }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetScenarios();
  resetMockState();
  resetConfig();
});
afterAll(() => server.close());

const signIn = (role: keyof typeof demoUsers) =>
  resetConfig({ apiBase: 'http://localhost:5173/wp-json/yuno', userId: demoUsers[role].id, token: demoUsers[role].token });

describe('core request helper against the mock', () => {
  it('reads user info, the enrolment status and a search page', async () => {
    signIn('learner');
    const user = await request<{ role: string }>('GET', 'userInfo', { params: { userId: 4101 } });
    expect(user).toMatchObject({ code: 200, data: { role: 'Learner' } });
    const status = await request<{ is_enrolled: boolean }>('GET', 'enrollmentStatus', { params: { courseId: alreadyEnrolledCourseId, userId: 4101 } });
    expect(status.data.is_enrolled).toBe(true);
    const search = await request('POST', 'courseSearch', { body: { text: 'french', limit: 2, offset: 0 } });
    expect(search.count).toBe(3);
    const batches = await request('GET', 'batches', { query: { course_id: 1001, batch_days: ['Sun', 'Sat'], batch_time: ['morning'], limit: 4, offset: 0 } });
    expect(batches.code).toBe(200);
  });

  it('turns 204 and 401 in the body into errors carrying the server message', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn('learner');
    await expect(request('GET', 'referralCode', { params: { userId: 4101 } })).rejects.toMatchObject({ message: 'No referral code found', code: 204 });
    setScenario('userInfo', 'code401');
    await expect(request('GET', 'userInfo', { params: { userId: 4101 } })).rejects.toMatchObject({ message: 'Unauthorized', code: 401 });
  });

  it('generates a referral code (201) that the next read returns', async () => {
    signIn('learner');
    const generated = await request('POST', 'generateReferralCode', { body: { user_id: 4101, role: 'Learner' } });
    expect(generated.code).toBe(201);
    const read = await request<{ referral_code: string }>('GET', 'referralCode', { params: { userId: 4101 } });
    expect(read.data.referral_code).toBe('AARAV4101');
  });
});
