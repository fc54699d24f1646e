/**
 * Visual regression: every demo page for each role it serves at 375 and 1280 px, and the key
 * open states (filters drawer, availability panel, account menu, side menu, a table's row
 * actions, a dialog), compared with the committed pictures in visual.spec.ts-snapshots/.
 *
 * A difference beyond the tolerance fails and writes the expected, actual and diff pictures
 * under .cache/test-results/. When a change is meant, accept the new pictures with
 * `npm run test:visual:update` and commit them. The pages are held still (./pages.ts): a fixed
 * clock for the page and the mock API, one font, no motion, everything loaded.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support';
import { openStill, PAGES, settled, WIDTHS } from './pages';

/**
 * Anti-aliasing moves a few pixels when a box lands half a pixel off; a real change moves more.
 * A long page takes seconds to capture twice (a stable picture) on a busy machine.
 */
const SAME = { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', timeout: 30_000 } as const;

// A full-length page is captured until two pictures match: seconds each on a busy machine.
test.setTimeout(90_000);

const widget = (page: Page, name: string) => page.locator(`[data-yuno-widget="${name}"]`);
const table = (page: Page, preset: string) => page.locator(`[data-yuno-widget="data-table"][data-yuno-props*='"${preset}"']`);

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const { path, name, roles } of PAGES) {
      for (const as of roles) {
        test(`the ${name} page as ${as}`, async ({ page }) => {
          await openStill(page, path, as);
          await expect(page).toHaveScreenshot(`${name}-${as}-${width}.png`, { ...SAME, fullPage: true });
        });
      }
    }
  });
}

test.describe('open states at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the search filters drawer', async ({ page }) => {
    await openStill(page, '/search/', 'visitor');
    await widget(page, 'course-search').getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await settled(page);
    await expect(page).toHaveScreenshot('open-filters-drawer-375.png', SAME);
  });

  test('the side menu', async ({ page }) => {
    await openStill(page, '/learner/', 'learner');
    const side = widget(page, 'side-menu');
    await side.getByRole('button', { name: 'Open the menu' }).click();
    await expect(side.getByRole('navigation', { name: 'Learn' }).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page).toHaveScreenshot('open-side-menu-375.png', SAME);
  });
});

test.describe('open states at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the availability panel', async ({ page }) => {
    await openStill(page, '/', 'visitor');
    await widget(page, 'course-search')
      .getByRole('button', { name: /^See Availability/ })
      .first()
      .click();
    await expect(
      page
        .getByRole('dialog')
        .getByRole('button', { name: /^Enroll/ })
        .first(),
    ).toBeVisible();
    await settled(page);
    await expect(page).toHaveScreenshot('open-availability-panel-1280.png', SAME);
  });

  test('the account menu', async ({ page }) => {
    await openStill(page, '/learner/', 'learner');
    await widget(page, 'header')
      .getByRole('button', { name: /^Account: / })
      .click();
    await expect(widget(page, 'header').getByRole('menu')).toBeVisible();
    await settled(page);
    await expect(page).toHaveScreenshot('open-account-menu-1280.png', SAME);
  });

  test("a table row's actions", async ({ page }) => {
    await openStill(page, `/instructor/?state=${encodeURIComponent(JSON.stringify({ 'instructor-learners': { tab: 'groups' } }))}`, 'instructor');
    const learners = table(page, 'instructor-learners');
    await learners
      .getByRole('button', { name: /^Actions: / })
      .first()
      .click();
    const menu = learners.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Schedule class' })).toBeVisible();
    await expect(learners).toHaveScreenshot('open-row-actions-1280.png', SAME);
  });

  test('a dialog: delete a class', async ({ page }) => {
    await openStill(page, '/instructor/', 'instructor');
    await table(page, 'upcoming-classes')
      .getByRole('button', { name: /^Delete: / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Delete class' }).getByRole('button', { name: 'Delete class' })).toBeVisible();
    await expect(page).toHaveScreenshot('open-delete-class-dialog-1280.png', SAME);
  });
});
