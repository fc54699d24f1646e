/**
 * Switchable behaviour per route (or '*' for all): failures, empty answers, slowness and
 * hostile data, for tests and Storybook. Set in-process with `setScenario`, or per page
 * with the cookie `yuno-mock=routeName:mode,routeName:mode` (a 'slow' entry may carry
 * its delay: `courseSearch:slow:3000`). Cookie entries win over in-process ones, and a
 * route's own entry wins over '*'.
 */
import type { RouteName } from '../../core/src/http/routes';
import { makeHostile } from './hostile';
import type { MockResponse, Scenario, ScenarioMode, ScenarioOverrides } from './types';

export const scenarioModes: readonly ScenarioMode[] = [
  'ok',
  'empty',
  'fail',
  'http500',
  'http403',
  'html',
  'malformed',
  'emptyBody',
  'code204',
  'code401',
  'failMore',
  'code204More',
  'slow',
  'hang',
  'hostile',
];

export const DEFAULT_SLOW_MS = 1500;
export const SCENARIO_COOKIE = 'yuno-mock';

export type ScenarioTarget = RouteName | '*';

const active: ScenarioOverrides = new Map();
let globalLatencyMs = 0;

const isMode = (value: string): value is ScenarioMode => (scenarioModes as readonly string[]).includes(value);

export function setScenario(route: ScenarioTarget, mode: ScenarioMode, opts: { delayMs?: number } = {}): void {
  if (mode === 'ok') active.delete(route);
  else active.set(route, { mode, ...(opts.delayMs !== undefined ? { delayMs: opts.delayMs } : {}) });
}

/** Back to normal answers everywhere, with no added latency. */
export function resetScenarios(): void {
  active.clear();
  globalLatencyMs = 0;
}

/** Latency added to every answer, in ms (0 to turn off). */
export function setLatency(ms: number): void {
  globalLatencyMs = Math.max(0, Number.isFinite(ms) ? ms : 0);
}

export const getLatency = () => globalLatencyMs;

/** Reads `route:mode[:delay]` entries separated by commas (or '|', which cookies allow). */
export function parseScenarioCookie(value: string | undefined | null): ScenarioOverrides {
  const overrides: ScenarioOverrides = new Map();
  if (!value) return overrides;
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    /* keep the raw value */
  }
  for (const entry of text.split(/[,|]/)) {
    const [route, mode, delay] = entry
      .trim()
      .split(':')
      .map((s) => s.trim());
    if (!route || !mode || !isMode(mode)) continue;
    const delayMs = Number(delay);
    overrides.set(route, { mode, ...(delay && Number.isFinite(delayMs) ? { delayMs } : {}) });
  }
  return overrides;
}

/** The scenario for a route: cookie route, cookie '*', in-process route, in-process '*'. */
export function resolveScenario(route: RouteName, overrides?: ScenarioOverrides): Scenario {
  return overrides?.get(route) ?? overrides?.get('*') ?? active.get(route) ?? active.get('*') ?? { mode: 'ok' };
}

const HTML_ERROR_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>WordPress &rsaquo; Error</title></head>
<body id="error-page"><div class="wp-die-message"><p>There has been a critical error on this website.</p></div></body></html>`;

/**
 * The answer a scenario gives instead of the route's own, or null when the route's own
 * answer is used (ok, slow, hostile: see `applyScenario`; the first page of failMore and
 * code204More).
 */
export function scenarioResponse(scenario: Scenario, emptyMessage: string, offset = 0): MockResponse | null {
  switch (scenario.mode) {
    case 'failMore':
    case 'code204More':
      return offset > 0 ? scenarioResponse({ mode: scenario.mode === 'failMore' ? 'fail' : 'code204' }, emptyMessage) : null;
    case 'empty':
      return { status: 200, body: { code: 204, message: emptyMessage, data: [] } };
    case 'code204':
      return { status: 200, body: { code: 204, message: 'No Content', data: null } };
    case 'code401':
      return { status: 200, body: { code: 401, message: 'Unauthorized', data: null } };
    case 'fail':
      return { status: 200, body: { code: 500, message: 'The server could not finish this request.', data: null } };
    case 'http500':
      return {
        status: 500,
        body: { code: 'internal_server_error', message: 'The server could not finish this request.', data: { status: 500 } },
      };
    case 'http403':
      return {
        status: 403,
        body: { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 403 } },
      };
    case 'html':
      return { status: 500, rawBody: HTML_ERROR_PAGE, contentType: 'text/html; charset=UTF-8' };
    case 'malformed':
      return { status: 200, rawBody: '{"code":200,"message":"Success","data":[{"id":1,', contentType: 'application/json; charset=UTF-8' };
    case 'emptyBody':
      return { status: 200, rawBody: '', contentType: 'application/json; charset=UTF-8' };
    case 'hang':
      return { status: 200, hang: true };
    default:
      return null;
  }
}

/** Applies 'slow' and 'hostile' to the route's own answer. */
export function applyScenario(scenario: Scenario, response: MockResponse): MockResponse {
  if (scenario.mode === 'slow') return { ...response, delayMs: (response.delayMs ?? 0) + (scenario.delayMs ?? DEFAULT_SLOW_MS) };
  if (scenario.mode === 'hostile' && response.body !== undefined) return { ...response, body: makeHostile(response.body) };
  return response;
}
