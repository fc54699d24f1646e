/**
 * Lighthouse on the demo, as a phone meets it: its default (mobile) profile, which slows the
 * CPU 4× and simulates a slow 4G network, in the system Chromium (chrome-launcher with the
 * browser tests' executable and arguments; nothing is downloaded). One browser for every
 * run; Lighthouse clears the cache and storage before each. The figures per page: the
 * performance score, largest contentful paint, total blocking time, layout shift, and the
 * main thread's tasks over 50 ms (Lighthouse's own list, at its 4× CPU): how many, the longest.
 */
import { median, round } from './stats.mjs';

/** The demo pages measured: the visitor's marketing, search and course pages, and a learner's account. */
export const LIGHTHOUSE_PAGES = [
  { page: '/', path: '/?as=visitor' },
  { page: '/search/', path: '/search/?as=visitor' },
  { page: '/course/', path: '/course/?as=visitor' },
  { page: '/learner/?as=learner', path: '/learner/?as=learner' },
];

/** The product's goal for the performance score, on each page. */
export const LIGHTHOUSE_GOAL = 95;

/** One Lighthouse result (its `lhr`) as the bench's figures; a figure it could not measure is null. */
export function lighthouseFigures(lhr) {
  const audit = (id) => {
    const value = lhr?.audits?.[id]?.numericValue;
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  };
  const score = lhr?.categories?.performance?.score;
  // Lighthouse lists only the tasks of 50 ms or more: an empty list is none.
  const longTasks = lhr?.audits?.['long-tasks']?.details?.items;
  const durations = Array.isArray(longTasks) ? longTasks.map((task) => task.duration).filter(Number.isFinite) : null;
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : null,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    longTasks: durations && durations.length,
    longestTaskMs: durations && Math.max(0, ...durations),
    // A run can end without figures (the page did not load): Lighthouse says why.
    error: lhr?.runtimeError?.message ?? null,
  };
}

/** The report's row for a page: the medians of its runs' figures. */
export function lighthouseRow(page, runs) {
  const of = (key) => median(runs.map((r) => r[key]));
  const performance = round(of('performance'));
  return {
    page,
    runs: runs.length,
    performance,
    lcpMs: round(of('lcpMs')),
    tbtMs: round(of('tbtMs')),
    cls: round(of('cls'), 3),
    longTasks: round(of('longTasks')),
    longestTaskMs: round(of('longestTaskMs')),
    goal: LIGHTHOUSE_GOAL,
    ok: performance === null ? null : performance >= LIGHTHOUSE_GOAL,
  };
}

/**
 * Runs Lighthouse `runs` times on each page of the demo at `base` (a run after the first only
 * when `more(lastRunMs)` says it still fits the time budget). Returns the rows, the settings
 * and what went wrong.
 */
export async function lighthouseRun(base, { runs = 1, more = () => true, log = () => {} } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const { importTs } = await import('../../scripts/ts-import.mjs');
  const { launchOptions } = (await importTs('playwright.config.ts')).default.use;
  const chrome = await launch({ chromePath: launchOptions.executablePath, chromeFlags: launchOptions.args, logLevel: 'silent' });
  const samples = new Map(LIGHTHOUSE_PAGES.map(({ page }) => [page, []]));
  const errors = [];
  let version = '';
  let runMs = 0;
  try {
    for (let run = 0; run < runs; run++) {
      if (run > 0 && !more(runMs)) {
        errors.push(`time budget: ${run} of ${runs} Lighthouse runs per page`);
        break;
      }
      const runStarted = Date.now();
      for (const { page, path } of LIGHTHOUSE_PAGES) {
        const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        version = result?.lhr?.lighthouseVersion ?? version;
        const figures = lighthouseFigures(result?.lhr);
        if (figures.error) errors.push(`Lighthouse on ${page}, run ${run + 1}: ${figures.error}`);
        else samples.get(page).push(figures);
      }
      runMs = Date.now() - runStarted;
      log(`Lighthouse: run ${run + 1} of ${runs} done`);
    }
  } finally {
    await chrome.kill();
  }
  return {
    settings: { lighthouse: version, profile: 'mobile (default): CPU 4× slower, simulated slow 4G', chromium: launchOptions.executablePath },
    pages: LIGHTHOUSE_PAGES.map(({ page }) => lighthouseRow(page, samples.get(page))),
    errors,
  };
}
