#!/usr/bin/env node
// Checks the built ESM library (dist/lib) the way a React app uses it, packed and installed
// into a scratch app with its own React 19, outside the repository (scripts/library/app.mjs):
//  - the package holds no test helpers, and every `…Css` export is a stylesheet string;
//  - every entry imports with React 19 (not Preact);
//  - a course card from the library renders on React with what a person sees (title, price,
//    the See Availability button) and, for hostile data, text instead of markup;
//  - the availability panel opens on React and its body (a separate chunk) arrives;
//  - WidgetRoot, under StrictMode, puts a card in a shadow root and keeps a crash inside it;
//  - after startShellDialogs, a widget's login request opens the login dialog;
//  - nothing logs an error while the card, the panel and the login dialog render;
//  - React and ReactDOM are peers from 19, the first React the components work on (scripts/library/peers.mjs);
//  - every fetching component renders on the server (scripts/library/ssr.mjs);
//  - the README's HTML example and its ways to the mock API work as written (scripts/library/readme.mjs);
//  - an app's TypeScript compiles under `bundler` and `nodenext`, with the READMEs' examples
//    for React apps among it (scripts/library/types.mjs).
import { JSDOM } from 'jsdom';
import { LIBRARY_ENTRIES as ENTRIES, libraryDir } from './build-library.mjs';
import { checkIsolation, installApp } from './library/app.mjs';
import { checkPeers } from './library/peers.mjs';
import { checkReadme } from './library/readme.mjs';
import { checkSsr } from './library/ssr.mjs';
import { checkTypes } from './library/types.mjs';

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

