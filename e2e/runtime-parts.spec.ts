/**
 * What the runtime leaves out of `yuno-runtime.js` and fetches beside it, on the production
 * bundles: the dialogs' and toasts' ui (`ui-dialog.js`) when the person first presses a pointer
 * or a key, or at the first dialog if that comes sooner; the menu buttons' code and open menu (`ui-menu.js`) at the
 * first menu that opens (the kit's stand-in is the closed button meanwhile); the comboboxes' suggestions, keys and popup (`ui-combobox.js`) at the
 * person's first act, or when a combobox gets focus (the kit's stand-in is a plain text box meanwhile); a shown tooltip's styles and placement (`ui-tooltip.js`) at the first tooltip
 * that opens; and the site's wording (`site-strings.js`) only on pages that have
 * some (see strings.spec.ts).
 */
import type { Page, Route } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ERROR_MESSAGES } from '../packages/core/src/constants/messages';
import { SELECT_SUBJECT_MESSAGE } from '../packages/core/src/validation/messages';
import { test, expect, openDemo, widget, axe, requestsTo, pageAtRest, bundlesOnPage } from './support';

const DIALOG_UI = '/widgets/ui-dialog.js';
const MENU_UI = '/widgets/ui-menu.js';
const COMBOBOX_UI = '/widgets/ui-combobox.js';
const TOOLTIP_UI = '/widgets/ui-tooltip.js';
/** The key under which the runtime global holds core's `toast` (scripts/bundles/plan.json). */
const TOAST_KEY: string = JSON.parse(readFileSync('dist/widgets/manifest.json', 'utf8')).shared.keys.core.toast;
const loginButton = (page: Page) => widget(page, 'header').getByRole('button', { name: 'Login' });
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in to Yuno' });

