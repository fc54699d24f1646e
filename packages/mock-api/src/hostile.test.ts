import { afterEach, describe, expect, it } from 'vitest';
import { makeHostile, xssPayloads } from './hostile';
import { resetScenarios, setScenario } from './scenarios';
import { call } from './test-support/call';

afterEach(() => resetScenarios());

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

describe('hostile mode', () => {
  it('exports the payload list', () => {
    expect(xssPayloads).toContain('<img src=x onerror="window.__yunoXss=1">');
    expect(xssPayloads).toContain('javascript:window.__yunoXss=1');
    expect(xssPayloads).toHaveLength(7);
  });

  it('makes every string of the answer dangerous and keeps numbers and shape', () => {
    setScenario('courseSearch', 'hostile');
    const { body } = call('POST', 'v4/courses/search', { body: { limit: 5 } });
    expect(body.code).toBe(200);
    expect(body.count).toBeGreaterThan(5);
    const cards = body.data as Array<Record<string, any>>;
    expect(cards).toHaveLength(5);
    expect(typeof cards[0].id).toBe('number');
    for (const text of strings(cards)) expect(xssPayloads.some((p) => text.includes(p))).toBe(true);
    // URLs are replaced by script URLs; other text keeps its content with a payload added.
    expect(cards[0].academy.logo_url.url).toMatch(/^(javascript|data):/);
    expect(cards[0].url).toMatch(/^(javascript|data):/);
    expect(cards[0].title).toMatch(/^[A-Z].*window\.__yunoXss/);
  });

  it('uses every payload across a large answer', () => {
    setScenario('*', 'hostile');
    const all = strings(call('GET', 'v4/menus/0/0').body);
    for (const payload of xssPayloads) expect(all.some((s) => s.includes(payload))).toBe(true);
  });

  it('works on any value', () => {
    expect(makeHostile({ code: 200, n: 3, ok: true, none: null })).toEqual({ code: 200, n: 3, ok: true, none: null });
    expect(makeHostile(['a'])).toEqual([expect.stringMatching(/^a.+__yunoXss/)]);
  });
});
