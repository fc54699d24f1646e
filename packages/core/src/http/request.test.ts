import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../config';
import { events } from '../events';
import { ERROR_MESSAGES } from '../constants';
import { ApiError } from './errors';
import { referralRoutes } from '../referral';
import { isRecord, list } from '../safety';
import { api, buildQuery, preloadedAnswer, request, resetUnauthorised, timeLeftAfter } from './request';
import { defineRoutes } from './routes';

// The referral routes are not the runtime's own: the bundles that call them declare them.
// Two routes the availability widgets declare: a list with its total under a key of its own, and a record.
defineRoutes(referralRoutes, {
  batches: { path: 'v4/batches/view/list', shape: list },
  enrollmentStatus: { path: 'v4/enrollments/status/{courseId}/{userId}', shape: isRecord },
});

const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  resetConfig({ userId: 12, token: 'tok-1', apiBase: '/wp-json/yuno' });
  resetUnauthorised();
  events.reset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetConfig();
});

describe('request', () => {
  it('calls the route under the API base with the bearer token and reads the envelope', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: { role: 'Learner' }, count: 1 }));
    const result = await api.get('userInfo', { params: { userId: 12 } });
    expect(result).toEqual({ code: 200, message: 'ok', data: { role: 'Learner' }, count: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/wp-json/yuno/v3/user/info/12');
    expect(init.method).toBe('GET');
    expect(init.headers.Authorization).toBe('Bearer tok-1');
  });

  it('reads the total from the key a list names (the batch list answers with batch_count)', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: [1, 2, 3, 4], batch_count: '12' }));
    expect((await api.get('batches', { countKey: 'batch_count' })).count).toBe(12);
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: [1, 2], count: 7 }));
    expect((await api.get('batches', { countKey: 'batch_count' })).count).toBe(7);
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: [1], count: 'many' }));
    expect((await api.get('batches')).count).toBeUndefined();
  });

  it('sends an empty authorization header when logged out', async () => {
    resetConfig({ userId: 0, token: 'stale' });
    fetchMock.mockResolvedValue(json({ code: 200, data: [] }));
    await api.get('categories');
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('');
  });

  it('supports every method of the spec, with JSON bodies', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ code: 201, data: {} })));
    await api.post('switchOrganization', { user_id: 1, org_id: 2 });
    await api.put('generateReferralCode', { title: 't' });
    await api.patch('generateReferralCode', { title: 't' });
    await api.delete('generateReferralCode');
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }));
    await api.head('footer');
    expect(fetchMock.mock.calls.map((c) => c[1].method)).toEqual(['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']);
    expect(fetchMock.mock.calls[0][1].body).toBe('{"user_id":1,"org_id":2}');
    expect(fetchMock.mock.calls[0][1].headers['Content-Type']).toBe('application/json');
  });

  it.each([204, 401])('treats code %i inside a successful response as an error with the server message', async (code) => {
    fetchMock.mockResolvedValue(json({ code, message: 'Nothing here', data: [] }));
    const error = await request('GET', 'footer').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Nothing here');
    expect(error.code).toBe(code);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Nothing here'));
  });

  it('falls back to the common message when the server gives none', async () => {
    fetchMock.mockResolvedValue(json({ code: 500 }));
    await expect(request('GET', 'footer')).rejects.toThrow(ERROR_MESSAGES.common);
  });

  it('reads the message of an HTTP error, and the common message for an HTML error page', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 'x', message: 'Bad input' }, 400));
    await expect(request('GET', 'footer')).rejects.toThrow('Bad input');
    fetchMock.mockResolvedValueOnce(new Response('<html>Server error</html>', { status: 500 }));
    await expect(request('GET', 'footer')).rejects.toMatchObject({ message: ERROR_MESSAGES.common, status: 500 });
  });

  it('reports malformed JSON and an empty body as parse errors', async () => {
    fetchMock.mockResolvedValueOnce(json('{"code":200,'));
    await expect(request('GET', 'footer')).rejects.toMatchObject({ kind: 'parse' });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(request('GET', 'footer')).rejects.toMatchObject({ kind: 'parse' });
  });

  it('announces HTTP 403 once per page however many calls fail', async () => {
    const seen = vi.fn();
    events.on('unauthorised', seen);
    fetchMock.mockImplementation(() => Promise.resolve(json({ code: 403 }, 403)));
    await Promise.allSettled([request('GET', 'footer'), request('GET', 'courseFilters'), request('GET', 'footer')]);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('times out after 60,000 ms by default', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = request('GET', 'footer').catch((e) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchMock.mock.calls[0][1].signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout', message: ERROR_MESSAGES.common });
  });

  it('times out a body that stalls after the headers, as it does a silent server', async () => {
    vi.useFakeTimers();
    // As fetch does: the answer's body fails when the request's signal aborts.
    fetchMock.mockImplementation((_url: string, init: RequestInit) => {
      const stalled = new ReadableStream<Uint8Array>({
        start(body) {
          body.enqueue(new TextEncoder().encode('{"code":200,'));
          init.signal!.addEventListener('abort', () => body.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(stalled, { status: 200 }));
    });
    let settled: unknown;
    void request('GET', 'footer').catch((error) => (settled = error));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ kind: 'timeout', message: ERROR_MESSAGES.common });
  });

  it('reads the body of a 403 and of a HEAD, so that no request is left open', async () => {
    const answers: Response[] = [];
    fetchMock.mockImplementation(() => {
      answers.push(json({ code: 403, message: 'Forbidden' }, 403));
      return Promise.resolve(answers[answers.length - 1]);
    });
    await expect(request('GET', 'footer')).rejects.toMatchObject({ status: 403 });
    await request('HEAD', 'footer').catch(() => {});
    expect(answers.map((answer) => answer.bodyUsed)).toEqual([true, true]);
  });

  it('waits forever with a time-out of 0', async () => {
    vi.useFakeTimers();
    resetConfig({ userId: 1, token: 't', timeout: 0 });
    fetchMock.mockImplementation(() => new Promise(() => {}));
    void request('GET', 'footer');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchMock.mock.calls[0][1].signal.aborted).toBe(false);
  });

  it('reports a network failure, and logs it', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('GET', 'footer')).rejects.toMatchObject({ kind: 'network' });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('GET footer failed'));
  });

  it('a request its caller aborts (a newer search took its place) rejects as aborted, with nothing logged', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const caller = new AbortController();
    const pending = request('POST', 'courseSearch', { body: {}, signal: caller.signal });
    caller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(console.warn).not.toHaveBeenCalled();
  });
});

