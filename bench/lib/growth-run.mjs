/**
 * Growth: how mount and render time move with the amount on the page. N course cards
 * (their data in the props, so no request is timed) from script start to all N painted;
 * the data table at R rows per page from the rows' answer arriving to all R rows painted.
 */
import { openPage } from './browser.mjs';

export const CARD_COUNTS = [1, 10, 100];
export const TABLE_ROWS = [20, 100, 1000];

async function timeUntilMark(browser, url, target, throttle) {
  const visit = await openPage(browser, url, [target], { throttle });
  try {
    const done = await visit.page
      .waitForFunction(() => window.__bench.marks.done !== undefined, null, { polling: 100, timeout: 60_000 })
      .then(
        () => true,
        () => false,
      );
    if (!done) return { error: `${url}: not all shown within 60 s` };
    return await visit.page.evaluate(() => {
      const b = window.__bench;
      const answer = performance.getEntriesByType('resource').find((r) => r.name.includes('/payments/list/'));
      return { fromStart: b.marks.done - b.start(), fromAnswer: answer ? b.marks.done - answer.responseEnd : null, ...b.window(0) };
    });
  } finally {
    await visit.close();
  }
}

export async function growthRun(browser, base, variant, { throttle } = {}) {
  const sample = { cards: {}, table: {}, errors: [] };
  for (const n of CARD_COUNTS) {
    const r = await timeUntilMark(browser, `${base}/${variant}/cards/?n=${n}`, { name: 'done', selector: 'article.yuno-card', min: n }, throttle);
    if (r.error) sample.errors.push(r.error);
    else sample.cards[n] = { mountMs: r.fromStart, longTaskMs: r.longTaskMs };
  }
  for (const rows of TABLE_ROWS) {
    const r = await timeUntilMark(browser, `${base}/${variant}/table/?rows=${rows}&as=yuno-admin`, { name: 'done', selector: 'tbody tr', min: rows }, throttle);
    if (r.error) sample.errors.push(r.error);
    else sample.table[rows] = { renderMs: r.fromAnswer, totalMs: r.fromStart, longTaskMs: r.longTaskMs };
  }
  return sample;
}
