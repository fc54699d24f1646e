import { afterEach, describe, expect, it } from 'vitest';
import { contextFromHeaders } from './context';
import { getLatency, parseScenarioCookie, resetScenarios, resolveScenario, scenarioModes, setLatency, setScenario } from './scenarios';
import { call } from './test-support/call';

const SEARCH = 'v4/courses/search';

afterEach(() => resetScenarios());

describe('scenario modes', () => {
  it('ok is the normal answer', () => {
    setScenario('courseSearch', 'ok');
    expect(call('POST', SEARCH, { body: {} }).body.code).toBe(200);
  });

  it('empty answers code 204, data [] and the route message inside HTTP 200', () => {
    setScenario('courseSearch', 'empty');
    expect(call('POST', SEARCH, { body: {} })).toMatchObject({ status: 200, body: { code: 204, message: 'No courses found', data: [] } });
  });

  it('fail, code204 and code401 put the code in the body', () => {
    setScenario('courseSearch', 'fail');
    expect(call('POST', SEARCH).body).toEqual({ code: 500, message: 'The server could not finish this request.', data: null });
    setScenario('courseSearch', 'code204');
    expect(call('POST', SEARCH).body).toMatchObject({ code: 204 });
    setScenario('courseSearch', 'code401');
    expect(call('POST', SEARCH)).toMatchObject({ status: 200, body: { code: 401, message: 'Unauthorized' } });
  });

  it('failMore and code204More answer the first page and fail or say 204 on later ones', () => {
    const demos = (offset: number) => call('GET', 'v4/classes/demo/4101', { query: { limit: 3, offset } }).body;
    setScenario('demoClasses', 'failMore');
    expect(demos(0)).toMatchObject({ code: 200, count: 6 });
    expect(demos(3)).toEqual({ code: 500, message: 'The server could not finish this request.', data: null });
    setScenario('demoClasses', 'code204More');
    expect((demos(0).data as unknown[]).length).toBe(3);
    expect(demos(3)).toMatchObject({ code: 204, message: 'No Content' });
  });

  it('http500, http403 and html use HTTP statuses', () => {
    setScenario('courseSearch', 'http500');
    expect(call('POST', SEARCH).status).toBe(500);
    setScenario('courseSearch', 'http403');
    expect(call('POST', SEARCH).status).toBe(403);
    setScenario('courseSearch', 'html');
    const html = call('POST', SEARCH);
    expect(html).toMatchObject({ status: 500, contentType: expect.stringContaining('text/html') });
    expect(html.rawBody).toContain('<!DOCTYPE html>');
  });

  it('malformed and emptyBody send bodies that are not JSON envelopes', () => {
    setScenario('courseSearch', 'malformed');
    expect(() => JSON.parse(call('POST', SEARCH).rawBody!)).toThrow();
    setScenario('courseSearch', 'emptyBody');
    expect(call('POST', SEARCH)).toMatchObject({ status: 200, rawBody: '' });
  });

  it('slow delays the normal answer (1500 ms by default), hang never answers', () => {
    setScenario('courseSearch', 'slow');
    expect(call('POST', SEARCH)).toMatchObject({ delayMs: 1500, body: { code: 200 } });
    setScenario('courseSearch', 'slow', { delayMs: 40 });
    expect(call('POST', SEARCH).delayMs).toBe(40);
    setScenario('courseSearch', 'hang');
    expect(call('POST', SEARCH).hang).toBe(true);
  });

  it('applies to one route, or to every route with *', () => {
    setScenario('courseSearch', 'fail');
    expect(call('GET', 'v4/footer').body.code).toBe(200);
    setScenario('*', 'fail');
    expect(call('GET', 'v4/footer').body.code).toBe(500);
    resetScenarios();
    expect(call('GET', 'v4/footer').body.code).toBe(200);
  });

  it('does not change state when a mutation is failed', () => {
    setScenario('generateReferralCode', 'fail');
    call('POST', 'v1/referral/code', { body: { user_id: 4101, role: 'Learner' }, sessionId: 'scenario-fail' });
    expect(call('GET', 'v1/referral/code/4101', { sessionId: 'scenario-fail' }).body.code).toBe(204);
  });

  it('adds global latency to every answer', () => {
    setLatency(250);
    expect(getLatency()).toBe(250);
    expect(call('GET', 'v4/footer').delayMs).toBe(250);
    setScenario('footer', 'slow', { delayMs: 100 });
    expect(call('GET', 'v4/footer').delayMs).toBe(350);
  });
});

describe('scenario cookie', () => {
  it('parses route:mode pairs, with an optional delay, ignoring junk', () => {
    const parsed = parseScenarioCookie('courseSearch:empty, batches:slow:3000,*:hostile,bad,footer:nope');
    expect([...parsed.entries()]).toEqual([
      ['courseSearch', { mode: 'empty' }],
      ['batches', { mode: 'slow', delayMs: 3000 }],
      ['*', { mode: 'hostile' }],
    ]);
    expect(parseScenarioCookie(encodeURIComponent('footer:fail,menu:html')).size).toBe(2);
    expect(parseScenarioCookie('footer:fail|menu:html').size).toBe(2);
  });

  it('switches one request without touching the in-process scenarios', () => {
    const ctx = contextFromHeaders({ cookie: 'a=1; yuno-mock=courseSearch:empty; yuno-mock-session=page-7' });
    expect(ctx.sessionId).toBe('page-7');
    expect(call('POST', SEARCH, { scenarios: ctx.scenarios }).body.code).toBe(204);
    expect(call('POST', SEARCH).body.code).toBe(200);
  });

  it('wins over in-process settings; a route entry wins over *', () => {
    setScenario('courseSearch', 'fail');
    expect(resolveScenario('courseSearch', parseScenarioCookie('courseSearch:slow')).mode).toBe('slow');
    expect(resolveScenario('courseSearch', parseScenarioCookie('*:html,courseSearch:empty')).mode).toBe('empty');
    expect(resolveScenario('footer', parseScenarioCookie('courseSearch:empty')).mode).toBe('ok');
  });

  it('knows every mode of the contract', () => {
    expect([...scenarioModes].sort()).toEqual(
      [
        ...['ok', 'empty', 'fail', 'http500', 'http403', 'html', 'malformed', 'emptyBody', 'code204', 'code401'],
        ...['failMore', 'code204More', 'slow', 'hang', 'hostile'],
      ].sort(),
    );
  });

  it('reads latency from a cookie', () => {
    expect(contextFromHeaders({ cookie: 'yuno-mock-latency=120' }).latencyMs).toBe(120);
    expect(contextFromHeaders({ cookie: 'yuno-mock-latency=' }).latencyMs).toBeUndefined();
  });

  it('reads a fixed clock from a cookie, so the dates of the fixtures stay put', () => {
    const now = Date.UTC(2031, 0, 6, 4, 30);
    expect(contextFromHeaders({ cookie: `yuno-mock-now=${now}` }).now).toBe(now);
    expect(contextFromHeaders({ cookie: 'yuno-mock-now=soon' }, {}, { now: 5 }).now).toBe(5);
    const { body } = call('GET', 'v4/classes/upcoming/4201', contextFromHeaders({ cookie: `yuno-mock-now=${now}` }));
    expect(JSON.stringify(body.data)).toContain('2031-01-06');
  });
});
