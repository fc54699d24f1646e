/**
 * Layout invariants on every demo page, for each role it serves, at 375 and 1280 px: no text
 * cut without an ellipsis, no sideways page scroll, pointer targets of at least 24 × 24 px
 * inside the window, square avatars (see ./invariants.ts). No exception is taken.
 */
import { test, expect } from '../support';
import { layoutProblems } from './invariants';
import { openStill, PAGES, WIDTHS } from './pages';

// The checker measures every element of a long page.
test.setTimeout(60_000);

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const { path, name, roles } of PAGES) {
      for (const as of roles) {
        test(`${name} page as ${as}: nothing cut, no sideways scroll, targets of 24 px in the window, square avatars`, async ({ page }) => {
          await openStill(page, path, as);
          expect(await layoutProblems(page)).toEqual([]);
        });
      }
    }
  });
}
