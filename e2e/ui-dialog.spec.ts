/**
 * The dialog primitive on the demo, from the production bundles: its Tab trap brings the
 * focused control into view inside a dialog whose body scrolls (focus alone does not
 * scroll it), keeps it clear of the footer, and leaves the page behind where it was.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, openDemo, widget } from './support';

test.describe.configure({ timeout: 90_000 });

/** Where the focused control sits against its dialog's scrolling body and footer. */
function focusedPlace(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const body = active?.closest('.yuno-dialog__body');
    const footer = active?.closest('.yuno-dialog')?.querySelector('.yuno-dialog__footer');
    const box = active!.getBoundingClientRect();
    return {
      name: active!.getAttribute('aria-label') ?? active!.textContent?.trim().slice(0, 40),
      inBody: Boolean(body),
      top: box.top,
      bottom: box.bottom,
      bodyTop: body?.getBoundingClientRect().top ?? 0,
      bodyBottom: body?.getBoundingClientRect().bottom ?? 0,
      footerTop: footer?.getBoundingClientRect().top ?? Infinity,
      pageY: window.scrollY,
    };
  });
}

/** The focus ring's width (2 px): the body must show it too, not cut it at its edge. */
const RING = 2;

/** Tabs through the whole dialog: each control of the body is shown whole, ring and all, when focused. */
async function tabThrough(page: Page, dialog: Locator, presses: number) {
  const pageY = await page.evaluate(() => window.scrollY);
  let scrolledTo = 0;
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const place = await focusedPlace(page);
    expect(place.pageY, 'the page behind stays where it was').toBe(pageY);
    if (!place.inBody) continue;
    expect(place.top - RING, `${place.name} below the top of the dialog's body`).toBeGreaterThanOrEqual(place.bodyTop);
    expect(place.bottom + RING, `${place.name} above the bottom of the dialog's body`).toBeLessThanOrEqual(place.bodyBottom);
    expect(place.bottom + RING, `${place.name} not under the footer`).toBeLessThanOrEqual(place.footerTop);
    scrolledTo = Math.max(scrolledTo, await dialog.locator('.yuno-dialog__body').evaluate((body) => body.scrollTop));
  }
  // The body did scroll: the controls were not all in view from the start.
  expect(scrolledTo).toBeGreaterThan(0);
}

test('Tab through the availability panel brings each batch into view; the page behind does not move', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openDemo(page, '/search/');
  const card = widget(page, 'course-search').getByRole('article').nth(2);
  await card.getByRole('button', { name: /^See Availability/ }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('button', { name: 'Enroll' }).nth(3)).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await tabThrough(page, panel, 20);
});

test('at 375 px Tab through the filter sheet keeps each control in view above Clear Filters and Apply filters', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openDemo(page, '/search/');
  await widget(page, 'course-search').getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('button', { name: 'Apply filters' })).toBeVisible();
  // Round the whole sheet and into the body again from the top.
  await tabThrough(page, sheet, 30);
});
