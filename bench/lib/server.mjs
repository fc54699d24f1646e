/**
 * The bench's own server on 127.0.0.1 (a free port): our pages on Preact and on React, the
 * peer page and its search endpoint, and the mock API (latency 0) on the same origin.
 * The payments list answers as many rows as it is asked for, for the table growth figures.
 */
import { createServer } from 'node:http';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { DIRS } from './build.mjs';
import { oursBody, oursPage, peerPage } from './pages.mjs';
import { answerSearch, buildRecords } from './peer-engine.mjs';

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json' };

function staticFile(dir, relative) {
  const base = resolve(dir);
  const file = normalize(join(base, relative));
  return file.startsWith(base) && existsSync(file) && statSync(file).isFile() ? file : null;
}

function readBody(req) {
  return new Promise((done, fail) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

export async function startBenchServer() {
  const { importTs } = await import('../../scripts/ts-import.mjs');
  const { createMockApiMiddleware } = await importTs('packages/mock-api/src/node.ts');
  const mock = await importTs('packages/mock-api/src/index.ts');
  const { courseTimeBuckets } = await importTs('packages/mock-api/src/fixtures/batches.ts');
  const { demoUser, pageConfig } = await importTs('demo/roles.ts');
  const { preloadedAnswers } = await importTs('demo/preload.ts');
  const { fillPage } = await importTs('demo/coursePage.ts');
  const { withPlaceholders } = await importTs('demo/placeholders.ts');
  // Served as a real host serves them: compressed, versioned files cached (demo/hosting.ts).
  const { sendBody, sendFile } = await importTs('demo/hosting.ts');

  const records = buildRecords({ courses: mock.courses, toCourseCard: mock.toCourseCard, courseTimeBuckets });
  const cards = mock.courses.map((c) => mock.toCourseCard(c));
  const api = createMockApiMiddleware({ prefix: '/wp-json/yuno/', context: { latencyMs: 0 } });
  const available = {
    ours: new Set(readdirSync(DIRS.ours).map((f) => f.replace(/\.js$/, ''))),
    react: new Set(readdirSync(DIRS.react).map((f) => f.replace(/\.js$/, ''))),
  };

  /** N payment rows: the mock's rows, repeated with their own ids. */
  function paymentRows(limit) {
    const all = mock.handleApiRequest({
      method: 'GET',
      path: `v4/payments/list/${mock.demoUsers['yuno-admin'].id}`,
      query: new URLSearchParams({ limit: '0' }),
      body: undefined,
      headers: {},
    });
    const base = all.body.data;
    const rows = Array.from({ length: limit }, (_, i) => ({ ...base[i % base.length], id: i + 1, receipt: `rcpt_bench_${i + 1}` }));
    return { code: 200, message: 'Success', data: rows, count: limit };
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status, type, body) => sendBody(req, res, status, { 'Content-Type': type, 'Cache-Control': 'no-store' }, body);
    try {
      if (url.pathname.startsWith('/wp-json/yuno/v4/payments/list/')) {
        const limit = Math.max(1, Math.min(5000, Number(url.searchParams.get('limit')) || 20));
        return send(200, TYPES['.json'], JSON.stringify(paymentRows(limit)));
      }
      if (url.pathname === '/peer/search' && req.method === 'POST') {
        return send(200, TYPES['.json'], JSON.stringify(answerSearch(records, JSON.parse((await readBody(req)) || '{}'))));
      }
      let file = null;
      if (url.pathname.startsWith('/w/ours/')) file = staticFile(DIRS.ours, url.pathname.slice(8));
      else if (url.pathname.startsWith('/w/react/')) file = staticFile(DIRS.react, url.pathname.slice(9));
      else if (url.pathname.startsWith('/peer-assets/')) file = staticFile(DIRS.peer, url.pathname.slice(13));
      else if (url.pathname === '/assets/demo.css') file = 'demo/assets/demo.css';
      if (file) return sendFile(req, res, file, TYPES[extname(file)] ?? 'application/octet-stream');
      if (url.pathname === '/peer/') return send(200, 'text/html; charset=utf-8', peerPage());
      const match = /^\/(ours|react)\/([a-z]+)\/$/.exec(url.pathname);
      if (match) {
        const [, variant, page] = match;
        const role = mock.isDemoRole(url.searchParams.get('as')) ? url.searchParams.get('as') : 'visitor';
        const found = oursBody(page, {
          n: Number(url.searchParams.get('n')) || 1,
          rows: Number(url.searchParams.get('rows')) || 20,
          cards,
          fill: (file, template) => fillPage(file, url, template),
        });
        if (found) {
          const origin = `http://${req.headers.host}`;
          const config = pageConfig(role, origin, preloadedAnswers(req, url, demoUser(role), found));
          // The mount points reserve their widgets' boxes, as on the demo.
          const body = withPlaceholders(found, role, config);
          return send(200, 'text/html; charset=utf-8', oursPage({ body, bundleBase: `/w/${variant}`, available: available[variant], config }));
        }
      }
      api(req, res, () => send(404, 'text/plain', 'Not found'));
    } catch (error) {
      send(500, 'text/plain', String(error?.stack ?? error));
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)), records };
}