async function renderCard({ load }) {
  const React = await load('react');
  const { createRoot } = await load('react-dom/client');
  const { flushSync } = await load('react-dom');
  const { CourseCard } = await load('@yuno/widgets/course-card');
  const { normaliseCourseCard } = await load('@yuno/widgets/core');
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
  for (const start = Date.now(); !condition();) {
    if (Date.now() - start > ms) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
};

/** See Availability's event opens the panel; its body, a chunk of its own, then shows (here: the course failing, as there is no API). */
async function renderPanel({ load }) {
  const React = await load('react');
  const { createRoot } = await load('react-dom/client');
  const { AvailabilityPanel } = await load('@yuno/widgets/availability');
  const { events } = await load('@yuno/widgets/core');
  const {
    fetch,
    console: { warn },
  } = globalThis;
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

/** The README's way: a card in WidgetRoot under StrictMode; raw data makes a message there, the app stands. */
async function renderWidgetRoot({ load }) {
  const React = await load('react');
  const { createRoot } = await load('react-dom/client');
  const { WidgetRoot } = await load('@yuno/widgets/runtime');
  const { CourseCard, courseCardCss } = await load('@yuno/widgets/course-card');
  const h = React.createElement;
  const container = document.getElementById('app');
  const root = createRoot(container);
  const { error } = console;
  console.error = () => {};
  try {
    const raw = { id: 7, title: 'Raw', price: 'not an object', instructors: 'none' };
    React.act(() =>
      root.render(h(React.StrictMode, null, h('p', null, 'The app'), h(WidgetRoot, { css: courseCardCss, name: 'course-card' }, h(CourseCard, { course: raw })))),
    );
    const shadow = container.querySelector('[data-yuno-widget-root]')?.shadowRoot;
    const inside = shadow?.querySelectorAll('.yuno-root') ?? [];
    const sheets = [...(shadow?.querySelectorAll('style') ?? [])].map((el) => el.textContent).join('');
    return {
      app: container.textContent === 'The app',
      one: inside.length === 1,
      shown: Boolean(inside[0]?.querySelector('article, [role="alert"]')),
      styled: sheets.includes(courseCardCss.slice(0, 40)) && sheets.includes(':host'),
      leaks: [...document.querySelectorAll('style')].filter((el) => el.id !== 'yuno-tokens').length,
    };
  } finally {
    React.act(() => root.unmount());
    console.error = error;
  }
}

/** The README's one call for the shell's dialogs: a login request then shows the login dialog. */
async function openLoginDialog({ load }) {
  const { startShellDialogs } = await load('@yuno/widgets/header');
  const { events } = await load('@yuno/widgets/core');
  await startShellDialogs();
  events.emit('login:request', { mode: 'login' });
  const host = () => document.querySelector('[data-yuno-overlay-host]')?.shadowRoot;
  for (let wait = 0; wait < 50 && !host()?.querySelector('[role="dialog"], dialog'); wait += 1) await new Promise((done) => setTimeout(done, 20));
  return host()?.textContent ?? '';
}

/** The package holds no test helpers; every stylesheet export is a string of CSS. */
async function checkContents({ load, files }) {
  const helpers = files.filter((file) => /(^|\/)test[A-Z][^/]*\.d\.ts$|(^|\/)testing\//.test(file));
  const notSheets = [];
  for (const name of ENTRIES) {
    for (const [key, value] of Object.entries(await load(`@yuno/widgets/${name}`))) {
      if (/Css$/.test(key) && !(typeof value === 'string' && value.includes('{'))) notSheets.push(`${name}.${key} (${typeof value})`);
    }
  }
  const header = await load('@yuno/widgets/header');
  const missing = ['headerCss', 'sideMenuCss', 'footerCss', 'overlaysCss'].filter((key) => !(key in header));
  const problems = [
    helpers.length && `ships ${helpers.join(', ')}`,
    notSheets.length && `not stylesheets: ${notSheets.join(', ')}`,
    missing.length && `header lacks ${missing.join(', ')}`,
  ].filter(Boolean);
  return {
    name: 'library package contents',
    ok: problems.length === 0,
    detail: problems.join('; ') || `${files.length} files, no test helpers; every …Css export is a stylesheet`,
  };
}

/** Runs the checks; each is { name, ok, detail } like the budget checks. */
export async function checkLibrary(lib = libraryDir) {
  const checks = [];
  installDom();
  let app;
  try {
    app = await installApp(lib);
    checks.push({ name: 'library install', ok: true, detail: 'npm pack, the tarball installed beside React and its types' });
  } catch (error) {
    return [{ name: 'library install', ok: false, detail: error.message }];
  }
  checks.push(await checkIsolation(app));
  for (const name of ENTRIES) {
    try {
      const mod = await app.load(`@yuno/widgets/${name}`);
      const count = Object.keys(mod).length;
      checks.push({ name: `library ${name}`, ok: count > 0, detail: `${count} exports on React` });
    } catch (error) {
      checks.push({ name: `library ${name}`, ok: false, detail: `import failed: ${error.message}` });
    }
  }
  checks.push(await checkContents(app));
  checks.push(checkPeers(app.dir));
  // What the components log while they render for a person (the WidgetRoot check silences its
  // deliberate crash). React's words on act() are about how these checks drive it, not the components.
  const logged = [];
  const consoleError = console.error;
  console.error = (...args) => {
    const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
    if (!/not wrapped in act\(|not configured to support act\(/.test(text)) logged.push(text);
  };
  try {
    const card = await renderCard(app);
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
    const panel = await renderPanel(app);
    const problems = [
      !panel.opened && 'the dialog did not open with the title',
      !panel.skeleton && 'no loading state',
      !panel.body && 'its body never arrived',
    ].filter(Boolean);
    checks.push({ name: 'library panel on React', ok: problems.length === 0, detail: problems.join('; ') || 'opens with a loading state, its body arrives' });
  } catch (error) {
    checks.push({ name: 'library panel on React', ok: false, detail: error.stack ?? String(error) });
  }
  try {
    const framed = await renderWidgetRoot(app);
    const problems = [
      !framed.app && 'the app around it is gone',
      !framed.one && 'not one .yuno-root in a shadow root',
      !framed.shown && 'neither the card nor its message',
      !framed.styled && 'its styles are not inside',
      framed.leaks && `${framed.leaks} style elements in the page`,
    ].filter(Boolean);
    checks.push({
      name: 'library WidgetRoot on React',
      ok: problems.length === 0,
      detail: problems.join('; ') || 'StrictMode: one shadow root, styles inside, a crash stays inside',
    });
  } catch (error) {
    checks.push({ name: 'library WidgetRoot on React', ok: false, detail: error.stack ?? String(error) });
  }
  try {
    const text = await openLoginDialog(app);
    checks.push({
      name: 'library shell dialogs',
      ok: text.includes('Log in to Yuno'),
      detail: text.includes('Log in to Yuno') ? 'a login request opens the login dialog' : `no login dialog (host text: "${text.slice(0, 80)}")`,
    });
  } catch (error) {
    checks.push({ name: 'library shell dialogs', ok: false, detail: error.stack ?? String(error) });
  }
  console.error = consoleError;
  checks.push({
    name: 'library console',
    ok: logged.length === 0,
    detail: logged.length ? `${logged.length} errors logged: ${[...new Set(logged)].join(' | ').slice(0, 600)}` : 'nothing logged an error',
  });
  checks.push(checkSsr(app.dir));
  try {
    checks.push(await checkReadme());
  } catch (error) {
    checks.push({ name: 'library README embedding', ok: false, detail: error.stack ?? String(error) });
  }
  checks.push(...checkTypes(app.dir));
  // A failed check leaves the app to look into.
  if (checks.every((check) => check.ok)) app.remove();
  else console.log(`the library's scratch app is kept in ${app.dir}`);
  return checks;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const checks = await checkLibrary();
  for (const r of checks) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(30)} ${r.detail}`);
  process.exit(checks.every((r) => r.ok) ? 0 : 1);
}
