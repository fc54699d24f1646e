/**
 * A small control surface over HTTP for tests whose browser cannot send the mock's cookies
 * (the WordPress run, where the mock API is on another origin):
 *   POST /__yuno-mock/scenario  {"route":"courseSearch","mode":"empty","delayMs":0}
 *   POST /__yuno-mock/latency   {"ms":300}
 *   POST /__yuno-mock/reset     (scenarios, latency and every session's state)
 * Query parameters work in place of the JSON body.
 */
import { resetScenarios, scenarioModes, setLatency, setScenario, type ScenarioTarget } from './scenarios';
import { resetMockState } from './state';
import type { MockResponse, ScenarioMode } from './types';

export const CONTROL_PREFIX = '/__yuno-mock/';

export function handleControl(action: string, input: Record<string, unknown>): MockResponse {
  const reply = (code: number, message: string): MockResponse => ({ status: code === 200 ? 200 : 400, body: { code, message, data: null } });
  switch (action) {
    case 'reset':
      resetScenarios();
      resetMockState();
      return reply(200, 'Mock reset');
    case 'latency': {
      const ms = Number(input.ms);
      if (!Number.isFinite(ms) || ms < 0) return reply(400, 'ms must be a number of milliseconds');
      setLatency(ms);
      return reply(200, `Latency ${ms} ms`);
    }
    case 'scenario': {
      const route = String(input.route ?? '');
      const mode = String(input.mode ?? '');
      if (!route || !(scenarioModes as readonly string[]).includes(mode)) return reply(400, 'route and a known mode are required');
      const delayMs = Number(input.delayMs);
      setScenario(route as ScenarioTarget, mode as ScenarioMode, Number.isFinite(delayMs) ? { delayMs } : {});
      return reply(200, `${route}: ${mode}`);
    }
    default:
      return { status: 404, body: { code: 404, message: 'Unknown control action', data: null } };
  }
}
