/**
 * The referral menu on the demo's account pages, from the production bundles: a learner
 * generates a code and copies it; an instructor sees theirs directly.
 */
import { test, expect, openDemo, widget, axe, baseUrl } from './support';

// axe over a whole account page (several widgets) is slow on a small machine.
test.setTimeout(120_000);

test('a learner generates a referral code and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await openDemo(page, '/learner/', { as: 'learner' });
  const menu = widget(page, 'referral-menu');
  await expect(menu.getByRole('heading', { name: 'Referral', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Earnings' })).toHaveAttribute('href', '/earnings/');
  await expect(menu.getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/how-it-works/');
  const generate = menu.getByRole('button', { name: 'Generate Code' });
  await expect(generate).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await generate.click();
  const field = menu.getByRole('textbox', { name: 'Your referral code' });
  await expect(field).toHaveValue('AARAV4101');
  await expect(generate).toHaveCount(0);

  // Keyboard: Tab to Copy from the code field, and Enter.
  await field.focus();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button', { name: 'Copy referral code' })).toBeFocused();
  await page.keyboard.press('Enter');
  const toast = page.getByRole('status').filter({ hasText: 'Copy to clipboard' });
  await expect(toast).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('AARAV4101');
  expect(await axe(page)).toEqual([]);
  // The copy toast lasts 1 s.
  await expect(page.getByText('Copy to clipboard')).toHaveCount(0, { timeout: 3000 });

  // A reload shows the code the server now has.
  await page.reload();
  await expect(widget(page, 'referral-menu').getByRole('textbox', { name: 'Your referral code' })).toHaveValue('AARAV4101');
});

test('an instructor sees "Referral Earnings" with the code directly', async ({ page }) => {
  await openDemo(page, '/instructor/', { as: 'instructor' });
  const menu = widget(page, 'referral-menu');
  await expect(menu.getByRole('heading', { name: 'Referral Earnings' })).toBeVisible();
  await expect(menu.getByRole('textbox', { name: 'Your referral code' })).toHaveValue('PRIYA4201');
  await expect(menu.getByRole('button', { name: 'Generate Code' })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
});

test('a failed generation shows the server message in a red toast at the bottom', async ({ page }) => {
  await openDemo(page, '/learner/', { as: 'learner', mock: { generateReferralCode: 'fail' } });
  const menu = widget(page, 'referral-menu');
  await menu.getByRole('button', { name: 'Generate Code' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The server could not finish this request.' });
  await expect(alert).toBeVisible();
  const box = await alert.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.y).toBeGreaterThan(viewport.height / 2);
  await expect(menu.getByRole('button', { name: 'Generate Code' })).toBeVisible();
});
