/**
 * Preloading: the demo's course page as the plugin serves it on a site whose API is its own
 * (the course card's and the course availability's courses, and the user's info, carried in
 * the page config) and with preloading off (`?preload=off`: the browser asks for each). The
 * figures: script start → the course card painted, and → the first batch painted.
 */
import { openPage } from './browser.mjs';

export const PRELOAD_VARIANTS = { on: '', off: '&preload=off' };

const TARGETS = [
  { name: 'card', selector: 'article.yuno-card' },
  { name: 'batch', selector: '.yuno-batch:not(.yuno-batch--skeleton)' },
];

export async function preloadRun(browser, base, variant) {
  const visit = await openPage(browser, `${base}/ours/course/?as=learner${PRELOAD_VARIANTS[variant]}`, TARGETS);
  try {
    const shown = await visit.page
      .waitForFunction(() => window.__bench.marks.card !== undefined && window.__bench.marks.batch !== undefined, null, { polling: 100, timeout: 60_000 })
      .then(
        () => true,
        () => false,
      );
    if (!shown) return { errors: [...visit.errors, `course page (preloading ${variant}): card or batch not shown within 60 s`] };
    const marks = await visit.page.evaluate(() => ({
      card: window.__bench.marks.card - window.__bench.start(),
      batch: window.__bench.marks.batch - window.__bench.start(),
    }));
    return { cardMs: marks.card, batchMs: marks.batch, errors: visit.errors };
  } finally {
    await visit.close();
  }
}
