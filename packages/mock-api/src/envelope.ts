/**
 * Answers in the site's envelope. Errors such as 204 (no data) and 401 travel inside an
 * HTTP 200 body, as the real site sends them; only transport failures use HTTP statuses.
 */
import type { Envelope, MockResponse } from './types';

const json = (body: Envelope, status = 200): MockResponse => ({ status, body });

export function ok<T>(data: T, extra: Partial<Envelope> = {}): MockResponse {
  return json({ code: 200, message: 'Success', data, ...extra });
}

/** Creations, switches, generated codes and tokens answer 201. */
export function created<T>(data: T, message = 'Created', extra: Partial<Envelope> = {}): MockResponse {
  return json({ code: 201, message, data, ...extra });
}

/** "Nothing found": code 204 inside HTTP 200. */
export function noData(message: string, data: unknown = []): MockResponse {
  return json({ code: 204, message, data });
}

/** Any other error code inside HTTP 200 (400, 401, 404 …). */
export function bodyError(code: number, message: string, data: unknown = null): MockResponse {
  return json({ code, message, data });
}

/** WordPress's own answer for a path or method it has no route for. */
export function noRoute(): MockResponse {
  return {
    status: 404,
    body: { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } },
  };
}
