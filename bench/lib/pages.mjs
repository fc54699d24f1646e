/**
 * The bench's pages. Ours are built like the demo's (page config, the runtime, then each
 * widget bundle the page names), from the demo's own page bodies where one exists; the
 * peer page holds the react-instantsearch app. Every page marks `bench:script-start` in an
 * inline script before any bundle, the zero of the load timings.
 */
import { readFileSync } from 'node:fs';

const DEMO_BODIES = { home: 'home.html', course: 'course.html', learner: 'learner.html', instructor: 'instructor.html' };

const attr = (value) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
const mountPoint = (name, props = {}) => `<div data-yuno-widget="${name}" data-yuno-props='${attr(props)}'></div>`;

/** The search page as the peer has it: the header (its search box) and the course search. */
const SEARCH_BODY = `${mountPoint('header')}
<main id="main" class="site-main" data-yuno-main><h1 class="page-title">Online courses</h1>
${mountPoint('course-search', { showSeeAvailability: true })}</main>`;

/** Every widget on one page, for the shared user-info request. */
const ALL_BODY = `${mountPoint('header')}
<div class="account-layout">${mountPoint('side-menu')}
<main id="main" class="site-main" data-yuno-main>
${mountPoint('referral-menu')}
${mountPoint('data-table', { preset: 'learner-classes', syncUrl: false })}
${mountPoint('course-card', { courseId: 1001 })}
${mountPoint('course-availability', { courseId: 1001 })}
${mountPoint('course-search', { showSeeAvailability: true })}
</main></div>
${mountPoint('availability-panel')}
${mountPoint('footer')}`;

export const START_MARK = 'bench:script-start';
const MARK = `<script>performance.mark(${JSON.stringify(START_MARK)})</script>`;

function layout({ title, head, body }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · bench</title>
${MARK}
<link rel="stylesheet" href="/assets/demo.css">
${head}
</head>
<body>
${body}
</body>
</html>`;
}

/**
 * Body of one of our pages; `cards` builds N card mount points from the fixtures' card data;
 * `fill` fills a demo page's own placeholders (the course page's course), as the demo does.
 */
export function oursBody(page, { n = 1, rows = 20, cards = [], fill = (file, template) => template } = {}) {
  if (page === 'search') return SEARCH_BODY;
  if (page === 'all') return ALL_BODY;
  if (page === 'cards') {
    const items = Array.from({ length: n }, (_, i) => `<li>${mountPoint('course-card', { course: cards[i % cards.length] })}</li>`);
    return `<main class="site-main"><h1 class="page-title">${n} course cards</h1><ul class="bench-cards">${items.join('\n')}</ul></main>`;
  }
  if (page === 'table') return `<main class="site-main"><h1 class="page-title">${rows} rows</h1>${mountPoint('bench-data-table', { rows })}</main>`;
  const file = DEMO_BODIES[page];
  if (!file) return null;
  return fill(file, readFileSync(new URL(`../../demo/pages/${file}`, import.meta.url), 'utf8').replace(/<!--title:.*?-->\n?/, ''));
}

export function oursPage({ body, bundleBase, available, config }) {
  const names = [...new Set([...body.matchAll(/data-yuno-widget="([a-z-]+)"/g)].map((m) => m[1]))];
  const scripts = [
    `<link rel="stylesheet" href="${bundleBase}/yuno-placeholders.css">`,
    `<script src="${bundleBase}/yuno-runtime.js"></script>`,
    `<script src="${bundleBase}/yuno-kit.js" defer></script>`,
  ];
  for (const name of names) if (available.has(name)) scripts.push(`<script src="${bundleBase}/${name}.js" defer></script>`);
  const css = '<style>.bench-cards{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:16px}</style>';
  return layout({ title: 'ours', head: `<script>window.yunoConfig = ${scriptJson(config)};</script>\n${scripts.join('\n')}\n${css}`, body });
}

export function peerPage() {
  return layout({
    title: 'peer',
    head: '<link rel="stylesheet" href="/peer-assets/peer.css">\n<script src="/peer-assets/peer.js" defer></script>',
    body: '<main id="main" class="site-main"><h1 class="page-title">Online courses</h1><div id="peer-root"></div></main>',
  });
}
