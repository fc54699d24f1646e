#!/usr/bin/env node
// Checks the built ESM library (dist/lib) the way a React app uses it:
//  - every entry imports with React 19 (not Preact);
//  - a course card from the library renders on React with what a person sees (title, price,
//    the See Availability button) and, for hostile data, text instead of markup;
//  - the availability panel opens on React and its body (a separate chunk) arrives;
//  - an app's TypeScript compiles against the declarations, and a wrong prop is a type error.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { libraryDir } from './build-library.mjs';

const ENTRIES = ['core', 'ui', 'runtime', 'header', 'course-search', 'course-card', 'availability', 'referral-menu', 'data-table'];

function installDom() {
  const dom = new JSDOM('<!doctype html><html><body><div id="app"></div></body></html>', { url: 'http://127.0.0.1/', pretendToBeVisual: true });
  const { window } = dom;
  for (const key of ['window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage']) {
    Object.defineProperty(globalThis, key, { value: key === 'window' ? window : window[key], configurable: true, writable: true });
  }
  for (const key of Object.getOwnPropertyNames(window)) {
    if (/^[A-Z]/.test(key) && !(key in globalThis)) globalThis[key] = window[key];
  }
  globalThis.requestAnimationFrame = (fn) => setTimeout(() => fn(Date.now()), 0);
  globalThis.cancelAnimationFrame = (id) => clearTimeout(id);
  window.matchMedia ??= (query) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} });
  return window;
}

