// @vitest-environment jsdom
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from './msw';
import { resetScenarios, setScenario } from './scenarios';
import { resetMockState } from './state';
import { TEST_NOW } from './test-support/call';

const server = setupServer(...createHandlers({ now: TEST_NOW }));
const API = 'http://localhost:5173/wp-json/yuno';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetScenarios();
  resetMockState();
});
afterAll(() => server.close());

describe('msw handlers', () => {
  it('answer GET and POST calls in the envelope', async () => {
    const footer = await (await fetch(`${API}/v4/footer`)).json();
    expect(footer.code).toBe(200);
    const res = await fetch(`${API}/v4/courses/search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'ielts', limit: 2, offset: 0 }),
    });
    const search = await res.json();
    expect(search).toMatchObject({ code: 200, count: 9 });
    expect(search.data).toHaveLength(2);
  });

  it('keep sessions apart by the session header', async () => {
    const post = (session: string) =>
      fetch(`${API}/v1/referral/code`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-yuno-mock-session': session },
        body: JSON.stringify({ user_id: 4101, role: 'Learner' }),
      });
    expect((await (await post('one')).json()).code).toBe(201);
    const get = async (session: string) => (await (await fetch(`${API}/v1/referral/code/4101`, { headers: { 'x-yuno-mock-session': session } })).json()).code;
    expect(await get('one')).toBe(200);
    expect(await get('two')).toBe(204);
  });

  it('apply scenarios: HTTP statuses, raw bodies, delays', async () => {
    setScenario('footer', 'http403');
    expect((await fetch(`${API}/v4/footer`)).status).toBe(403);
    setScenario('footer', 'malformed');
    await expect((await fetch(`${API}/v4/footer`)).json()).rejects.toThrow();
    setScenario('footer', 'slow', { delayMs: 120 });
    const started = Date.now();
    expect((await (await fetch(`${API}/v4/footer`)).json()).code).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('hang until the client gives up', async () => {
    setScenario('footer', 'hang');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(fetch(`${API}/v4/footer`, { signal: controller.signal })).rejects.toThrow();
  });

  it('read the scenario cookie of the page for same-origin requests', async () => {
    document.cookie = 'yuno-mock=footer:fail; path=/';
    try {
      const body = await (await fetch(`${location.origin}/wp-json/yuno/v4/footer`)).json();
      expect(body).toMatchObject({ code: 500, message: 'The server could not finish this request.' });
    } finally {
      document.cookie = 'yuno-mock=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
    expect((await (await fetch(`${location.origin}/wp-json/yuno/v4/footer`)).json()).code).toBe(200);
  });

  it('serve the SVG assets', async () => {
    const res = await fetch('http://localhost:5173/mock-assets/avatar-priya-sharma.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('>PS</text>');
  });
});
