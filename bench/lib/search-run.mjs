/**
 * One measured visit of a search page (ours on Preact, ours on React, or the peer): load
 * until the first results, scroll to the pagination bar as a person does before paging (ours
 * fetches the bar's code then), then four interactions in a fixed order (change page, tick a
 * checkbox, move a slider thumb by keyboard, type in the search box), each followed by a
 * wait until the page has settled.
 */
import { openPage, sleep, until } from './browser.mjs';

const ourSearch = (page) => page.locator('[data-yuno-widget="course-search"]');
const ourHeader = (page) => page.locator('[data-yuno-widget="header"]');

const OURS = {
  path: '/search/?as=learner',
  targets: [
    { name: 'skeleton', selector: '.yuno-card--skeleton' },
    { name: 'results', selector: 'article.yuno-card' },
  ],
  searchRequest: /\/wp-json\/yuno\/v4\/courses\/suggestions/,
  countText: () => window.__bench.text('.yuno-search__bar [role="status"]'),
  reachPages: (page) => ourSearch(page).locator('.yuno-search__pages').scrollIntoViewIfNeeded(),
  steps: {
    page: {
      act: (page) => ourSearch(page).getByRole('button', { name: 'Page 2', exact: true }).click(),
      done: async (page) => (await ourSearch(page).getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')) === 'page',
    },
    checkbox: {
      act: (page) =>
        ourSearch(page)
          .getByRole('checkbox', { name: /^Night/ })
          .click(),
      done: (page) =>
        ourSearch(page)
          .getByRole('checkbox', { name: /^Night/ })
          .isChecked(),
    },
    slider: {
      focus: (page) => ourSearch(page).getByRole('slider', { name: 'Minimum Duration (weeks)' }).focus(),
      keys: ['ArrowRight', 'ArrowRight', 'ArrowRight'],
      done: async (page) => (await ourSearch(page).getByRole('slider', { name: 'Minimum Duration (weeks)' }).inputValue()) === '3',
    },
    typing: {
      focus: (page) => ourHeader(page).getByRole('combobox', { name: 'Search courses' }).focus(),
      text: 'ielts',
      done: async (page) => (await ourHeader(page).getByRole('combobox', { name: 'Search courses' }).inputValue()) === 'ielts',
    },
  },
};

export const VARIANTS = {
  ours: { label: 'ours (Preact)', ...OURS, path: `/ours${OURS.path}` },
  react: { label: 'ours on React', ...OURS, path: `/react${OURS.path}` },
  peer: {
    label: 'peer (react-instantsearch)',
    path: '/peer/',
    targets: [
      { name: 'skeleton', selector: '.peer-card--skeleton' },
      { name: 'results', selector: 'article.peer-card' },
    ],
    searchRequest: /\/peer\/search/,
    countText: () => window.__bench.text('.peer-count'),
    reachPages: (page) => page.locator('.ais-Pagination').scrollIntoViewIfNeeded(),
    steps: {
      page: {
        act: (page) => page.getByRole('link', { name: 'Page 2', exact: true }).click(),
        done: async (page) => (await page.locator('.ais-Pagination-item--selected').textContent()) === '2',
      },
      checkbox: {
        act: (page) => page.getByRole('checkbox', { name: /^Night/ }).click(),
        done: (page) => page.getByRole('checkbox', { name: /^Night/ }).isChecked(),
      },
      slider: {
        focus: (page) => page.getByRole('slider', { name: 'Minimum Duration (weeks)' }).focus(),
        keys: ['ArrowRight', 'ArrowRight', 'ArrowRight'],
        done: async (page) => (await page.getByRole('slider', { name: 'Minimum Duration (weeks)' }).inputValue()) === '3',
      },
      typing: {
        focus: (page) => page.getByRole('searchbox').focus(),
        text: 'ielts',
        done: async (page) => (await page.getByRole('searchbox').inputValue()) === 'ielts',
      },
    },
  },
};

export const STEP_ORDER = ['page', 'checkbox', 'slider', 'typing'];
/** Keystrokes are this far apart: a person typing steadily. */
const KEY_GAP_MS = 120;

export async function searchRun(browser, base, variantName) {
  const variant = VARIANTS[variantName];
  const visit = await openPage(browser, base + variant.path, variant.targets);
  const { page, net } = visit;
  const sample = { errors: [] };
  try {
    const shown = await page
      .waitForFunction(() => window.__bench.marks.results !== undefined, null, { polling: 100, timeout: 60_000 })
      .then(
        () => true,
        () => false,
      );
    if (!shown) throw new Error('no results within 60 s');
    await net.settle({ quiet: 500 });
    const load = await page.evaluate(() => {
      const b = window.__bench;
      const start = b.start();
      return { start, marks: b.marks, ...b.window(0) };
    });
    sample.skeletonMs = load.marks.skeleton === undefined ? null : load.marks.skeleton - load.start;
    sample.resultsMs = load.marks.results - load.start;
    sample.loadCls = load.cls;
    sample.loadLongTasks = load.longTasks;
    sample.loadLongTaskMs = load.longTaskMs;

    await variant.reachPages(page);
    await net.settle({ quiet: 500 });
    const from = await page.evaluate(() => performance.now());
    for (const name of STEP_ORDER) {
      const step = variant.steps[name];
      const at = Date.now();
      const t0 = await page.evaluate(() => performance.now());
      if (step.focus) await step.focus(page);
      if (step.act) await step.act(page);
      for (const key of step.keys ?? []) {
        await page.keyboard.press(key);
        await sleep(KEY_GAP_MS);
      }
      if (step.text) await page.keyboard.type(step.text, { delay: KEY_GAP_MS });
      const ok = await until(() => step.done(page), 15_000);
      if (!ok) sample.errors.push(`${name}: the page did not reach the expected state`);
      // Suggestions wait 700 ms after the last key, a page change 400 ms: settle after those.
      await net.settle({ quiet: 500, min: name === 'typing' ? 1000 : 500 });
      await sleep(200); // Event Timing entries arrive after the next paint.
      const seen = await page.evaluate((t) => window.__bench.window(t), t0);
      sample[name] = {
        worstMs: seen.interactions.length ? Math.max(...seen.interactions) : null,
        interactions: seen.interactions.length,
        requests: net.since(at, variant.searchRequest).length,
      };
    }
    const after = await page.evaluate((t) => window.__bench.window(t), from);
    sample.interactionCls = after.cls;
    sample.interactionLongTasks = after.longTasks;
    sample.interactionLongTaskMs = after.longTaskMs;
  } catch (error) {
    sample.errors.push(String(error?.message ?? error).split('\n')[0]);
  } finally {
    sample.errors.push(...visit.errors.map((e) => `page error: ${e}`));
    await visit.close();
  }
  return sample;
}
