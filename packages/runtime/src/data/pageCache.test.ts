import { describe, expect, it, vi } from 'vitest';
import { createPageCache, hashKey } from './pageCache';

/** A fetch whose answers the test releases by hand. */
function manualFetch() {
  const pending: Array<{ key: string; resolve: (v: unknown) => void; reject: (e: unknown) => void }> = [];
  const fetch = vi.fn((key: string) => new Promise((resolve, reject) => pending.push({ key, resolve, reject })));
  return { fetch, pending };
}

describe('page cache', () => {
  it('one request per key for any number of readers; every reader hears the answer', async () => {
    const { fetch, pending } = manualFetch();
    let time = 1_000;
    const cache = createPageCache(fetch, { now: () => time });
    const heard = [vi.fn(), vi.fn()];
    cache.subscribe('user', heard[0]);
    cache.subscribe('user', heard[1]);
    const first = cache.load('user', 'user');
    const second = cache.load('user', 'user');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(cache.read('user')).toEqual({ pending: true });
    time += 250;
    pending[0].resolve({ name: 'Asha' });
    await expect(first).resolves.toEqual({ name: 'Asha' });
    await expect(second).resolves.toEqual({ name: 'Asha' });
    // With how long the request took: what waits on it has the rest of its time-out.
    expect(cache.read('user')).toEqual({ data: { name: 'Asha' }, error: undefined, pending: false, took: 250 });
    // Told once, with the answer: the start changed nothing a reader shows.
    expect(heard[0]).toHaveBeenCalledTimes(1);
    expect(heard[1]).toHaveBeenCalledTimes(1);
  });

  it('a key never asked for reads as pending, and the same object each time, also once its request starts', () => {
    const cache = createPageCache(() => new Promise(() => {}));
    expect(cache.read('x')).toEqual({ pending: true });
    expect(cache.read('x')).toBe(cache.read('y'));
    void cache.load('x', 'x');
    expect(cache.read('x')).toBe(cache.read('y'));
  });

  it('reuses an answer within the deduping interval, fetches again after it or when forced', async () => {
    let time = 1_000;
    const fetch = vi.fn(async () => time);
    const cache = createPageCache(fetch, { dedupingInterval: 30_000, now: () => time });
    await cache.load('k', 'k');
    time += 29_999;
    await expect(cache.load('k', 'k')).resolves.toBe(1_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(cache.load('k', 'k', { force: true })).resolves.toBe(30_999);
    time += 30_000;
    await cache.load('k', 'k');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(cache.read('k').data).toBe(60_999);
  });

  it('keeps the last answer and shows the error when a request fails; a retry clears the error only with an answer', async () => {
    const { fetch, pending } = manualFetch();
    const cache = createPageCache(fetch, { dedupingInterval: 0 });
    const first = cache.load('k', 'k');
    pending[0].resolve('old');
    await first;
    const failing = cache.load('k', 'k');
    const problem = new Error('Server down');
    pending[1].reject(problem);
    await expect(failing).resolves.toBeUndefined();
    expect(cache.read('k')).toMatchObject({ data: 'old', error: problem, pending: false });
    const retry = cache.load('k', 'k');
    expect(cache.read('k')).toMatchObject({ data: 'old', error: problem, pending: true });
    pending[2].resolve('new');
    await retry;
    expect(cache.read('k')).toMatchObject({ data: 'new', error: undefined, pending: false });
  });

  it('a failed request does not count as recent: the next load within the interval asks again', async () => {
    const { fetch, pending } = manualFetch();
    const cache = createPageCache(fetch);
    const failing = cache.load('ielts', 'ielts');
    pending[0].reject(new Error('Server down'));
    await failing;
    // The same search typed again a moment later.
    const again = cache.load('ielts', 'ielts');
    expect(fetch).toHaveBeenCalledTimes(2);
    pending[1].resolve(['IELTS Academic']);
    await expect(again).resolves.toEqual(['IELTS Academic']);
    cache.load('ielts', 'ielts');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asking a failed key again keeps the failure shown until the answer; a forced load clears it', async () => {
    const { fetch, pending } = manualFetch();
    const cache = createPageCache(fetch);
    const problem = new Error('Server down');
    const failing = cache.load('user', 'user');
    pending[0].reject(problem);
    await failing;
    const again = cache.load('user', 'user');
    expect(cache.read('user')).toMatchObject({ error: problem, pending: true });
    pending[1].reject(problem);
    await again;
    cache.load('user', 'user', { force: true });
    expect(cache.read('user')).toEqual({ error: undefined, pending: true });
  });

  it('a retry while a quiet re-ask is on its way joins it and clears the failure shown', async () => {
    const { fetch, pending } = manualFetch();
    const cache = createPageCache(fetch);
    const failing = cache.load('user', 'user');
    pending[0].reject(new Error('Server down'));
    await failing;
    cache.load('user', 'user');
    const retry = cache.load('user', 'user', { force: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(cache.read('user')).toEqual({ error: undefined, pending: true });
    pending[1].resolve('Asha');
    await expect(retry).resolves.toBe('Asha');
  });

  it("an error that is the server's answer (isAnswer) is shared like one within the interval", async () => {
    const { fetch, pending } = manualFetch();
    const cache = createPageCache(fetch, { isAnswer: (error) => (error as Error).message === 'No Content' });
    const first = cache.load('courses', 'courses');
    pending[0].reject(new Error('No Content'));
    await first;
    cache.load('courses', 'courses');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a preloaded error counts as the answer of a request just made: not fetched again unless forced', () => {
    const { fetch } = manualFetch();
    const cache = createPageCache(fetch, {
      preloaded: () => {
        throw new Error('No Content');
      },
    });
    cache.read('user', 'user');
    cache.load('user', 'user');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('calls onSuccess for the request a load started, not for one it joined', async () => {
    const { fetch, pending } = manualFetch();
    const cache = createPageCache(fetch);
    const starter = vi.fn();
    const joiner = vi.fn();
    const loads = [cache.load('k', 'k', { onSuccess: starter }), cache.load('k', 'k', { onSuccess: joiner })];
    pending[0].resolve('answer');
    await Promise.all(loads);
    expect(starter).toHaveBeenCalledWith('answer');
    expect(joiner).not.toHaveBeenCalled();
  });

  it('a value set while a request is on its way is not overwritten by that older answer', async () => {
    const { fetch, pending } = manualFetch();
    const cache = createPageCache(fetch);
    const onSuccess = vi.fn();
    const load = cache.load('k', 'k', { onSuccess });
    cache.set('k', 'confirmed by the server');
    pending[0].resolve('older');
    await expect(load).resolves.toBe('confirmed by the server');
    expect(cache.read('k')).toMatchObject({ data: 'confirmed by the server', pending: false });
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('stops telling a reader that unsubscribed', async () => {
    const cache = createPageCache(async () => 1);
    const listener = vi.fn();
    const stop = cache.subscribe('k', listener);
    stop();
    await cache.load('k', 'k');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('page cache with preloaded answers', () => {
  it("passes a load's time-out to the fetch; a load that joins a request on its way keeps that request's", async () => {
    const { fetch } = manualFetch();
    const cache = createPageCache(fetch);
    void cache.load('menu', 'menu', { timeout: 12_000 });
    void cache.load('menu', 'menu', { timeout: 60_000 });
    expect(fetch.mock.calls).toEqual([['menu', 12_000]]);
  });

  it('a first read given the key shows the preloaded answer at once, and nothing is fetched within the interval', async () => {
    const { fetch } = manualFetch();
    let time = 1_000;
    const preloaded = vi.fn((key: string) => (key === 'user' ? { name: 'Asha' } : undefined));
    const cache = createPageCache(fetch, { preloaded, now: () => time });
    expect(cache.read('user', 'user')).toEqual({ data: { name: 'Asha' }, pending: false, took: 0 });
    await cache.load('user', 'user');
    expect(fetch).not.toHaveBeenCalled();
    // Asked once: later reads are the cache's.
    expect(cache.read('user', 'user')).toEqual({ data: { name: 'Asha' }, pending: false, took: 0 });
    expect(preloaded).toHaveBeenCalledTimes(1);
    time += 30_000;
    void cache.load('user', 'user');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a preloaded error shows as the error, and a retry fetches', async () => {
    const { fetch, pending } = manualFetch();
    const cache = createPageCache(fetch, {
      preloaded: () => {
        throw new Error('No Content');
      },
    });
    expect(cache.read('user', 'user')).toEqual({ error: new Error('No Content'), pending: false });
    const retry = cache.load('user', 'user', { force: true });
    pending[0].resolve({ name: 'Asha' });
    await expect(retry).resolves.toEqual({ name: 'Asha' });
  });

  it('a key with nothing preloaded, or a read without the key, stays unasked', () => {
    const { fetch } = manualFetch();
    const preloaded = vi.fn(() => undefined);
    const cache = createPageCache(fetch, { preloaded });
    expect(cache.read('user', 'user')).toEqual({ pending: true });
    expect(cache.read('other')).toEqual({ pending: true });
    expect(preloaded).toHaveBeenCalledTimes(1);
  });
});

describe('hashKey', () => {
  it('gives one string per key whatever the order of an object’s fields', () => {
    expect(hashKey(['sidebarMenu', { userId: 7, orgId: 2 }])).toBe(hashKey(['sidebarMenu', { orgId: 2, userId: 7 }]));
    expect(hashKey(['course', { courseId: 1 }])).not.toBe(hashKey(['course', { courseId: 2 }]));
    expect(hashKey(['search', undefined, { q: 'a' }])).not.toBe(hashKey(['search', { q: 'a' }]));
  });
});
