/**
 * The request conventions of the spec, in one place: base `/wp-json/yuno`, bearer token when
 * logged in (an empty authorization header otherwise), a 60 s time-out, the
 * `{code, message, data, count}` envelope with success read from the body code, 204 and 401
 * inside a successful response as errors, a successful answer whose data is not the shape its
 * widget needs as an error too (its route's shape), and HTTP 403 announced once per page.
 * An answer the page config preloaded is read the same way (`preloadedAnswer`).
 */
import { getConfig } from '../config';
import { events } from '../events';
import { ERROR_MESSAGES } from '../constants';
import { asNumber } from '../safety';
import type { ApiEnvelope } from '../types';
import { ApiError } from './errors';

const COMMON_ERROR = ERROR_MESSAGES.common;
import { declaredRoute, fillPath, fitsRoute, type RouteName, type RouteParams } from './routes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export interface RequestOptions {
  /** Fills the route's `{placeholders}`. */
  params?: RouteParams;
  /** Added as a query string; arrays are joined with commas, empty values dropped. */
  query?: Record<string, unknown>;
  body?: unknown;
  /** ms; defaults to the page config's time-out (60,000); 0 = none. */
  timeout?: number;
  signal?: AbortSignal;
  /** Where the answer's total is when not `count` (the batch list's is `batch_count`). */
  countKey?: string;
}

/**
 * What is left of the page's time-out after `spent` ms: one budget per widget load, so a
 * request that first waited for another (user info) fails within the time-out, not after two.
 * At least 1 ms; 0 (none) when the page has no time-out.
 */
export function timeLeftAfter(spent: number, timeout = getConfig().timeout): number {
  return timeout > 0 ? Math.max(timeout - spent, 1) : 0;
}

let unauthorisedAnnounced = false;
/** Tests only: allow the once-per-page 403 announcement again. */
export function resetUnauthorised(): void {
  unauthorisedAnnounced = false;
}

export function buildQuery(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A call's path below the API base, with its query: the key of a preloaded answer too. The page
 * config's path for the route wins over its default.
 */
export function routePath(route: RouteName, params?: RouteParams, query?: Record<string, unknown>): string {
  const { path } = declaredRoute(route);
  return `${fillPath(getConfig().routes[route] ?? path, params)}${buildQuery(query)}`;
}

export function routeUrl(route: RouteName, params?: RouteParams, query?: Record<string, unknown>): string {
  return `${getConfig().apiBase}/${routePath(route, params, query)}`;
}

const messageOf = (body: unknown): string =>
  body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message.trim() : '';

/** Logs why (`why`, else the error's message) and throws. */
function fail(method: string, route: string, error: ApiError, why = error.message): never {
  // A request its caller aborted did not fail: something newer took its place.
  if (error.kind !== 'aborted') console.warn(`[yuno] ${method} ${route} failed: ${why}`);
  throw error;
}

export async function request<T = unknown>(method: HttpMethod, route: RouteName, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const config = getConfig();
  const url = routeUrl(route, options.params, options.query);
  const controller = new AbortController();
  const timeout = options.timeout ?? config.timeout;
  let timedOut = false;
  const timer = timeout > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeout) : undefined;
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);

  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: config.userId && config.token ? `Bearer ${config.token}` : '',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  // The time-out and the caller's abort cover the whole answer, its body too: a server that
  // sends its headers and then stalls must not leave the widget loading for ever.
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    // Read even when it is not used (a 403, a HEAD): that ends the request.
    text = await response.text();
  } catch {
    const kind = timedOut ? 'timeout' : options.signal?.aborted ? 'aborted' : 'network';
    return fail(method, route, new ApiError(COMMON_ERROR, { kind }));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  if (response.status === 403) {
    if (!unauthorisedAnnounced) {
      unauthorisedAnnounced = true;
      events.emit('unauthorised', { path: route });
    }
    return fail(method, route, new ApiError(COMMON_ERROR, { kind: 'http', status: 403 }));
  }
  if (method === 'HEAD') return { code: response.status, message: '', data: undefined as T };

  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return readAnswer<T>(method, route, response.status, body, options.countKey);
}

/**
 * The page's preloaded answer to a GET, read like a fetched one (an error answer throws), or
 * undefined. Each is used once: a retry or a refresh asks the server.
 */
export function preloadedAnswer<T = unknown>(route: RouteName, options: RequestOptions = {}): ApiEnvelope<T> | undefined {
  const { preload } = getConfig();
  const path = routePath(route, options.params, options.query);
  const body = preload.get(path);
  preload.delete(path);
  return body === undefined ? undefined : readAnswer<T>('GET', route, 200, body, options.countKey);
}

/** The envelope of an answer with this HTTP status and body, or the error it stands for. */
function readAnswer<T>(method: HttpMethod, route: RouteName, status: number, body: unknown, countKey?: string): ApiEnvelope<T> {
  if (status < 200 || status >= 300) {
    return fail(method, route, new ApiError(messageOf(body) || COMMON_ERROR, { kind: 'http', status }));
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return fail(method, route, new ApiError(COMMON_ERROR, { kind: 'parse', status }));
  }
  const envelope = body as Partial<ApiEnvelope<T>>;
  const code = typeof envelope.code === 'number' ? envelope.code : Number(envelope.code) || status;
  if (code === 204 || code === 401 || code < 200 || code >= 300) {
    return fail(method, route, new ApiError(messageOf(body) || COMMON_ERROR, { kind: 'body', status, code, data: envelope.data }));
  }
  if (!fitsRoute(route, envelope.data)) {
    const error = new ApiError(COMMON_ERROR, { kind: 'shape', status, code, data: envelope.data });
    return fail(method, route, error, 'the answer is not the shape its widget needs');
  }
  return {
    code,
    message: messageOf(body),
    data: envelope.data as T,
    count: totalOf(envelope as Record<string, unknown>, countKey),
  };
}

/** The answer's total: a number (or numeric text) under `countKey`, else under `count`. */
function totalOf(envelope: Record<string, unknown>, countKey = 'count'): number | undefined {
  const total = asNumber(envelope[countKey] ?? envelope.count, -1);
  return total >= 0 ? total : undefined;
}

const withBody =
  (method: HttpMethod) =>
  <T = unknown>(route: RouteName, body?: unknown, options: Omit<RequestOptions, 'body'> = {}) =>
    request<T>(method, route, { ...options, body });

/** The request helpers of the spec: GET, POST, PUT, PATCH, DELETE and HEAD. */
export const api = {
  get: <T = unknown>(route: RouteName, options?: RequestOptions) => request<T>('GET', route, options),
  head: (route: RouteName, options?: RequestOptions) => request<undefined>('HEAD', route, options),
  delete: <T = unknown>(route: RouteName, options?: RequestOptions) => request<T>('DELETE', route, options),
  post: withBody('POST'),
  put: withBody('PUT'),
  patch: withBody('PATCH'),
};