async function renderCard(lib) {
  const React = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { flushSync } = await import('react-dom');
  const { CourseCard } = await import(pathToFileURL(join(lib, 'course-card.js')).href);
  const { normaliseCourseCard } = await import(pathToFileURL(join(lib, 'core.js')).href);
  const course = normaliseCourseCard({
    id: 4242,
    title: 'IELTS Complete <img src=x onerror="window.__libraryXss=1">',
    url: 'javascript:window.__libraryXss=1',
    category: { name: 'IELTS' },
    academy: { id: 1, name: 'Aspire Academy', logo_url: { url: '' } },
    price: { list_price: { currency: { symbol: '₹' }, exclusive_tax: 12000, tax: { type: 'GST' } }, live_hours: 40 },
    duration: { value: 8 },
    instructors: { mapped_instructor_count: 0, mapped_instructors: [] },
    personalizations: [],
  });
  const container = document.getElementById('app');
  const root = createRoot(container);
  flushSync(() => root.render(React.createElement(CourseCard, { course })));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const text = container.textContent ?? '';
  const links = [...container.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
  const result = {
    title: text.includes('IELTS Complete <img src=x onerror="window.__libraryXss=1">'),
    markup: container.querySelector('img[src="x"]') === null,
    unsafeLinks: links.filter((href) => /^\s*javascript:/i.test(href)),
    seeAvailability: [...container.querySelectorAll('button')].some((b) => /See Availability/.test(b.textContent ?? '')),
    reactRendered: Boolean(container.querySelector('article')),
  };
  root.unmount();
  return result;
}

const until = async (condition, ms = 3000) => {
  for (const start = Date.now(); !condition(); ) {
    if (Date.now() - start > ms) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
};

/** See Availability's event opens the panel; its body, a chunk of its own, then shows (here: the course failing, as there is no API). */
async function renderPanel(lib) {
  const React = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { AvailabilityPanel } = await import(pathToFileURL(join(lib, 'availability.js')).href);
  const { events } = await import(pathToFileURL(join(lib, 'core.js')).href);
  const { fetch, console: { warn } } = globalThis;
  globalThis.fetch = async () => {
    throw new TypeError('no API in this check');
  };
  console.warn = () => {};
  const container = document.getElementById('app');
  const root = createRoot(container);
  try {
    React.act(() => root.render(React.createElement(AvailabilityPanel)));
    React.act(() => events.emit('availability:open', { courseId: 1001, title: 'IELTS Academic Intensive', category: 'IELTS' }));
    const dialog = () => container.querySelector('dialog');
    const opened = (await until(() => dialog()?.textContent.includes('IELTS Academic Intensive'))) && dialog().textContent;
    const body = await until(() => /This course could not be loaded[\s\S]*Try again/.test(dialog()?.textContent ?? ''));
    return { opened: Boolean(opened), skeleton: Boolean(opened) && opened.includes('Loading batches'), body };
  } finally {
    root.unmount();
    globalThis.fetch = fetch;
    console.warn = warn;
  }
}

function typeCheck(lib) {
  const dir = join(process.cwd(), '.cache', 'library-app');
  mkdirSync(dir, { recursive: true });
  // The app installs the folder as a package and imports its entries by name.
  const installed = join(dir, 'node_modules', '@yuno', 'widgets');
  mkdirSync(dirname(installed), { recursive: true });
  rmSync(installed, { recursive: true, force: true });
  symlinkSync(lib, installed, 'dir');
  const from = (name) => `@yuno/widgets/${name}`;
  writeFileSync(
    join(dir, 'app.tsx'),
    [
      `import { CourseCard, courseCardCss } from '${from('course-card')}';`,
      `import { normaliseCourseCard, type CourseCardData } from '${from('core')}';`,
      `import { Dialog, tokensCss, uiCss } from '${from('ui')}';`,
      // The README's example, as an app writes it.
      `export function Course({ data }: { data: unknown }) {`,
      `  return (<><style>{tokensCss + uiCss + courseCardCss}</style><CourseCard course={normaliseCourseCard(data)} /></>);`,
      `}`,
      `const course: CourseCardData = normaliseCourseCard({ id: 1, title: 'A course' });`,
      `export const card = <CourseCard course={course} />;`,
      `export const dialog = Dialog;`,
      `// @ts-expect-error a course card needs its course`,
      `export const wrong = <CourseCard />;`,
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, jsx: 'react-jsx', module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2022', noEmit: true, skipLibCheck: false, types: [], lib: ['ES2023', 'DOM'] },
      files: ['app.tsx'],
    }),
  );
  const run = spawnSync('npx', ['tsc', '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}

/** Runs the checks; each is { name, ok, detail } like the budget checks. */
export async function checkLibrary(lib = libraryDir) {
  const checks = [];
  installDom();
  for (const name of ENTRIES) {
    try {
      const mod = await import(pathToFileURL(join(lib, `${name}.js`)).href);
      const count = Object.keys(mod).length;
      checks.push({ name: `library ${name}`, ok: count > 0, detail: `${count} exports on React` });
    } catch (error) {
      checks.push({ name: `library ${name}`, ok: false, detail: `import failed: ${error.message}` });
    }
  }
  try {
    const card = await renderCard(lib);
    const problems = [
      !card.reactRendered && 'nothing rendered',
      !card.title && 'the title is not shown as text',
      !card.markup && 'server markup became an element',
      card.unsafeLinks.length && `unsafe links ${card.unsafeLinks.join(', ')}`,
      !card.seeAvailability && 'no See Availability button',
      globalThis.window.__libraryXss && 'a payload ran',
    ].filter(Boolean);
    checks.push({ name: 'library course card on React', ok: problems.length === 0, detail: problems.join('; ') || 'title as text, safe links, See Availability' });
  } catch (error) {
    checks.push({ name: 'library course card on React', ok: false, detail: error.stack ?? String(error) });
  }
  try {
    const panel = await renderPanel(lib);
    const problems = [!panel.opened && 'the dialog did not open with the title', !panel.skeleton && 'no loading state', !panel.body && 'its body never arrived'].filter(Boolean);
    checks.push({ name: 'library panel on React', ok: problems.length === 0, detail: problems.join('; ') || 'opens with a loading state, its body arrives' });
  } catch (error) {
    checks.push({ name: 'library panel on React', ok: false, detail: error.stack ?? String(error) });
  }
  const types = typeCheck(lib);
  checks.push({ name: 'library types in an app', ok: types.ok, detail: types.ok ? 'compiles; a missing prop is an error' : types.output.slice(0, 2000) });
  return checks;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const checks = await checkLibrary();
  for (const r of checks) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(30)} ${r.detail}`);
  process.exit(checks.every((r) => r.ok) ? 0 : 1);
}
