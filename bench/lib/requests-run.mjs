/**
 * Request counts, not timings: user-info requests on a page with every widget that does not
 * preload it (goal 1: one request shared by every widget), and whether a slow answer for an older search state was ever shown over a newer one.
 */
import { openPage, sleep, until } from './browser.mjs';
import { VARIANTS } from './search-run.mjs';

export async function userInfoRequests(browser, base, variant = 'ours') {
  const visit = await openPage(browser, `${base}/${variant}/all/?as=learner&preload=off`, [{ name: 'results', selector: 'article.yuno-card' }], { throttle: 1 });
  try {
    await until(() => visit.page.evaluate(() => window.__bench.marks.results !== undefined), 30_000);
    await visit.net.settle({ quiet: 1500 });
    const api = visit.net.log.filter((r) => r.url.includes('/wp-json/yuno/'));
    return {
      userInfo: api.filter((r) => /\/v3\/user\/info\//.test(r.url)).length,
      apiRequests: api.length,
      widgets: await visit.page.evaluate(() => document.querySelectorAll('[data-yuno-widget]').length),
      mounted: await visit.page.evaluate(() => document.querySelectorAll('[data-yuno-mounted="ok"]').length),
      errors: visit.errors,
    };
  } finally {
    await visit.close();
  }
}

/** Night alone (answered late), then Night + 1-to-1 (answered at once): is the late answer ever shown? */
const SLOW_MS = 2500;
const isNightOnly = {
  ours: (body) => body?.availability?.includes('night') && !(body?.personalization ?? []).length,
  peer: (body) => {
    const main = body?.requests?.[0]?.params ?? {};
    const filters = JSON.stringify(main.facetFilters ?? []);
    return filters.includes('availability:Night') && !filters.includes('personalization:');
  },
};

export async function staleRun(browser, base, variantName) {
  const variant = VARIANTS[variantName];
  const kind = variantName === 'peer' ? 'peer' : 'ours';
  const pattern = kind === 'peer' ? '**/peer/search' : '**/wp-json/yuno/v4/courses/search';
  let delayed = 0;
  const visit = await openPage(browser, base + variant.path, variant.targets, {
    throttle: 1,
    beforeGoto: (page) =>
      page.route(pattern, async (route) => {
        let body = null;
        try {
          body = JSON.parse(route.request().postData() || 'null');
        } catch {
          /* not JSON: not ours to delay */
        }
        if (isNightOnly[kind](body)) {
          delayed += 1;
          await sleep(SLOW_MS);
        }
        await route.continue().catch(() => {});
      }),
  });
  const { page } = visit;
  try {
    await until(() => page.evaluate(() => window.__bench.marks.results !== undefined), 30_000);
    await visit.net.settle({ quiet: 500 });
    // Record every count the page shows from now on.
    await page.evaluate((source) => {
      const read = new Function(`return (${source})()`);
      window.__benchCounts = [];
      const tick = () => {
        const text = read();
        const list = window.__benchCounts;
        if (text && list[list.length - 1] !== text) list.push(text);
        requestAnimationFrame(tick);
      };
      tick();
    }, variant.countText.toString());
    const night =
      variantName === 'peer'
        ? page.getByRole('checkbox', { name: /^Night/ })
        : page.locator('[data-yuno-widget="course-search"]').getByRole('checkbox', { name: /^Night/ });
    const oneToOne =
      variantName === 'peer'
        ? page.getByRole('checkbox', { name: /^1-to-1/ })
        : page.locator('[data-yuno-widget="course-search"]').getByRole('checkbox', { name: /^1-to-1/ });
    // The Night option's own count is what the Night-only answer shows.
    const name = /"(.*)"/.exec(await night.ariaSnapshot())?.[1] ?? '';
    const nightOnlyCount = Number(/(\d+)\)?$/.exec(name)?.[1]);
    await night.click();
    await sleep(300);
    await oneToOne.click();
    await sleep(SLOW_MS + 1500);
    await visit.net.settle({ quiet: 500 });
    const shown = await page.evaluate(() => window.__benchCounts);
    const numbers = shown.map((t) => Number(/\d+/.exec(t)?.[0]));
    const final = numbers[numbers.length - 1];
    return {
      delayedAnswers: delayed,
      countsShown: shown,
      staleShown: delayed === 0 || final === nightOnlyCount ? null : numbers.includes(nightOnlyCount),
      note: delayed === 0 ? 'no answer was delayed: inconclusive' : final === nightOnlyCount ? 'both states have the same count: inconclusive' : '',
    };
  } finally {
    await visit.close();
  }
}
