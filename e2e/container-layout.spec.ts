/**
 * Widgets lay out by the width of their own box, not the window's: the same widget in a theme's
 * ~650 px content column and across a full-width page, both in a 1280 px window.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, openDemo, widget } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

/** Narrows a mount point to a theme's content column (the page around it keeps the window's width). */
async function inColumn(page: Page, name: string, width: number) {
  await widget(page, name).first().evaluate((element, px) => {
    (element as HTMLElement).style.width = `${px}px`;
  }, width);
}

/** The number of distinct rows the given elements sit on (by their top edges). */
async function rows(items: Locator): Promise<number> {
  const tops = await items.evaluateAll((elements) => elements.map((el) => Math.round(el.getBoundingClientRect().top)));
  return new Set(tops).size;
}

for (const [as, path] of [
  ['visitor', '/'],
  ['learner', '/learner/'],
] as const) {
  test.describe(`the header (${as})`, () => {
    const banner = (page: Page) => widget(page, 'header').getByRole('banner');

    test('in a 650 px column of a 1280 px window: one row, the links behind Menu, and Menu opens them', async ({ page }) => {
      await openDemo(page, path, { as });
      await inColumn(page, 'header', 650);
      const menu = banner(page).getByRole('button', { name: 'Menu', exact: true });
      await expect(menu).toBeVisible();
      await expect(banner(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
      expect((await banner(page).boundingBox())!.height).toBeLessThan(80);
      await menu.click();
      const nav = banner(page).getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      // Opened in the column, the links are a list under the bar, each inside the column.
      for (const link of await nav.getByRole('link').all()) {
        const box = (await link.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(650);
      }
    });

    test('across the full width of a 1280 px window: the links in the bar, on one row, and no Menu', async ({ page }) => {
      await openDemo(page, path, { as });
      const nav = banner(page).getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      await expect(banner(page).getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
      expect(await rows(nav.getByRole('listitem'))).toBe(1);
      expect((await banner(page).boundingBox())!.height).toBeLessThan(80);
    });
  });
}

test('the header widened from a column to the full width closes its open Menu and shows the links in the bar', async ({ page }) => {
  await openDemo(page, '/', { as: 'visitor' });
  await inColumn(page, 'header', 650);
  const banner = widget(page, 'header').getByRole('banner');
  await banner.getByRole('button', { name: 'Menu', exact: true }).click();
  await widget(page, 'header').first().evaluate((element) => ((element as HTMLElement).style.width = ''));
  await expect(banner.getByRole('button', { name: 'Menu', exact: true, includeHidden: true })).toHaveAttribute('aria-expanded', 'false');
  await expect(banner.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect((await banner.boundingBox())!.height).toBeLessThan(80);
});
