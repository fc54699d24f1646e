import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockApiServer, type MockApiServer } from './node';
import { TEST_NOW } from './test-support/call';

let server: MockApiServer;

beforeAll(async () => {
  server = await startMockApiServer({ port: 0, cors: true, context: { now: TEST_NOW } });
});
afterAll(() => server.close());

describe('node server', () => {
  it('starts on a free port and answers GET over real HTTP', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${server.url}/wp-json/yuno/v3/user/info/4101`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ code: 200, data: { first_name: 'Aarav' } });
  });

  it('reads JSON bodies', async () => {
    const res = await fetch(`${server.url}/wp-json/yuno/v4/courses/search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ category: ['python-programming'], limit: 1 }),
    });
    expect(await res.json()).toMatchObject({ code: 200, count: 3 });
  });

  it('answers CORS preflights and echoes the origin', async () => {
    const res = await fetch(`${server.url}/wp-json/yuno/v1/referral/code`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:8080', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    const get = await fetch(`${server.url}/wp-json/yuno/v4/footer`, { headers: { Origin: 'http://127.0.0.1:8080' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
  });

  it('answers HEAD without a body', async () => {
    const res = await fetch(`${server.url}/wp-json/yuno/v4/footer`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('switches scenarios and sessions per request by cookie', async () => {
    const empty = await fetch(`${server.url}/wp-json/yuno/v4/courses/search`, {
      method: 'POST',
      headers: { Cookie: 'yuno-mock=courseSearch:empty', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(await empty.json()).toEqual({ code: 204, message: 'No courses found', data: [] });
    const html = await fetch(`${server.url}/wp-json/yuno/v4/footer`, { headers: { Cookie: 'yuno-mock=footer:html' } });
    expect(html.status).toBe(500);
    expect(html.headers.get('content-type')).toContain('text/html');
    const normal = await fetch(`${server.url}/wp-json/yuno/v4/footer`);
    expect((await normal.json()).code).toBe(200);
    await fetch(`${server.url}/wp-json/yuno/v1/referral/code`, {
      method: 'POST',
      headers: { Cookie: 'yuno-mock-session=node-a', 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_id: 4101, role: 'Learner' }),
    });
    const code = (session: string) =>
      fetch(`${server.url}/wp-json/yuno/v1/referral/code/4101`, { headers: { Cookie: `yuno-mock-session=${session}` } }).then((r) => r.json());
    expect((await code('node-a')).code).toBe(200);
    expect((await code('node-b')).code).toBe(204);
  });

  it('serves SVG assets and 404s elsewhere', async () => {
    const svg = await fetch(`${server.url}/mock-assets/academy-little-coders-club.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg /);
    expect((await fetch(`${server.url}/mock-assets/../secret.svg`)).status).toBe(404);
    expect((await fetch(`${server.url}/somewhere`)).status).toBe(404);
    expect((await fetch(`${server.url}/wp-json/yuno/v9/none`)).status).toBe(404);
  });

  it('takes scenario, latency and reset commands over HTTP', async () => {
    const post = (action: string, body: unknown) =>
      fetch(`${server.url}/__yuno-mock/${action}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('scenario', { route: 'footer', mode: 'code401' })).status).toBe(200);
    expect(await (await fetch(`${server.url}/wp-json/yuno/v4/footer`)).json()).toMatchObject({ code: 401 });
    expect((await post('scenario', { route: 'footer', mode: 'sideways' })).status).toBe(400);
    expect((await fetch(`${server.url}/__yuno-mock/latency?ms=5`, { method: 'POST' })).status).toBe(200);
    expect((await post('reset', {})).status).toBe(200);
    expect(await (await fetch(`${server.url}/wp-json/yuno/v4/footer`)).json()).toMatchObject({ code: 200 });
    expect((await post('nothing', {})).status).toBe(404);
  });

  it('closes even while a hung request is open', async () => {
    const own = await startMockApiServer({ port: 0 });
    const hung = new Promise<string>((resolve) => {
      const req = request(`${own.url}/wp-json/yuno/v4/footer`, { headers: { Cookie: 'yuno-mock=footer:hang' } }, () => resolve('answered'));
      req.on('error', () => resolve('closed'));
      req.end();
    });
    await new Promise((r) => setTimeout(r, 50));
    await own.close();
    expect(await hung).toBe('closed');
  });
});