describe('answers of the wrong shape', () => {
  // What a 200 may carry that its widget cannot show: each is an error with the common
  // message (the widget offers a retry), and the log says what was wrong.
  const wrong: [Parameters<typeof api.get>[0], unknown][] = [
    ['footer', []],
    ['footer', { copyright: 'x' }],
    ['footer', 'Success'],
    ['userInfo', { first_name: 'Asha' }],
    ['userInfo', { role: 'wizard' }],
    ['userInfo', null],
    ['headerMenuForRole', 'menu'],
    ['menu', null],
    ['course', []],
    ['course', { id: 0 }],
    ['course', { title: 'IELTS' }],
    ['referralCode', {}],
    ['referralCode', { referral_code: 42 }],
    ['courseSearch', { courses: [] }],
    ['batches', null],
  ];

  it.each(wrong)('%s with data %j: an error, like a failed request', async (route, data) => {
    fetchMock.mockResolvedValue(json({ code: 200, message: 'Success', data }));
    const failure = await api.get(route, { params: { userId: 12, role: 'Learner', orgId: 0, courseId: 1001 } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'shape', status: 200, code: 200, message: ERROR_MESSAGES.common });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`GET ${route} failed: the answer is not the shape its widget needs`));
  });

  it('passes answers of the right shape, however sparse, and answers to actions as they are', async () => {
    const right: [Parameters<typeof api.get>[0], unknown][] = [
      ['footer', { columns: [] }],
      ['userInfo', { role: 'learner' }],
      ['headerMenuForRole', []],
      ['menu', { section: 'Home' }],
      ['course', { id: '1001' }],
      ['referralCode', { referral_code: '' }],
      ['courseSearch', []],
      ['enrollmentStatus', {}],
    ];
    for (const [route, data] of right) {
      fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data }));
      expect((await api.get(route, { params: { userId: 12, role: 'Learner', orgId: 0, courseId: 1001 } })).data, route).toEqual(data);
    }
    fetchMock.mockResolvedValue(json({ code: 201, message: 'Created', data: null }));
    expect((await api.post('generateReferralCode', {})).code).toBe(201);
  });

  it('reads a preloaded answer the same way', () => {
    resetConfig({ userId: 12, preload: { 'v4/footer': { code: 200, message: 'ok', data: ['not', 'a', 'footer'] } } });
    expect(() => preloadedAnswer('footer')).toThrow(expect.objectContaining({ kind: 'shape', message: ERROR_MESSAGES.common }));
  });
});

