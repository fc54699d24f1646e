/** A short way to call the handlers in tests: `call('GET', 'v4/footer', { query: {...} })`. */
import { handleApiRequest } from '../handlers';
import type { Envelope, MockContext, MockResponse } from '../types';

/** A fixed clock for tests: Monday, 2 March 2026, 10:00 UTC. */
export const TEST_NOW = new Date(Date.UTC(2026, 2, 2, 10, 0, 0));

export interface CallOptions extends MockContext {
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  headers?: Record<string, string>;
}

export function call(method: string, path: string, options: CallOptions = {}): MockResponse & { body: Envelope } {
  const { query = {}, body, headers = {}, ...ctx } = options;
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = handleApiRequest({ method, path, query: search, body, headers }, { now: TEST_NOW, sessionId: 'test', ...ctx });
  return response as MockResponse & { body: Envelope };
}
