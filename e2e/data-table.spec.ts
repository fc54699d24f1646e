/**
 * The data table on the demo's account pages, from the production bundles: the
 * instructor's learners (filter, hide a column, page, reload), groups, upcoming classes,
 * and a learner's demo classes.
 */
import type { Page } from '@playwright/test';
import { test, expect, openDemo, axe, baseUrl, nextFrames, ownMockData, requestsTo } from './support';
import { describeShifts, LAYOUT_SHIFT_LIMIT, layoutShiftSoFar, observeLayoutShift } from './layout-shift';

// axe over a whole account page (several widgets) is slow on a small machine.
test.setTimeout(180_000);

const table = (page: Page, preset: string) => page.locator(`[data-yuno-widget="data-table"][data-yuno-props*='"${preset}"']`);
const addressState = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('state') ?? '{}');

test('instructor filters learners by type, hides a column, pages, reloads and sees the same view', async ({ page }) => {
  // Every column shown (the chooser hides six by default, to fit an account column).
  await openDemo(page, `/instructor/?state=${encodeURIComponent(JSON.stringify({ 'instructor-learners': { hidden: [] } }))}`, { as: 'instructor' });
  const learners = table(page, 'instructor-learners');
  await expect(learners.getByRole('tab', { name: 'My Learners (All)' })).toHaveAttribute('aria-selected', 'true');
  const grid = learners.getByRole('table', { name: 'My learners' });
  await expect(grid.getByRole('row')).toHaveCount(21);
  await expect(grid.getByRole('progressbar', { name: 'Attendance' }).first()).toBeVisible();
  // A contact's "Referred by" (referrer id 0) is just NA: no avatar beside it.
  const columns = (await grid.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const referrers = grid.locator(`tbody tr > :nth-child(${columns.indexOf('Referred by') + 1})`);
  // (The first learner is a contact.)
  const na = referrers.first();
  await expect(na).toHaveText('NA');
  await expect(na.locator('[aria-hidden="true"]')).toHaveCount(0);
  expect(await axe(page)).toEqual([]);

  await learners.getByRole('combobox', { name: 'By Learner Type' }).selectOption({ label: 'My Referrals' });
  await expect(learners.getByRole('button', { name: 'Remove filter By Learner Type: My Referrals' })).toBeVisible();
  // 45 of the 136 learners are referrals: 3 pages.
  await expect(learners.getByRole('button', { name: 'Last' })).toBeEnabled();

  await learners.getByRole('button', { name: 'Columns', exact: true }).click();
  await learners.getByRole('menuitem', { name: 'Hide Email' }).click();
  await expect(grid.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);

  await learners.getByRole('button', { name: 'Next page' }).click();
  await expect(learners.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const firstOnPage2 = await grid.getByRole('rowheader').first().textContent();
  expect(addressState(page)).toEqual({ 'instructor-learners': { filters: { type: 'referrals' }, page: 2, hidden: ['email'] } });

  await page.reload();
  const again = table(page, 'instructor-learners');
  const grid2 = again.getByRole('table', { name: 'My learners' });
  await expect(again.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(grid2.getByRole('rowheader').first()).toHaveText(firstOnPage2!);
  await expect(again.getByRole('combobox', { name: 'By Learner Type' })).toHaveValue('referrals');
  await expect(again.getByRole('button', { name: 'Remove filter By Learner Type: My Referrals' })).toBeVisible();
  await expect(grid2.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  await expect(grid2.getByRole('columnheader', { name: 'Referred by' })).toBeVisible();
  // Every referral row names its referrer (no NA in the Referred by column).
  const headers = (await grid2.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const referredBy = grid2.locator(`tbody tr > :nth-child(${headers.indexOf('Referred by') + 1})`);
  await expect(referredBy.first()).toBeVisible();
  await expect(referredBy.filter({ hasText: /^\s*NA\s*$/ })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);

  // Removing the tag by keyboard: focus goes to the filter, not to the page.
  await again.getByRole('button', { name: 'Remove filter By Learner Type: My Referrals' }).press('Enter');
  await expect(again.getByRole('combobox', { name: 'By Learner Type' })).toBeFocused();
  await expect(again.getByRole('combobox', { name: 'By Learner Type' })).toHaveValue('');
});

test('instructor creates a group and sees it on top with the toast', async ({ page }) => {
  await openDemo(page, '/instructor/', { as: 'instructor' });
  const learners = table(page, 'instructor-learners');
  const someone = (await learners.getByRole('table', { name: 'My learners' }).getByRole('rowheader').first().textContent())!.trim();

  await learners.getByRole('tab', { name: 'My Groups' }).click();
  await expect(learners.getByRole('table', { name: 'My groups' })).toBeVisible();
  await learners.getByRole('button', { name: 'Create group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create group' });
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(dialog.getByText('Field should not be blank')).toBeVisible();
  await expect(dialog.getByText('Please add at least 1 learner from list')).toBeVisible();
  expect(await axe(page)).toEqual([]);

  // Keyboard only from here.
  await dialog.getByRole('textbox', { name: 'Group title' }).fill('Evening stars');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'Learners' })).toBeFocused();
  await page.keyboard.type(someone.slice(0, 4));
  await expect(dialog.getByRole('option', { name: new RegExp(someone) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Chosen learners' })).toContainText(someone);
  await page.keyboard.press('Enter');

  await expect(dialog).toHaveCount(0);
  const groups = learners.getByRole('table', { name: 'My groups' });
  await expect(groups.getByRole('rowheader').first()).toHaveText('Evening stars');
  await expect(page.getByRole('status').filter({ hasText: 'Group successfully created' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

for (const [width, height] of [
  [1280, 800],
  [375, 667],
]) {
  test(`at ${width} px the learner suggestions in a group dialog are all reachable, below the input, which stays in view`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openDemo(page, '/instructor/', { as: 'instructor' });
    const learners = table(page, 'instructor-learners');
    await learners.getByRole('tab', { name: 'My Groups' }).click();
    await learners.getByRole('button', { name: 'Create group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create group' });
    const body = dialog.locator('.yuno-dialog__body');
    const input = dialog.getByRole('combobox', { name: 'Learners' });
    await input.click();
    await page.keyboard.type('ara');
    const options = dialog.getByRole('option');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(3);

    // [top, bottom] of a box, and whether it shows whole in a scrolling box.
    const span = async (target: typeof input) => {
      const box = (await target.boundingBox())!;
      return [box.y, box.y + box.height];
    };
    const inside = async (target: typeof input, scroller = body) => {
      const [top, bottom] = await span(scroller);
      const [y0, y1] = await span(target);
      return y0 >= top - 1 && y1 <= bottom + 1;
    };
    // The list starts under the input, several options show at once.
    const [, inputBottom] = await span(input);
    const [listTop, listBottom] = await span(dialog.getByRole('listbox'));
    expect(listTop).toBeGreaterThanOrEqual(inputBottom);
    const [, bodyBottom] = await span(body);
    expect(Math.min(listBottom, bodyBottom) - listTop).toBeGreaterThan(150);
    // Every option comes into view by the arrows, and the input and title stay.
    for (let i = 0; i < count; i += 1) {
      await page.keyboard.press('ArrowDown');
      const active = dialog.locator('[role="option"][aria-selected="true"]');
      await expect(active).toHaveCount(1);
      // (Scrolled to once drawn.)
      await expect.poll(() => inside(active, dialog.getByRole('listbox'))).toBe(true);
      expect(await inside(active)).toBe(true);
      expect(await inside(input)).toBe(true);
      expect(await inside(dialog.getByRole('textbox', { name: 'Group title' }))).toBe(true);
    }
    // The text starts after the search icon.
    const icon = (await dialog.locator('.yuno-combobox__icon').boundingBox())!;
    const inputBox = (await input.boundingBox())!;
    const padding = await input.evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft));
    expect(inputBox.x + padding).toBeGreaterThanOrEqual(icon.x + icon.width);
    expect(await axe(page)).toEqual([]);
  });
}

test("the group dialog's code is fetched on first use; when it cannot be, the person is told and can try again", async ({ page }) => {
  const fetched = requestsTo(page, '/widgets/data-table-dialogs.js');
  await page.route('**/widgets/data-table-dialogs.js*', (route) => route.abort('connectionrefused'));
  await openDemo(page, '/instructor/', { as: 'instructor' });
  const learners = table(page, 'instructor-learners');
  await learners.getByRole('tab', { name: 'My Groups' }).click();
  await expect(learners.getByRole('table', { name: 'My groups' })).toBeVisible();
  expect(fetched).toEqual([]);

  await learners.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('An error seems to have occurred. Please try again.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Create group' })).toHaveCount(0);
  expect(fetched).toHaveLength(1);

  await page.unroute('**/widgets/data-table-dialogs.js*');
  await learners.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('dialog', { name: 'Create group' })).toBeVisible();
  expect(fetched).toHaveLength(2);
});

test('an instructor no organisation has mapped to a course is told why instead of offered Schedule New Class', async ({ page }) => {
  const checks = requestsTo(page, '/courses?limit=1');
  await openDemo(page, '/instructor/', { as: 'instructor', mock: { instructorCourses: 'empty' } });
  const message = 'An organisation admin must allow you to teach a course first.';
  for (const preset of ['instructor-home', 'upcoming-classes']) {
    await expect(table(page, preset).getByText(message)).toBeVisible();
    await expect(table(page, preset).getByRole('link', { name: 'Schedule New Class' })).toHaveCount(0);
  }
  await expect(table(page, 'upcoming-classes').getByRole('table', { name: 'Upcoming classes' })).toBeVisible();
  // Nor in the rows: no learner's or group's Schedule class.
  const learners = table(page, 'instructor-learners');
  const grid = learners.getByRole('table', { name: 'My learners' });
  await expect(grid.getByRole('rowheader')).toHaveCount(20);
  await expect(grid.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(learners.locator('a[href*="/class-schedule"]')).toHaveCount(0);
  await learners.getByRole('tab', { name: 'My Groups' }).click();
  const groups = learners.getByRole('table', { name: 'My groups' });
  await groups
    .getByRole('button', { name: /^Actions: / })
    .first()
    .click();
  await expect(learners.getByRole('menuitem', { name: 'Add learners' })).toBeVisible();
  await expect(learners.locator('a[href*="/class-schedule"]')).toHaveCount(0);
  // One check for the page: every table reads the same answer.
  expect(checks).toHaveLength(1);
  expect(await axe(page)).toEqual([]);
});

test('a mapped instructor is offered Schedule class in every learner and group row', async ({ page }) => {
  await openDemo(page, '/instructor/', { as: 'instructor' });
  const learners = table(page, 'instructor-learners');
  await expect(learners.getByRole('table', { name: 'My learners' }).locator('a[href*="/class-schedule?learnerID="]')).toHaveCount(20);
  await learners.getByRole('tab', { name: 'My Groups' }).click();
  // A group's three actions are one Actions menu; Schedule class is its last item.
  const groups = learners.getByRole('table', { name: 'My groups' });
  await expect(groups.getByRole('button', { name: /^Actions: / })).toHaveCount(4);
  await groups
    .getByRole('button', { name: /^Actions: / })
    .first()
    .click();
  await expect(learners.getByRole('menuitem', { name: 'Schedule class' })).toHaveAttribute('href', /\/class-schedule\?groupID=/);
});

test('a class deleted under Upcoming classes leaves My classes › Upcoming & Ongoing on the same page', async ({ page }) => {
  await openDemo(page, '/instructor/', { as: 'instructor' });
  const home = table(page, 'instructor-home').getByRole('table', { name: 'Upcoming & Ongoing' });
  const upcoming = table(page, 'upcoming-classes').getByRole('table', { name: 'Upcoming classes' });
  await expect(upcoming.getByRole('rowheader').first()).toBeVisible();
  const title = (await upcoming.getByRole('rowheader').first().textContent())!;
  await expect(home.getByRole('rowheader', { name: title })).toBeVisible();
  await upcoming.getByRole('button', { name: `Delete: ${title}` }).click();
  await page.getByRole('dialog', { name: 'Delete class' }).getByRole('button', { name: 'Delete class' }).click();
  await expect(page.getByText('Class successfully deleted').first()).toBeVisible();
  await expect(upcoming.getByRole('rowheader', { name: title })).toHaveCount(0);
  await expect(home.getByRole('rowheader', { name: title })).toHaveCount(0);
});

test('instructor deletes the last upcoming class and sees the empty state', async ({ page }) => {
  await openDemo(page, '/instructor/', { as: 'instructor' });
  const upcoming = table(page, 'upcoming-classes');
  const grid = upcoming.getByRole('table', { name: 'Upcoming classes' });
  await expect(upcoming.getByRole('link', { name: 'Schedule New Class' })).toHaveAttribute('href', '/class-schedule');
  // The toolbar shows before the rows arrive: count once they have.
  await expect(grid.getByRole('rowheader').first()).toBeVisible();
  const count = await grid.getByRole('rowheader').count();
  expect(count).toBeGreaterThan(0);
  for (let left = count; left > 0; left -= 1) {
    const title = (await grid.getByRole('rowheader').first().textContent())!;
    await grid.getByRole('button', { name: `Delete: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete class' });
    if (left === 1) expect(await axe(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete class' }).click();
    await expect(dialog).toHaveCount(0);
    if (left > 1) await expect(grid.getByRole('rowheader')).toHaveCount(left - 1);
  }
  await expect(upcoming.getByText("You haven't schedule any class yet.")).toBeVisible();
  await expect(upcoming.getByRole('table')).toHaveCount(0);
  await expect(page.getByText('Class successfully deleted').first()).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

test('a learner loads more demo classes and enrolls in one', async ({ page }) => {
  await openDemo(page, '/learner/', { as: 'learner' });
  const classes = table(page, 'learner-classes');
  const grid = classes.getByRole('table', { name: 'Demo classes' });
  await expect(grid.getByRole('rowheader')).toHaveCount(3);
  // By keyboard: the last page goes with the button, and focus to its first new row.
  await classes.getByRole('button', { name: 'Load more' }).press('Enter');
  await expect(grid.getByRole('rowheader')).toHaveCount(6);
  await expect(classes.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(grid.getByRole('rowheader').nth(3)).toBeFocused();
  const title = (await grid.getByRole('rowheader').first().textContent())!;
  await grid.getByRole('button', { name: `Enroll: ${title}` }).press('Enter');
  await expect(grid.getByRole('button', { name: `Enrolled: ${title}` })).toBeDisabled();
  // The same button says so, and keeps the focus.
  await expect(grid.getByRole('button', { name: `Enrolled: ${title}` })).toBeFocused();
  await expect(page.getByText('You have successfully enrolled')).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

test('at 375 px the rows stack inside the screen (still a table, in a focusable region) and the toolbar stacks', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openDemo(page, '/instructor/', { as: 'instructor' });
  const learners = table(page, 'instructor-learners');
  const region = learners.getByRole('region', { name: 'My learners' });
  await expect(region).toBeVisible();
  const box = (await learners.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375 + 1);
  // Nothing to scroll to: each row is a card of label and value.
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  await expect(region.getByRole('table', { name: 'My learners' }).getByRole('row')).toHaveCount(21);
  await region.focus();
  await expect(region).toBeFocused();
  const select = (await learners.getByRole('combobox', { name: 'By Learner Type' }).boundingBox())!;
  expect(select.width).toBeGreaterThan(250);
  expect(await axe(page)).toEqual([]);
});

test('at 375 px a long unbroken filter label wraps inside its tag: the page does not scroll sideways and the remove button stays in view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const long = 'L'.repeat(199);
  const state = { 'instructor-learners': { filters: { learner: { value: long, label: long } } } };
  await openDemo(page, `/instructor/?state=${encodeURIComponent(JSON.stringify(state))}`, { as: 'instructor' });
  const learners = table(page, 'instructor-learners');
  const remove = learners.getByRole('button', { name: new RegExp(`^Remove filter .*${long}$`) });
  await expect(remove).toBeVisible();
  const tag = learners.getByRole('list', { name: 'Applied filters' }).getByRole('listitem');
  const box = (await tag.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  const button = (await remove.boundingBox())!;
  // The whole button is on the screen, inside its tag, and not squeezed by the label.
  expect(button.x).toBeGreaterThanOrEqual(box.x);
  expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width);
  expect(button.width).toBeGreaterThanOrEqual(16);
  // The label wrapped onto several lines instead of widening the tag.
  expect(box.height).toBeGreaterThan(2 * button.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('at 375 px the tabs wrap: every tab, the selected one too, is in its strip from the start, the page unmoved', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openDemo(page, `/learner/?state=${encodeURIComponent(JSON.stringify({ 'learner-home': { tab: 'past' } }))}`, { as: 'learner' });
  const home = table(page, 'learner-home');
  await expect(home.getByRole('tab', { name: 'Past Classes & Recordings' })).toHaveAttribute('aria-selected', 'true');
  const list = home.getByRole('tablist');
  const strip = (await list.boundingBox())!;
  for (const tab of await home.getByRole('tab').all()) {
    const own = (await tab.boundingBox())!;
    expect(own.x).toBeGreaterThanOrEqual(strip.x - 1);
    expect(own.x + own.width).toBeLessThanOrEqual(strip.x + strip.width + 1);
  }
  expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
});

/**
 * A page of our own on the demo's origin showing one preset, as a demo user (the demo pages do
 * not use every preset); `query` is the page address's (a detail page's `?class_id=`).
 */
/** A page with one preset's table; `placeholder` prints its reserved box, as the plugin does, with text after it. */
async function presetPage(page: Page, preset: string, userId: number, token: string, query = '', { placeholder = false } = {}) {
  const path = `/__data-table-${preset}/`;
  await ownMockData(page);
  const reserved = placeholder ? `<div class="yuno-placeholder yuno-placeholder--data-table yuno-placeholder--data-table-${preset}" aria-hidden="true"></div>` : '';
  await page.route(
    (url) => url.pathname === path,
    (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${preset}</title>
        <script>window.yunoConfig = ${JSON.stringify({ apiBase: '/wp-json/yuno', userId, token })};</script>
        ${placeholder ? '<link rel="stylesheet" href="/widgets/yuno-placeholders.css">' : ''}
        <script src="/widgets/yuno-runtime.js"></script><script src="/widgets/yuno-kit.js" defer></script><script src="/widgets/data-table.js" defer></script>
        </head><body><main><h1>${preset}</h1><div data-yuno-widget="data-table" data-yuno-props='{"preset":"${preset}"}'>${reserved}</div>
        ${placeholder ? '<p id="after">What the page says after the table.</p>' : ''}</main></body></html>`,
      }),
  );
  await page.goto(`${baseUrl()}${path}${query}`);
}

test('instructor course cards: Upcoming & Ongoing and Past batch tabs, 4 batches per page, by time of day', async ({ page }) => {
  await presetPage(page, 'instructor-courses', 4201, 'demo-token-instructor');
  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(card.getByRole('tab')).toHaveText(['Upcoming & Ongoing', 'Past']);
  const upcoming = card.getByRole('table', { name: /: Upcoming & Ongoing$/ });
  await expect(upcoming.getByRole('rowheader')).toHaveCount(4);
  expect(await axe(page)).toEqual([]);
  await card.getByRole('combobox', { name: 'Time of day' }).selectOption({ label: 'Night' });
  await expect(card.getByRole('button', { name: 'Remove filter Time of day: Night' })).toBeVisible();
  // Keyboard: the tabs follow the tabs pattern.
  await card.getByRole('tab', { name: 'Upcoming & Ongoing' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(card.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
  await expect(card.getByRole('table', { name: /: Past$/ }).getByRole('rowheader')).toHaveCount(4);
  await expect(
    card
      .getByRole('table', { name: /: Past$/ })
      .getByText('INACTIVE')
      .first(),
  ).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

test('payments show status tags and copy the payment link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await presetPage(page, 'payments', 4101, 'demo-token-learner');
  const grid = page.getByRole('table', { name: 'Payments' });
  for (const tag of ['PAID', 'ISSUED', 'FAILED', 'EXPIRED']) await expect(grid.getByText(tag, { exact: true })).toBeVisible();
  const copy = grid.getByRole('button', { name: /^Copy Payment link: / }).first();
  const link = (await copy.getAttribute('aria-label'))!.replace('Copy Payment link: ', '');
  await copy.click();
  await expect(page.getByText('Copy to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(await axe(page)).toEqual([]);
});

test("a learner's home and courses: the spec's tab sets, by keyboard, with recordings and progress", async ({ page }) => {
  const parts: string[] = [];
  page.on('request', (request) => {
    const part = /\/widgets\/(data-table-presets-[a-z]+)\.js/.exec(request.url());
    if (part) parts.push(part[1]);
  });
  await openDemo(page, '/learner/', { as: 'learner' });
  const home = table(page, 'learner-home');
  await expect(home.getByRole('table', { name: 'My Schedule' }).getByRole('rowheader').first()).toBeVisible();
  await expect(home.getByRole('tab')).toHaveText(['My Schedule', 'Upcoming & Ongoing', 'Past Classes & Recordings']);
  await home.getByRole('tab', { name: 'My Schedule' }).focus();
  await page.keyboard.press('End');
  await expect(home.getByRole('tab', { name: 'Past Classes & Recordings' })).toBeFocused();
  await page.keyboard.press('Enter');
  const past = home.getByRole('table', { name: 'Past Classes & Recordings' });
  await expect(past.getByRole('link', { name: 'Watch recording' }).first()).toHaveAttribute('href', /^\/recordings\/\d+\/$/);
  await expect(past.getByText('Not recorded')).toBeVisible();
  expect(addressState(page)).toMatchObject({ 'learner-home': { tab: 'past' } });

  const courses = table(page, 'learner-courses');
  await expect(courses.getByRole('tab')).toHaveText(['My Courses', 'Upcoming and Ongoing', 'Past']);
  const mine = courses.getByRole('table', { name: 'My Courses' });
  await expect(mine.getByRole('progressbar', { name: 'Progress' })).toHaveCount(4);
  await courses.getByRole('tab', { name: 'Past' }).click();
  await expect(courses.getByRole('table', { name: 'Past' }).getByText('INACTIVE')).toHaveCount(2);
  expect(await axe(page)).toEqual([]);

  // The page's three tables are a learner's: only their presets were fetched, once.
  expect(parts).toEqual(['data-table-presets-learner']);

  // A reload keeps both tables' tabs.
  await page.reload();
  await expect(table(page, 'learner-home').getByRole('tab', { name: 'Past Classes & Recordings' })).toHaveAttribute('aria-selected', 'true');
  await expect(table(page, 'learner-courses').getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
});

for (const [path, as] of [
  ['/instructor/', 'instructor'],
  ['/learner/', 'learner'],
] as const) {
  for (const width of [375, 1280]) {
    test(`at ${width} px the Columns menu on ${path} opens inside the viewport, its items whole`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openDemo(page, path, { as });
      const choosers = page.locator('[data-yuno-widget="data-table"]').getByRole('button', { name: /^Columns/ });
      await expect(choosers.first()).toBeVisible();
      for (const chooser of await choosers.all()) {
        if (!(await chooser.isVisible())) continue;
        await chooser.focus();
        await page.keyboard.press('Enter');
        const menu = page.locator('[data-yuno-widget="data-table"]').getByRole('menu');
        await expect(menu).toBeVisible();
        const box = (await menu.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        // Nothing cut: every item's text fits its item.
        for (const item of await menu.getByRole('menuitem').all()) {
          expect(await item.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        }
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
      }
    });
  }
}

for (const width of [375, 1280]) {
  test(`a class's detail page at ${width} px: the card fills the box reserved for it, nothing below moves`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await observeLayoutShift(page);
    await presetPage(page, 'class-detail', 4201, 'demo-token-instructor', '?class_id=7002', { placeholder: true });
    await expect(page.getByRole('article').getByRole('button', { name: /^Delete: / })).toBeVisible();
    await nextFrames(page);
    const shift = await layoutShiftSoFar(page);
    expect(shift.score, describeShifts(shift)).toBeLessThanOrEqual(LAYOUT_SHIFT_LIMIT);
    // Nor is room left empty: what follows starts where the card ends.
    const cardBottom = await page.getByRole('article').evaluate((card) => card.getBoundingClientRect().bottom);
    const nextTop = await page.locator('#after').evaluate((text) => text.getBoundingClientRect().top);
    expect(nextTop - cardBottom).toBeLessThan(40);
  });
}

test("a class deleted from its detail page: a dialog, then on confirm the instructor's home", async ({ page }) => {
  const title = 'Speaking Part 2: cue cards';
  await presetPage(page, 'class-detail', 4201, 'demo-token-instructor', '?class_id=7002');
  const card = page.getByRole('article');
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  const remove = card.getByRole('button', { name: `Delete: ${title}` });
  expect(await axe(page)).toEqual([]);
  // The dialog pattern by keyboard: Enter opens it with the focus inside, Escape closes it
  // and gives the focus back, and the class stays.
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete class' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  expect(await axe(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/__data-table-class-detail/');

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Delete class' }).click();
  await page.waitForURL((url) => url.pathname === '/instructor');
  await expect(page).toHaveTitle(/Instructor home/);
});
