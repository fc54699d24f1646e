/**
 * Bytes: every bundle against budgets.json, each demo page's total JavaScript (the runtime
 * and the bundles the page names, as the demo server loads them), and the bench's search
 * page on Preact, on React and as the peer.
 */
import { readFileSync, readdirSync } from 'node:fs';

const KB = 1024;
const kb = (bytes) => Number((bytes / KB).toFixed(2));

const DEMO_PAGES = {
  'home.html': '/ (marketing)',
  'search.html': '/search/',
  'course.html': '/course/',
  'learner.html': '/learner/',
  'instructor.html': '/instructor/',
  'landing.html': 'other pages',
};

/** A budget entry: a number (KB), or `{ target, ceiling }` (the product target, and what the tests enforce today). */
function budgetOf(entry) {
  if (entry === undefined || entry === null) return { target: null, ceiling: null };
  if (typeof entry === 'number') return { target: entry, ceiling: entry };
  return { target: entry.target ?? null, ceiling: entry.ceiling ?? entry.target ?? null };
}

const within = (kbValue, limit) => (limit === null ? null : kbValue <= limit);

export function bytesReport({ manifest, reactRuntime, peer }) {
  const budgets = JSON.parse(readFileSync('budgets.json', 'utf8'));
  const b = manifest.bundles;
  const bundles = Object.entries(b)
    .filter(([name]) => name !== 'bench-data-table')
    .map(([name, x]) => {
      const { target, ceiling } = budgetOf(budgets.bundles[name]);
      return {
        name,
        gzipKB: kb(x.gzip),
        brotliKB: kb(x.brotli),
        targetKB: target,
        withinTarget: within(x.gzip / KB, target),
        ceilingKB: ceiling,
        withinCeiling: within(x.gzip / KB, ceiling),
      };
    });
  const total = (names, field) => names.reduce((sum, n) => sum + (b[n]?.[field] ?? 0), 0);

  const files = readdirSync('demo/pages').filter((f) => f in DEMO_PAGES);
  const pages = files.map((file) => {
    const html = readFileSync(`demo/pages/${file}`, 'utf8');
    const names = ['yuno-runtime', 'yuno-kit', ...new Set([...html.matchAll(/data-yuno-widget="([a-z-]+)"/g)].map((m) => m[1]).filter((n) => b[n]))];
    return { page: DEMO_PAGES[file], bundles: names, gzipKB: kb(total(names, 'gzip')), brotliKB: kb(total(names, 'brotli')) };
  });
  const budgetPages = Object.entries(budgets.pages).map(([name, entry]) => {
    const { target, ceiling } = budgetOf(entry.total ?? entry);
    const sum = total(entry.bundles, 'gzip') / KB;
    return {
      page: name,
      bundles: entry.bundles,
      gzipKB: kb(sum * KB),
      targetKB: target,
      withinTarget: within(sum, target),
      ceilingKB: ceiling,
      withinCeiling: within(sum, ceiling),
    };
  });

  const searchWidgets = ['header', 'course-search'];
  const searchPage = {
    ours: {
      gzipKB: kb(total(['yuno-runtime', 'yuno-kit', ...searchWidgets], 'gzip')),
      brotliKB: kb(total(['yuno-runtime', 'yuno-kit', ...searchWidgets], 'brotli')),
    },
    oursReact: {
      gzipKB: kb(reactRuntime.gzip + total(['yuno-kit', ...searchWidgets], 'gzip')),
      brotliKB: kb(reactRuntime.brotli + total(['yuno-kit', ...searchWidgets], 'brotli')),
    },
    peer: { gzipKB: kb(peer.js.gzip + peer.css.gzip), brotliKB: kb(peer.js.brotli + peer.css.brotli) },
  };
  searchPage.ratio = Number((searchPage.ours.gzipKB / searchPage.peer.gzipKB).toFixed(2));
  searchPage.ratioReact = Number((searchPage.oursReact.gzipKB / searchPage.peer.gzipKB).toFixed(2));
  return {
    runtime: {
      preact: { gzipKB: kb(b['yuno-runtime'].gzip), brotliKB: kb(b['yuno-runtime'].brotli) },
      react: { gzipKB: kb(reactRuntime.gzip), brotliKB: kb(reactRuntime.brotli) },
    },
    bundles,
    pages,
    budgetPages,
    searchPage,
  };
}
