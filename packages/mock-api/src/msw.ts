/**
 * msw 2 handlers over the mock API, for component tests (msw/node) and Storybook
 * (the browser worker). Assets under /mock-assets/ are answered too.
 */
import { http, HttpResponse } from 'msw';
import { renderMockAsset } from './assets';
import { contextFromHeaders } from './context';
import { handleApiRequest } from './handlers';
import type { MockContext, MockRequest } from './types';
import { apiPath, parseBody, sleep, toWire } from './wire';

async function toMockRequest(request: Request): Promise<MockRequest> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const text = method === 'GET' || method === 'HEAD' ? '' : await request.text();
  return {
    method,
    path: apiPath(url.pathname) ?? '',
    query: url.searchParams,
    body: parseBody(text, request.headers.get('content-type') ?? ''),
    headers: Object.fromEntries(request.headers),
    origin: url.origin,
  };
}

/** Resolves when the client gives up; a hung answer waits for this. */
const aborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });

/** Handlers with defaults for every request (a fixed clock, a session id …). */
export function createHandlers(base: MockContext = {}) {
  return [
    http.all('*/wp-json/yuno/*', async ({ request, cookies }) => {
      const req = await toMockRequest(request);
      const response = handleApiRequest(req, contextFromHeaders(req.headers, cookies, base));
      if (response.hang) {
        await aborted(request.signal);
        return HttpResponse.error();
      }
      if (response.delayMs) await sleep(response.delayMs);
      const wire = toWire(response, req.method);
      return new HttpResponse(wire.body, { status: wire.status, headers: wire.headers });
    }),
    http.get('*/mock-assets/*', ({ request }) => {
      const asset = renderMockAsset(new URL(request.url).pathname);
      if (!asset) return new HttpResponse('Not found', { status: 404 });
      return new HttpResponse(asset.body, { status: 200, headers: { 'content-type': asset.contentType } });
    }),
  ];
}

export const handlers = createHandlers();
