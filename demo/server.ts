/**
 * The demo site: the widgets' production bundles on pages shaped like the real site, with
 * the mock marketplace API on the same origin. Like the WordPress plugin, a page loads the
 * runtime and only the bundles of the widgets it contains.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMockApiMiddleware } from '@yuno/mock-api/src/node';
import { demoRoles, isDemoRole, type DemoRole } from '@yuno/mock-api';
import { buildVersion } from './build-version';
import { fillPage } from './coursePage';
import { escapeHtml } from './html';
import { sendBody, sendFile } from './hosting';
import { withPlaceholders } from './placeholders';
import { preloadedAnswers } from './preload';
import { demoUser, pageConfig } from './roles';

const demoDir = fileURLToPath(new URL('.', import.meta.url));
const defaultWidgetsDir = join(demoDir, '..', process.env.YUNO_DIST || 'dist', 'widgets');
const ROLE_COOKIE = 'yuno-demo-as';

const PAGES: Record<string, string> = {
  '/': 'home.html',
  '/search/': 'search.html',
  '/course/': 'course.html',
  '/learner/': 'learner.html',
  '/instructor/': 'instructor.html',
  '/demo-login/': 'demo-login.html',
};

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
};

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/-{2}>/g, '--\\u003e');

function cookie(req: IncomingMessage, name: string): string {
  const match = (req.headers.cookie || '').split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : '';
}

function roleFor(req: IncomingMessage, url: URL): { role: DemoRole; setCookie?: string } {
  // Logging out on the demo site signs the demo user out too.
  if (url.pathname.startsWith('/logout')) return { role: 'visitor', setCookie: `${ROLE_COOKIE}=visitor; Path=/; SameSite=Lax` };
  const asked = url.searchParams.get('as');
  if (isDemoRole(asked)) return { role: asked, setCookie: `${ROLE_COOKIE}=${asked}; Path=/; SameSite=Lax` };
  const stored = cookie(req, ROLE_COOKIE);
  return { role: isDemoRole(stored) ? stored : 'visitor' };
}

function roleBar(role: DemoRole, url: URL): string {
  const links = demoRoles
    .map((r) => {
      const target = new URL(url);
      target.searchParams.set('as', r);
      return `<a href="${escapeHtml(target.pathname + target.search)}"${r === role ? ' aria-current="true"' : ''}>${r}</a>`;
    })
    .join('');
  return `<nav class="demo-rolebar" aria-label="Demo user"><span>Demo user:</span>${links}</nav>`;
}

function scriptsFor(html: string, widgetsDir: string): string {
  const names = new Set([...html.matchAll(/data-yuno-widget="([a-z-]+)"/g)].map((m) => m[1]));
  const manifestFile = join(widgetsDir, 'manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : { version: 'dev', bundles: {} };
  const ver = encodeURIComponent(existsSync(widgetsDir) ? buildVersion(widgetsDir, manifest.version) : manifest.version);
  // The placeholders' sizes first: the mount points keep their boxes before any script runs.
  const placeholders = manifest.placeholders ? [`<link rel="stylesheet" href="/widgets/${manifest.placeholders.file}?ver=${ver}">`] : [];
  if (manifest.placeholders?.script) placeholders.unshift(`<script>${readFileSync(join(widgetsDir, manifest.placeholders.script), 'utf8').trim()}</script>`);
  const tags = [...placeholders, `<script src="/widgets/yuno-runtime.js?ver=${ver}"></script>`, `<script src="/widgets/yuno-kit.js?ver=${ver}" defer></script>`];
  for (const name of names) {
    if (manifest.bundles[name]) tags.push(`<script src="/widgets/${name}.js?ver=${ver}" defer></script>`);
  }
  return tags.join('\n');
}

function renderPage(file: string, req: IncomingMessage, url: URL, origin: string, widgetsDir: string): { html: string; setCookie?: string } {
  const { role, setCookie } = roleFor(req, url);
  const template = fillPage(file, url, readFileSync(join(demoDir, 'pages', file), 'utf8'));
  const layout = readFileSync(join(demoDir, 'pages', '_layout.html'), 'utf8');
  const config = pageConfig(role, origin, preloadedAnswers(req, url, demoUser(role), template));
  const body = withPlaceholders(template.replace('{{path}}', escapeHtml(url.pathname)), role, config);
  // As the plugin does for people who cannot edit the page (`?editor`: someone who can).
  const visitorCss = url.searchParams.has('editor') ? '' : `<style>${readFileSync(join(demoDir, '..', 'wp-plugin/assets/visitors.css'), 'utf8')}</style>\n`;
  const head = `${visitorCss}<script>window.yunoConfig = ${scriptJson(config)};</script>\n${scriptsFor(body, widgetsDir)}`;
  const html = layout
    .replace('{{title}}', escapeHtml((/<!-{2}title:(.*?)-{2}>/.exec(template)?.[1] ?? 'Yuno').trim()))
    .replace('{{head}}', head)
    .replace('{{rolebar}}', roleBar(role, url))
    .replace('{{body}}', body);
  return { html, setCookie };
}

function staticFile(dir: string, relative: string): string | null {
  const file = normalize(join(dir, relative));
  if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

/** `widgetsDir`: the built bundles to serve (the build's output by default). */
export function startDemoServer({ port = 5173, host = '127.0.0.1', widgetsDir = defaultWidgetsDir } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const api = createMockApiMiddleware({ prefix: '/wp-json/yuno/' });
  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
    const url = new URL(req.url ?? '/', origin);
    api(req, res, () => {
      let file: string | null = null;
      if (url.pathname.startsWith('/widgets/')) file = staticFile(widgetsDir, url.pathname.slice('/widgets/'.length));
      else if (url.pathname.startsWith('/assets/')) file = staticFile(join(demoDir, 'assets'), url.pathname.slice('/assets/'.length));
      if (file) return sendFile(req, res, file, TYPES[extname(file)] ?? 'application/octet-stream');
      if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
      // Every other path is a page of the site; the ones the demo does not build say where you landed.
      const page = PAGES[url.pathname] ?? PAGES[`${url.pathname}/`] ?? 'landing.html';
      const { html, setCookie } = renderPage(page, req, url, origin, widgetsDir);
      const headers: Record<string, string> = { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-store' };
      if (setCookie) headers['Set-Cookie'] = setCookie;
      sendBody(req, res, page === 'landing.html' && !isKnownLanding(url.pathname) ? 404 : 200, headers, html);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** Paths of the real site that the widgets send people to; the demo shows a stand-in page. */
const LANDINGS = [
  '/checkout/',
  '/sign-up',
  '/instructor-sign-up',
  '/account-disabled',
  '/select-an-organization',
  '/create-organization-account',
  '/create-academy/',
  '/become-an-instructor/',
  '/logout/',
  '/logout',
  '/login/',
  '/settings/',
  '/earnings/',
  '/how-it-works/',
  '/class-schedule',
  '/my-bookmarks/',
  '/learner-courses/',
  '/subscribed-categories',
  '/ielts/become-an-instructor',
  '/learner',
  '/instructor',
];
function isKnownLanding(path: string): boolean {
  return LANDINGS.includes(path) || LANDINGS.includes(`${path}/`) || /^\/[a-z0-9-]+(\/[a-z0-9-]+)*\/?$/.test(path);
}
