import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acceptedEncoding, YEAR_IMMUTABLE } from './hosting';
import { buildVersion } from './build-version';
import { startDemoServer } from './server';

let server: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  server = await startDemoServer({ port: 0 });
});
afterAll(() => server.close());

/** A GET with the given headers: status, headers and the raw body. */
function get(path: string, headers: Record<string, string> = {}, origin = server.url) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
    request(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

const css = readFileSync(new URL('./assets/demo.css', import.meta.url));

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBe(null);
    expect(acceptedEncoding(undefined)).toBe(null);
  });
});

describe('the demo serves like a real host', () => {
  it('compresses text with the encoding the browser accepts, and says that the answer varies with it', async () => {
    const br = await get('/assets/demo.css', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body)).toEqual(css);
    const gzip = await get('/assets/demo.css', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gzip.body)).toEqual(css);
    const plain = await get('/assets/demo.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(css);
  });

  it('compresses its pages too', async () => {
    const page = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain('data-yuno-widget="header"');
  });

  it('caches a versioned file for a year, and revalidates any other by its ETag', async () => {
    expect((await get('/assets/demo.css?ver=0.1.0')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const first = await get('/assets/demo.css');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/assets/demo.css', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // A brotli body is not the plain one: its tag differs, so a cache never swaps them.
    const br = await get('/assets/demo.css', { 'Accept-Encoding': 'br' });
    expect(br.headers.etag).not.toBe(first.headers.etag);
    expect((await get('/assets/demo.css', { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) })).status).toBe(200);
  });

  it("gives a page's bundles the build's version, so a rebuilt file is fetched again, not read from the cache", async () => {
    // A build of its own, to rebuild one file of it.
    const widgetsDir = mkdtempSync(join(tmpdir(), 'yuno-widgets-'));
    const built = await startDemoServer({ port: 0, widgetsDir });
    try {
      writeFileSync(join(widgetsDir, 'manifest.json'), JSON.stringify({ version: '0.1.0', bundles: { header: { file: 'header.js' } } }));
      for (const name of ['yuno-runtime', 'yuno-kit', 'header', 'ui-dialog']) writeFileSync(join(widgetsDir, `${name}.js`), `/* ${name} */`);
      const addresses = async () => {
        const page = (await get('/', {}, built.url)).body.toString();
        return [...page.matchAll(/src="(\/widgets\/[^"]+)"/g)].map((m) => m[1]);
      };
      const before = await addresses();
      expect(before).toEqual(['yuno-runtime', 'yuno-kit', 'header'].map((name) => `/widgets/${name}.js?ver=${buildVersion(widgetsDir, '0.1.0')}`));
      for (const address of before) expect((await get(address, {}, built.url)).headers['cache-control']).toBe(YEAR_IMMUTABLE);
      // Only a part changed (the runtime fetches it beside its own address, with its query).
      writeFileSync(join(widgetsDir, 'ui-dialog.js'), '/* ui-dialog, rebuilt */');
      const after = await addresses();
      expect(after).toHaveLength(3);
      for (const [i, address] of after.entries()) expect(address).not.toBe(before[i]);
    } finally {
      await built.close();
      rmSync(widgetsDir, { recursive: true, force: true });
    }
  });
});
