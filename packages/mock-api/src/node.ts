/**
 * The mock API as Node middleware (for the demo server) and as a server of its own (for
 * the WordPress tests, where it runs on another port and needs CORS). No msw here.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { ASSET_PREFIX, renderMockAsset } from './assets';
import { contextFromHeaders } from './context';
import { CONTROL_PREFIX, handleControl } from './control';
import { handleApiRequest } from './handlers';
import type { MockContext } from './types';
import { API_PREFIX, apiPath, parseBody, sleep, toWire } from './wire';

export interface MockApiOptions {
  /** Where the API lives; default '/wp-json/yuno/'. */
  prefix?: string;
  /** Answer cross-origin requests (and their preflights), credentials included. */
  cors?: boolean;
  /** Defaults for every request, such as a fixed clock or latency. */
  context?: MockContext;
}

export type Middleware = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

const MAX_BODY = 1_000_000;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Error('Request body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return {
    // Echo the origin (not '*') so requests with credentials are allowed.
    'access-control-allow-origin': origin ?? '*',
    ...(origin ? { 'access-control-allow-credentials': 'true', vary: 'Origin' } : {}),
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'authorization, content-type, x-wp-nonce, x-yuno-mock, x-yuno-mock-session',
    'access-control-max-age': '600',
  };
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string | null) {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, headers);
  res.end(body ?? undefined);
}

export function createMockApiMiddleware(options: MockApiOptions = {}): Middleware {
  const prefix = options.prefix ?? API_PREFIX;
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase();
    const extra = options.cors ? corsHeaders(req) : {};
    const isAsset = url.pathname.startsWith(ASSET_PREFIX);
    const isControl = url.pathname.startsWith(CONTROL_PREFIX);
    const path = isAsset || isControl ? null : apiPath(url.pathname, prefix);
    if (!isAsset && !isControl && path === null) {
      if (next) next();
      else send(res, 404, { 'content-type': 'text/plain', ...extra }, 'Not found');
      return;
    }
    if (method === 'OPTIONS') {
      send(res, 204, { allow: 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS', ...extra }, null);
      return;
    }
    if (isControl) {
      void control(req, res, method, url, extra);
      return;
    }
    if (isAsset) {
      const asset = renderMockAsset(url.pathname);
      if (asset) send(res, 200, { 'content-type': asset.contentType, 'cache-control': 'public, max-age=3600', ...extra }, method === 'HEAD' ? null : asset.body);
      else send(res, 404, { 'content-type': 'text/plain', ...extra }, 'Not found');
      return;
    }
    void answer(req, res, method, url, path!, extra, options.context).catch((error: unknown) => {
      if (next) next(error);
      else send(res, 500, { 'content-type': 'text/plain', ...extra }, 'Mock API error');
    });
  };
}

async function answer(req: IncomingMessage, res: ServerResponse, method: string, url: URL, path: string, extra: Record<string, string>, base: MockContext = {}) {
  const headers = headersOf(req);
  // A body already parsed by a framework is used as is.
  const preParsed = (req as IncomingMessage & { body?: unknown }).body;
  const body = preParsed !== undefined ? preParsed : method === 'GET' || method === 'HEAD' ? undefined : parseBody(await readBody(req), headers['content-type']);
  const host = headers['x-forwarded-host'] ?? headers.host;
  const response = handleApiRequest(
    { method, path, query: url.searchParams, body, headers, origin: host ? `${headers['x-forwarded-proto'] ?? 'http'}://${host}` : undefined },
    contextFromHeaders(headers, {}, base),
  );
  // A hung answer is left open; the client's time-out (or server close) ends it.
  if (response.hang) return;
  if (response.delayMs) await sleep(response.delayMs);
  const wire = toWire(response, method);
  send(res, wire.status, { ...wire.headers, ...extra }, wire.body);
}

async function control(req: IncomingMessage, res: ServerResponse, method: string, url: URL, extra: Record<string, string>) {
  const input: Record<string, unknown> = Object.fromEntries(url.searchParams);
  if (method !== 'GET' && method !== 'HEAD') {
    const body = parseBody(await readBody(req).catch(() => ''), req.headers['content-type'] ?? '');
    if (body && typeof body === 'object') Object.assign(input, body);
  }
  const wire = toWire(handleControl(url.pathname.slice(CONTROL_PREFIX.length).replace(/\/+$/, ''), input), method);
  send(res, wire.status, { ...wire.headers, ...extra }, wire.body);
}

export interface MockApiServer {
  /** e.g. 'http://127.0.0.1:54321' (no trailing slash). */
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startMockApiServer(options: MockApiOptions & { port?: number; host?: string } = {}): Promise<MockApiServer> {
  const { port = 0, host = '127.0.0.1', ...rest } = options;
  const middleware = createMockApiMiddleware(rest);
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => middleware(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shownHost}:${address.port}`,
        port: address.port,
        close: () =>
          new Promise<void>((done) => {
            // Hung answers keep sockets open: end them so close() returns.
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
