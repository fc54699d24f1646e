/**
 * Responses as a real host sends them, so that what the demo and the bench measure is what a
 * site serves: text compressed with brotli or gzip (whichever the browser accepts; brotli
 * first), versioned files (`?ver=`) cached for a year, other files revalidated by ETag.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;
/** Smaller bodies gain nothing from compression (the usual servers' threshold). */
const MIN_COMPRESSED_BYTES = 1024;
export const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip';

/** The encoding to send, from the request's Accept-Encoding (q=0 refuses one). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return wants('br') ? 'br' : wants('gzip') ? 'gzip' : null;
}

/** Files compressed once, as a host that keeps precompressed copies would. */
const compressedFiles = new Map<string, Buffer>();

function compress(body: Buffer, encoding: Encoding, fileKey?: string): Buffer {
  const key = fileKey && `${encoding}:${fileKey}`;
  const known = key ? compressedFiles.get(key) : undefined;
  if (known) return known;
  // A file is compressed once, so it gets the best settings; a page is compressed per request.
  const result =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: key ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzipSync(body, { level: key ? 9 : 6 });
  if (key) compressedFiles.set(key, result);
  return result;
}

/** Sends `body` compressed when it is text the browser accepts compressed. */
export function sendBody(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body: Buffer | string, fileKey?: string): void {
  let data = typeof body === 'string' ? Buffer.from(body) : body;
  const out: Record<string, string> = { ...headers, Vary: 'Accept-Encoding' };
  const encoding = data.length >= MIN_COMPRESSED_BYTES && COMPRESSIBLE.test(headers['Content-Type'] ?? '') ? acceptedEncoding(req.headers['accept-encoding']) : null;
  if (encoding) {
    data = compress(data, encoding, fileKey);
    out['Content-Encoding'] = encoding;
  }
  out['Content-Length'] = String(data.length);
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : data);
}

/**
 * Sends a file: a versioned address (`?ver=`) is cached for a year (a new build changes the
 * address); any other is revalidated, and an unchanged file answers 304.
 */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: string, type: string): void {
  const { mtimeMs, size } = statSync(file);
  const fileKey = `${file}:${mtimeMs}:${size}`;
  // Each encoding is a different body, so it has its own tag (as Apache and nginx do).
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  const etag = `"${createHash('sha1').update(fileKey).digest('base64url').slice(0, 16)}${encoding ? `-${encoding}` : ''}"`;
  const versioned = new URL(req.url ?? '/', 'http://host').searchParams.has('ver');
  const headers = { 'Content-Type': type, 'Cache-Control': versioned ? YEAR_IMMUTABLE : 'no-cache', ETag: etag };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { 'Cache-Control': headers['Cache-Control'], ETag: etag, Vary: 'Accept-Encoding' });
    res.end();
    return;
  }
  sendBody(req, res, 200, headers, readFileSync(file), fileKey);
}