test("the dialogs' ui waits for the person's first press; the first dialog then opens, styled; no wording is fetched", async ({ page }) => {
  const fetched = requestsTo(page, DIALOG_UI);
  const wording = requestsTo(page, '/widgets/site-strings.js');
  await openDemo(page, '/');
  await pageAtRest(page);
  expect(await bundlesOnPage(page)).not.toContain('ui-dialog');
  expect(fetched).toHaveLength(0);

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
  const login = loginButton(page);
  await login.click();
  await expect.poll(() => held.length).toBe(1);
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

const explore = (page: Page) => widget(page, 'header').getByRole('button', { name: 'Explore' });
const exploreMenu = (page: Page) => widget(page, 'header').getByRole('menu', { name: 'Explore' });

test("the open menu's code waits for the first menu to open; then a click opens it on its first item, styled", async ({ page }) => {
  const fetched = requestsTo(page, MENU_UI);
  await openDemo(page, '/');
  await pageAtRest(page);
  expect(fetched).toHaveLength(0);

  const button = explore(page);
  const before = await button.boundingBox();
  await button.click();
  const menu = exploreMenu(page);
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  expect(fetched).toHaveLength(1);
  // Its styles came with it: a popover laid over the page, the button where it was.
  expect(await menu.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
  expect(await menu.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
  expect(await button.boundingBox()).toEqual(before);
  expect(await axe(page)).toEqual([]);
  await page.mouse.click(5, 400);
  await expect(menu).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('a menu opened by key while its code is on its way opens when it arrives, on the item the key asked for', async ({ page }) => {
  const held: Route[] = [];
  await page.route(`**${MENU_UI}*`, (route) => void held.push(route));
  await openDemo(page, '/');
  const button = explore(page);
  await button.focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => held.length).toBe(1);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toBeFocused();
  await held[0].continue();
  const menu = exploreMenu(page);
  await expect(menu.getByRole('menuitem').last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  // Open again: at once now, by Enter, on the first item.
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
});

test("when the open menu's code cannot be fetched the person is told, and the next try opens it", async ({ page, consoleErrors }) => {
  await page.route(`**${MENU_UI}*`, (route) => route.abort());
  await openDemo(page, '/');
  const button = explore(page);
  await button.click();
  await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: ERROR_MESSAGES.common.trim() })).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  expect(consoleErrors.some((text) => text.includes('the part "ui-menu" could not be loaded'))).toBe(true);

  await page.unroute(`**${MENU_UI}*`);
  await button.click();
  await expect(exploreMenu(page).getByRole('menuitem').first()).toBeFocused();
});

test("the comboboxes' code is not in the kit and waits for the person's first act; suggestions then show, styled, and work by key and pointer", async ({ page }) => {
  const fetched = requestsTo(page, COMBOBOX_UI);
  await openDemo(page, '/');
  await pageAtRest(page);
  expect(fetched).toHaveLength(0);
  expect(await bundlesOnPage(page)).not.toContain('ui-combobox');
  // The suggestions' wording (and the code around it) comes with the part, not the kit.
  const kit = readFileSync('dist/widgets/yuno-kit.js', 'utf8');
  expect(kit).not.toContain('suggestions available');
  expect(readFileSync('dist/widgets/ui-combobox.js', 'utf8')).toContain('suggestions available');

  const search = widget(page, 'header').getByRole('combobox');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await search.fill('ielts');
  const listbox = widget(page, 'header').getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  expect(fetched).toHaveLength(1);
  const popup = widget(page, 'header').locator('.yuno-combobox__popup');
  expect(await popup.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
  expect(await popup.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
  await search.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(search).toBeFocused();
  await listbox.getByRole('option').nth(1).hover();
  await expect(listbox.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  expect(await axe(page)).toEqual([]);
});

test("typed into the header search while the comboboxes' code is on its way: the text, focus and caret stay, and its suggestions show once it arrives", async ({
  page,
}) => {
  const held: Route[] = [];
  await page.route(`**${COMBOBOX_UI}*`, (route) => void held.push(route));
  const suggestions = requestsTo(page, 'v4/courses/suggestions');
  await openDemo(page, '/');
  const search = widget(page, 'header').getByRole('combobox', { name: 'Search courses' });
  const box = await search.boundingBox();
  await search.click();
  await page.keyboard.type('ielts');
  await expect.poll(() => held.length).toBe(1);
  await expect(search).toHaveValue('ielts');
  await search.press('ArrowLeft');
  expect(suggestions).toHaveLength(0);

  await held[0].continue();
  const listbox = widget(page, 'header').getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  // One question, for the whole text typed meanwhile; the field did not move, nor lose focus or caret.
  expect(suggestions).toHaveLength(1);
  expect(suggestions[0]).toContain('ielts');
  await expect(search).toHaveValue('ielts');
  await expect(search).toBeFocused();
  expect(await search.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([4, 4]);
  expect(await search.boundingBox()).toEqual(box);
  // Nothing was left yet: the field does not ask for a pick.
  await expect(widget(page, 'header').getByText(SELECT_SUBJECT_MESSAGE)).toHaveCount(0);
});

test("when the comboboxes' code cannot be fetched the search box still searches, the person is told, and the next key tries again", async ({
  page,
  consoleErrors,
}) => {
  await page.route(`**${COMBOBOX_UI}*`, (route) => route.abort());
  await openDemo(page, '/');
  const search = widget(page, 'header').getByRole('combobox', { name: 'Search courses' });
  await search.fill('ielts');
  await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: ERROR_MESSAGES.common.trim() })).toBeVisible();
  expect(consoleErrors.some((text) => text.includes('the part "ui-combobox" could not be loaded'))).toBe(true);
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('ielts');
  await search.press('Enter');
  await expect(widget(page, 'header').getByText(SELECT_SUBJECT_MESSAGE)).toBeVisible();
  await expect(search).toHaveAttribute('aria-invalid', 'true');

  await page.unroute(`**${COMBOBOX_UI}*`);
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await search.pressSequentially('english');
  await expect(widget(page, 'header').getByRole('listbox').getByRole('option').first()).toBeVisible();
});

const ONLINE_TOOLTIP = 'Online course: attend from anywhere';
/** The first course card's Online badge in the search, and its tooltip. */
const onlineBadge = (page: Page) => widget(page, 'course-search').getByRole('article').first().getByText('Online', { exact: true });
const shownTooltip = (page: Page) => widget(page, 'course-search').getByRole('article').first().getByRole('tooltip');

test("a shown tooltip's code waits for the first hover; the trigger is described before; it then shows, styled, beside its trigger", async ({ page }) => {
  const fetched = requestsTo(page, TOOLTIP_UI);
  await openDemo(page, '/');
  const badge = onlineBadge(page);
  await expect(badge).toBeVisible();
  await pageAtRest(page);
  expect(fetched).toHaveLength(0);
  // Its description does not wait for the code.
  await expect(badge).toHaveAccessibleDescription(ONLINE_TOOLTIP);
  await expect(shownTooltip(page)).toHaveCount(0);

  const before = await badge.boundingBox();
  await badge.hover();
  const tip = shownTooltip(page);
  await expect(tip).toHaveText(ONLINE_TOOLTIP);
  expect(fetched).toHaveLength(1);
  // Its styles came with its code: a bubble laid over the card, above the badge; the badge stays put.
  expect(await tip.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
  await expect(async () => {
    const [own, trigger] = [(await tip.boundingBox())!, (await badge.boundingBox())!];
    expect(own.y + own.height).toBeLessThanOrEqual(trigger.y);
  }).toPass({ timeout: 2000 });
  expect(await badge.boundingBox()).toEqual(before);
  expect(await axe(page)).toEqual([]);
  await page.mouse.move(5, 5);
  await expect(tip).toHaveCount(0);
});

test('a tooltip focused while its code is on its way shows when the code arrives', async ({ page }) => {
  const held: Route[] = [];
  await page.route(`**${TOOLTIP_UI}*`, (route) => void held.push(route));
  await openDemo(page, '/');
  const badge = onlineBadge(page);
  await badge.focus();
  await expect.poll(() => held.length).toBe(1);
  await expect(shownTooltip(page)).toHaveCount(0);
  await expect(badge).toBeFocused();
  await held[0].continue();
  await expect(shownTooltip(page)).toHaveText(ONLINE_TOOLTIP);
  await expect(badge).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(shownTooltip(page)).toHaveCount(0);
});

test("when a tooltip's code cannot be fetched the person is told, and the next hover shows it", async ({ page, consoleErrors }) => {
  await page.route(`**${TOOLTIP_UI}*`, (route) => route.abort());
  await openDemo(page, '/');
  const badge = onlineBadge(page);
  await badge.hover();
  await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: ERROR_MESSAGES.common.trim() })).toBeVisible();
  expect(consoleErrors.some((text) => text.includes('the part "ui-tooltip" could not be loaded'))).toBe(true);
  await expect(shownTooltip(page)).toHaveCount(0);
  await expect(badge).toHaveAccessibleDescription(ONLINE_TOOLTIP);

  await page.unroute(`**${TOOLTIP_UI}*`);
  await page.mouse.move(5, 5);
  await badge.hover();
  await expect(shownTooltip(page)).toHaveText(ONLINE_TOOLTIP);
});
