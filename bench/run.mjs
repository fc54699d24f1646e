#!/usr/bin/env node
/**
 * `npm run bench`: builds the production bundles (ours on Preact, the same widgets on a
 * React runtime, and the react-instantsearch peer), serves them on 127.0.0.1, drives the
 * system Chromium at 4× CPU throttle, and prints the figures: bytes against the budgets,
 * load and interaction timings side by side with the peer, growth, request counts, and
 * Lighthouse's mobile figures on the demo's pages.
 * Writes bench/results/latest.json and the tables in bench/README.md.
 *
 *   --runs N          measured visits per search page (default 5)
 *   --growth-runs N   runs of the growth pages (default: runs, at most 3)
 *   --growth-react    also measure growth on the React runtime (longer)
 *   --minutes M       time budget (default 10): later runs are skipped, and said so, past it
 *   --latency MS      add MS to every request's round trip, as a real network does (default 0)
 *   --lighthouse-runs N  Lighthouse runs per demo page (default: runs, at most 3)
 *   --no-lighthouse   skip Lighthouse
 *   --skip-build      reuse the last bench build
 *   --serve           build and serve the bench pages, measure nothing (Ctrl-C to stop)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildAll, DIRS, useBenchDist } from './lib/build.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
useBenchDist();

const arg = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const runs = Math.max(1, Number(arg('--runs')) || 5);
const growthRuns = Math.max(1, Number(arg('--growth-runs')) || Math.min(runs, 3));
const lighthouseRuns = process.argv.includes('--no-lighthouse') ? 0 : Math.max(1, Number(arg('--lighthouse-runs')) || Math.min(runs, 3));
const budgetMs = Math.max(1, Number(arg('--minutes')) || 10) * 60_000;
const started = Date.now();
// How busy the machine was (1-minute load average): timings, Lighthouse's most, grow with it.
const loadAtStart = loadavg()[0];
const elapsed = () => Date.now() - started;
const log = (text) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${text}`);

let built;
if (process.argv.includes('--skip-build') && existsSync(`${DIRS.peer}/sizes.json`)) {
  built = { manifest: JSON.parse(readFileSync(`${DIRS.ours}/manifest.json`, 'utf8')), ...JSON.parse(readFileSync(`${DIRS.peer}/sizes.json`, 'utf8')) };
  log('reusing the last bench build');
} else {
  built = await buildAll(log);
}

const { startBenchServer } = await import('./lib/server.mjs');
const server = await startBenchServer();
log(`serving on ${server.url}`);
if (process.argv.includes('--serve')) {
  console.log(
    `  ${server.url}/ours/search/?as=learner\n  ${server.url}/react/search/?as=learner\n  ${server.url}/peer/\n  ${server.url}/ours/cards/?n=100\n  ${server.url}/ours/table/?rows=1000&as=yuno-admin\n  ${server.url}/ours/all/?as=learner`,
  );
  await new Promise(() => {});
}

const { launch, network, CPU_THROTTLE, VIEWPORT } = await import('./lib/browser.mjs');
network.latency = Math.max(0, Number(arg('--latency')) || 0);
const { searchRun, VARIANTS } = await import('./lib/search-run.mjs');
const { growthRun } = await import('./lib/growth-run.mjs');
const { staleRun, userInfoRequests } = await import('./lib/requests-run.mjs');
const { preloadRun } = await import('./lib/preload-run.mjs');
const { bytesReport } = await import('./lib/bytes.mjs');
const { buildResults, renderTables } = await import('./lib/report.mjs');
const { lighthouseRun } = await import('./lib/lighthouse.mjs');
const { round } = await import('./lib/stats.mjs');
const { importTs } = await import('../scripts/ts-import.mjs');

const browser = await launch();
const errors = [];
const note = (where, list) => list.forEach((e) => errors.push(`${where}: ${e}`));
/** Each run starts with a different variant, so no variant always goes first. */
const rotate = (list, by) => list.map((_, i) => list[(i + by) % list.length]);

/** Whether another run that takes as long as the last one still ends before `share` of the budget. */
const fits = (share, lastRunMs) => elapsed() + lastRunMs <= budgetMs * share;