describe('preloadedAnswer', () => {
  const preload = {
    'v3/user/info/12': { code: 200, message: 'ok', data: { role: 'Learner' } },
    'v4/courses/search?limit=2': { code: 200, message: 'ok', data: [1, 2], count: 9 },
    'v1/referral/code/12': { code: 204, message: 'No referral code yet', data: null },
  };

  beforeEach(() => {
    resetConfig({ userId: 12, token: 'tok-1', preload });
  });

  it('reads the answer the page config holds for the path, query included', () => {
    expect(preloadedAnswer('userInfo', { params: { userId: 12 } })).toEqual({ code: 200, message: 'ok', data: { role: 'Learner' }, count: undefined });
    expect(preloadedAnswer('courseSearch', { query: { limit: 2 } })?.count).toBe(9);
    expect(preloadedAnswer('courseSearch', { query: { limit: 3 } })).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives each answer once: the next one for the path (a retry, a refresh) comes from the server', () => {
    expect(preloadedAnswer('userInfo', { params: { userId: 12 } })).toBeDefined();
    expect(preloadedAnswer('userInfo', { params: { userId: 12 } })).toBeUndefined();
  });

  it('reads an answer like a fetched one: 204 in the body is an error with its message', () => {
    expect(() => preloadedAnswer('referralCode', { params: { userId: 12 } })).toThrow(expect.objectContaining({ message: 'No referral code yet', code: 204 }));
  });

  it('takes only object answers from the page config', () => {
    resetConfig({ userId: 12, preload: { 'v4/footer': 'not an answer', 'v4/categories': [1], 'v3/user/info/12': null } });
    expect(preloadedAnswer('footer')).toBeUndefined();
    expect(preloadedAnswer('categories')).toBeUndefined();
    expect(preloadedAnswer('userInfo', { params: { userId: 12 } })).toBeUndefined();
  });

  it('leaves requests to the network', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, message: 'fresh', data: { role: 'Instructor' } }));
    expect((await api.get('userInfo', { params: { userId: 12 } })).data).toEqual({ role: 'Instructor' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('timeLeftAfter', () => {
  it("is what is left of the load's one time-out, at least 1 ms; none without a time-out", () => {
    expect(timeLeftAfter(50_000, 60_000)).toBe(10_000);
    expect(timeLeftAfter(70_000, 60_000)).toBe(1);
    expect(timeLeftAfter(5_000, 0)).toBe(0);
  });
});

describe('buildQuery', () => {
  it('joins arrays, drops empty values and encodes', () => {
    expect(buildQuery({ a: [1, 2], b: '', c: null, d: 'x y', e: false })).toBe('?a=1%2C2&d=x+y&e=false');
    expect(buildQuery({})).toBe('');
  });
});
