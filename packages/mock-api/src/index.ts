/**
 * The mock of the marketplace API: fixtures, one handler set, scenarios, and msw handlers.
 * Node transports (middleware, server) are in `./node`, kept apart so browsers never load them.
 */
export { handleApiRequest, routeHandlers, emptyMessage } from './handlers';
export { matchRoute, routeNames, type RouteMatch } from './router';
export { allRoutes, defaultPaths } from './routes';
export {
  DEFAULT_SLOW_MS,
  getLatency,
  parseScenarioCookie,
  resetScenarios,
  resolveScenario,
  SCENARIO_COOKIE,
  scenarioModes,
  setLatency,
  setScenario,
  type ScenarioTarget,
} from './scenarios';
export { makeHostile, xssPayloads } from './hostile';
export { DEFAULT_SESSION, getSessionState, resetMockState, type SessionState } from './state';
export { contextFromHeaders, LATENCY_COOKIE, NOW_COOKIE, parseCookies, SESSION_COOKIE } from './context';
export { ASSET_PREFIX, renderMockAsset, type MockAsset } from './assets';
export { API_PREFIX } from './wire';
export { createHandlers, handlers } from './msw';
export { TOKEN_MINUTES } from './handlers/token';
export * from './fixtures';
export type { Envelope, MockContext, MockRequest, MockResponse, Scenario, ScenarioMode, ScenarioOverrides } from './types';
