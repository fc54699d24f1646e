/**
 * The Book a Demo Class dialog when its categories cannot be loaded, in a real browser
 * (Chromium blurs the focused field as the failure takes it away, which jsdom does not):
 * "Try again" takes focus, within the still open dialog, and the form a retry brings back
 * says nothing until the person acts.
 */
import { test, expect, openDemo, widget, axe } from './support';

const CATEGORIES = '**/v4/categories*';

test('a slow failure of the categories puts focus on Try again; after a retry the form shows no error', async ({ page }) => {
  // The page asks for the categories itself; they fail late, as a time-out does (60 s on the site).
  await page.route(CATEGORIES, (route) => setTimeout(() => void route.abort('timedout'), 1500));
  await page.setViewportSize({ width: 375, height: 667 });
  await openDemo(page, '/?preload=off');
  const header = widget(page, 'header');
  await header.getByRole('button', { name: 'Menu', exact: true }).click();
  await header.getByRole('button', { name: 'Book a Demo Class' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Book a Demo Class' });
  const select = dialog.getByRole('combobox', { name: 'Subject category' });
  await expect(select).toBeFocused();

  const retry = dialog.getByRole('button', { name: 'Try again' });
  await expect(dialog.getByRole('alert')).toContainText('The categories could not be loaded.');
  await expect(retry).toBeFocused();
  // The retry message's styles arrive with the form: its tinted box (the header's own sheet has none).
  await expect(dialog.getByRole('alert')).toHaveCSS('background-color', 'rgb(253, 236, 236)');
  expect(await axe(page)).toEqual([]);

  await page.unroute(CATEGORIES);
  await page.keyboard.press('Enter');
  await expect(select.getByRole('option', { name: 'IELTS' })).toBeAttached();
  await expect(select).toBeFocused();
  await expect(select).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('This field is required')).toHaveCount(0);
  // The person's own leaving of the field still says what is wrong.
  await page.keyboard.press('Tab');
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await expect(select).toHaveAttribute('aria-invalid', 'true');
});

test('a fast failure of the categories puts focus on Try again too, not on Close', async ({ page }) => {
  await openDemo(page, '/?preload=off', { mock: { categories: 'fail' } });
  const button = widget(page, 'header').getByRole('button', { name: 'Book a Demo Class' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Book a Demo Class' });
  await expect(dialog.getByRole('alert')).toContainText('The categories could not be loaded.');
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeFocused();
});
