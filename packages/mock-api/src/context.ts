/**
 * Reads a request's session and scenarios from its cookies (or the equivalent headers,
 * for clients that cannot set cookies on the mock's origin).
 */
import { parseScenarioCookie, SCENARIO_COOKIE } from './scenarios';
import { DEFAULT_SESSION } from './state';
import type { MockContext } from './types';

export const SESSION_COOKIE = 'yuno-mock-session';
export const LATENCY_COOKIE = 'yuno-mock-latency';
/** A fixed clock (ms since the epoch) the fixtures are laid out from, so a page's dates never move. */
export const NOW_COOKIE = 'yuno-mock-now';

export function parseCookies(header: string | undefined | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (!(name in cookies))
      cookies[name] = part
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
  }
  return cookies;
}

/**
 * The context of one request. `cookies` may add to the header's (msw hands them over
 * separately); `base` supplies defaults such as a fixed clock.
 */
export function contextFromHeaders(headers: Record<string, string>, cookies: Record<string, string> = {}, base: MockContext = {}): MockContext {
  const all = { ...cookies, ...parseCookies(headers.cookie) };
  const session = headers['x-yuno-mock-session'] || all[SESSION_COOKIE];
  const scenarios = headers['x-yuno-mock'] || all[SCENARIO_COOKIE];
  const latencyText = headers['x-yuno-mock-latency'] ?? all[LATENCY_COOKIE] ?? '';
  const latency = latencyText.trim() === '' ? NaN : Number(latencyText);
  const nowText = headers['x-yuno-mock-now'] ?? all[NOW_COOKIE] ?? '';
  const now = nowText.trim() === '' ? NaN : Number(nowText);
  return {
    ...base,
    sessionId: session ? decodeSafe(session) : (base.sessionId ?? DEFAULT_SESSION),
    scenarios: scenarios ? parseScenarioCookie(scenarios) : base.scenarios,
    latencyMs: Number.isFinite(latency) && latency >= 0 ? latency : base.latencyMs,
    now: Number.isFinite(now) ? now : base.now,
  };
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