try {
  const search = { ours: [], react: [], peer: [] };
  let runMs = 0;
  for (let run = 0; run < runs; run++) {
    if (run > 0 && !fits(0.6, runMs)) {
      errors.push(`time budget: ${run} of ${runs} search runs measured (a loaded machine is slower; see --minutes)`);
      break;
    }
    const runStarted = Date.now();
    for (const variant of rotate(Object.keys(search), run)) {
      const sample = await searchRun(browser, server.url, variant);
      search[variant].push(sample);
      note(`${VARIANTS[variant].label}, run ${run + 1}`, sample.errors);
    }
    runMs = Date.now() - runStarted;
    log(`search pages: run ${run + 1} of ${runs} done`);
  }
  const preload = { on: [], off: [] };
  for (let run = 0; run < runs; run++) {
    if (run > 0 && !fits(0.7, runMs)) {
      errors.push(`time budget: ${run} of ${runs} course-page runs measured`);
      break;
    }
    const runStarted = Date.now();
    for (const variant of rotate(Object.keys(preload), run)) {
      const sample = await preloadRun(browser, server.url, variant);
      preload[variant].push(sample);
      note(`course page, preloading ${variant}, run ${run + 1}`, sample.errors);
    }
    runMs = Date.now() - runStarted;
  }
  log(`course page: ${preload.on.length} runs done`);
  const growth = process.argv.includes('--growth-react') ? { ours: [], react: [] } : { ours: [] };
  for (let run = 0; run < growthRuns; run++) {
    if (run > 0 && !fits(0.9, runMs)) {
      errors.push(`time budget: ${run} of ${growthRuns} growth runs measured`);
      break;
    }
    const runStarted = Date.now();
    for (const variant of rotate(Object.keys(growth), run)) {
      const sample = await growthRun(browser, server.url, variant);
      growth[variant].push(sample);
      note(`growth ${variant}, run ${run + 1}`, sample.errors);
    }
    runMs = Date.now() - runStarted;
    log(`growth: run ${run + 1} of ${growthRuns} done`);
  }
  const requests = { userInfo: await userInfoRequests(browser, server.url), stale: {} };
  note(
    'every-widget page',
    requests.userInfo.errors.map((e) => `page error: ${e}`),
  );
  for (const variant of ['ours', 'react', 'peer']) requests.stale[variant] = await staleRun(browser, server.url, variant);
  log('requests counted');

  // Lighthouse on the demo itself (its pages as a site serves them), in a browser of its own.
  let lighthouse = null;
  if (lighthouseRuns > 0) {
    const { startDemoServer } = await importTs('demo/server.ts');
    const demo = await startDemoServer({ port: 0 });
    try {
      lighthouse = await lighthouseRun(demo.url, { runs: lighthouseRuns, more: (lastRunMs) => fits(1, lastRunMs), log });
    } finally {
      await demo.close();
    }
    errors.push(...lighthouse.errors);
  }

  const settings = {
    runs: search.ours.length,
    growthRuns: growth.ours.length,
    cpuThrottle: CPU_THROTTLE,
    latencyMs: network.latency,
    viewport: `${VIEWPORT.width}×${VIEWPORT.height}`,
    chromium: `Chromium ${browser.version()}`,
    node: process.versions.node,
    cpus: cpus().length,
    loadAverage: { start: round(loadAtStart, 1), end: round(loadavg()[0], 1) },
    // When it ran: the load of that moment is part of what the timings mean.
    startedAt: `${new Date(started).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    durationSeconds: Math.round((Date.now() - started) / 1000),
  };
  const results = buildResults({ settings, bytes: bytesReport(built), search, preload, growth, requests, lighthouse, errors });
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
  const tables = renderTables(results);
  const readme = readFileSync('bench/README.md', 'utf8');
  const START = '<!-- bench:latest:start -->';
  const END = '<!-- bench:latest:end -->';
  if (readme.includes(START) && readme.includes(END)) {
    writeFileSync('bench/README.md', `${readme.slice(0, readme.indexOf(START) + START.length)}\n${tables}\n${readme.slice(readme.indexOf(END))}`);
  }
  console.log(`\n${tables}\n`);
  log('wrote bench/results/latest.json and the tables in bench/README.md');
} finally {
  await browser.close();
  await server.close();
}
