/**
 * What the runtime leaves out of `yuno-runtime.js` and fetches beside it, on the production
 * bundles: the dialogs' and toasts' ui (`ui-dialog.js`) after the page has loaded, or at the
 * first dialog if that comes sooner; and the site's wording (`site-strings.js`) only on pages
 * that have some (see strings.spec.ts).
 */
import type { Page, Route } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ERROR_MESSAGES } from '../packages/core/src/constants/messages';
import { test, expect, openDemo, widget, axe, requestsTo, requestedAfterLoad } from './support';

const DIALOG_UI = '/widgets/ui-dialog.js';
/** The key under which the runtime global holds core's `toast` (scripts/bundles/plan.json). */
const TOAST_KEY: string = JSON.parse(readFileSync('dist/widgets/manifest.json', 'utf8')).shared.keys.core.toast;
const loginButton = (page: Page) => widget(page, 'header').getByRole('button', { name: 'Login' });
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in to Yuno' });

test("the dialogs' ui is fetched once the page has loaded; the first dialog then opens at once, styled; no wording is fetched", async ({ page }) => {
  const fetched = requestsTo(page, DIALOG_UI);
  const wording = requestsTo(page, '/widgets/site-strings.js');
  await openDemo(page, '/');
  await expect.poll(() => fetched.length).toBe(1);
  const { loaded, asked } = await requestedAfterLoad(page, DIALOG_UI);
  expect(loaded).toBeGreaterThan(0);
  expect(asked).toBeGreaterThanOrEqual(loaded);

  await loginButton(page).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  // The dialog's styles came with its code: the login width and a rounded surface.
  expect(Math.round((await dialog.boundingBox())!.width)).toBe(360);
  expect(await dialog.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).not.toBe('0px');
  expect(fetched).toHaveLength(1);
  expect(wording).toHaveLength(0);
  expect(await axe(page)).toEqual([]);
});

test('a dialog asked for while its ui is on its way opens when it arrives, with focus inside', async ({ page }) => {
  const held: Route[] = [];
  await page.route(`**${DIALOG_UI}*`, (route) => void held.push(route));
  await openDemo(page, '/');
  await expect.poll(() => held.length).toBe(1);
  const login = loginButton(page);
  await login.click();
  await expect(loginDialog(page)).toHaveCount(0);
  await expect(login).toBeFocused();
  await held[0].continue();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((el) => el.contains(el.getRootNode() instanceof ShadowRoot ? (el.getRootNode() as ShadowRoot).activeElement : null)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
});

test("when the dialogs' ui cannot be fetched the person is told, and the next try opens the dialog", async ({ page, consoleErrors }) => {
  await page.route(`**${DIALOG_UI}*`, (route) => route.abort());
  await openDemo(page, '/');
  const login = loginButton(page);
  await login.click();
  // The toast region comes with the same code: the message shows as a plain alert.
  await expect(page.getByRole('alert').filter({ hasText: ERROR_MESSAGES.common.trim() })).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);
  await expect(login).toBeFocused();
  expect(consoleErrors.some((text) => text.includes('the part "ui-dialog" could not be loaded'))).toBe(true);

  await page.unroute(`**${DIALOG_UI}*`);
  await login.click();
  await expect(loginDialog(page)).toBeVisible();
  // The toast region has arrived with it: a later toast shows there, not as a plain alert.
  await page.evaluate((key) => (window as unknown as { YunoRuntime: { core: Record<string, (m: string) => void> } }).YunoRuntime.core[key]('Saved'), TOAST_KEY);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toContainText('Saved');
});
