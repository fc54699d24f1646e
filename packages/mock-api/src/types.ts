/** The transport-free request and response the handlers work on. */

export interface MockRequest {
  method: string;
  /** After '/wp-json/yuno/', without a leading slash, e.g. 'v4/courses/search'. */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON (or form) body; undefined when there is none. */
  body: unknown;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** Scheme and host the request came to, for links the mock hands out. */
  origin?: string;
}

export interface MockResponse {
  status: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (HTML pages, malformed JSON, empty bodies); wins over `body`. */
  rawBody?: string;
  contentType?: string;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Never answer (the transport waits until the client gives up). */
  hang?: boolean;
}

export interface MockContext {
  /** Per-session state key; 'default' when absent. */
  sessionId?: string;
  /** The clock fixtures are laid out from; defaults to the current time. */
  now?: Date | number;
  /** Per-request scenario overrides (from the `yuno-mock` cookie). */
  scenarios?: ScenarioOverrides;
  /** Extra latency for every answer of this request, in ms. */
  latencyMs?: number;
}

export type ScenarioMode =
  | 'ok'
  | 'empty'
  | 'fail'
  | 'http500'
  | 'http403'
  | 'html'
  | 'malformed'
  | 'emptyBody'
  | 'code204'
  | 'code401'
  /** A paged list's first page answers as usual; a later one (offset above 0) gets 'fail' or 'code204'. */
  | 'failMore'
  | 'code204More'
  | 'slow'
  | 'hang'
  | 'hostile';

export interface Scenario {
  mode: ScenarioMode;
  /** For 'slow' (default 1500 ms). */
  delayMs?: number;
}

/** Route name (or '*' for every route) to scenario. */
export type ScenarioOverrides = Map<string, Scenario>;

/** The `{ code, message, data, count? }` envelope every answer carries. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
  count?: number;
  [extra: string]: unknown;
}
