#!/usr/bin/env node
// Serves the built Storybook (dist/storybook) as static files for the story tests.
//   node e2e/stories/serve.mjs [--port 6106] [--dir dist/storybook]
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const port = Number(arg('port', process.env.STORIES_PORT || 6106));
const root = resolve(arg('dir', 'dist/storybook'));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

function fileFor(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root + sep)) return null;
  try {
    const stat = statSync(file);
    if (stat.isDirectory()) return fileFor(`${pathname.replace(/\/?$/, '/')}index.html`);
    return stat.isFile() ? { file, size: stat.size } : null;
  } catch {
    return null;
  }
}

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const found = req.method === 'GET' || req.method === 'HEAD' ? fileFor(pathname) : null;
  if (!found) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
    return;
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': found.size,
    // Built assets have hashed names: the browser may keep them, which keeps each story's load short.
    'cache-control': pathname.startsWith('/assets/') || pathname.startsWith('/sb-') ? 'max-age=3600' : 'no-cache',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(found.file).pipe(res);
});

server.listen(port, '127.0.0.1', () => console.log(`Storybook at http://127.0.0.1:${port}/ (from ${root})`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
