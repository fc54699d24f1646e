/**
 * Tables that work at every width, on the demo's account pages: the learners table reads in
 * full in its 676–762 px account column at a laptop's width, My courses shows Progress and its
 * dates, and at 375 px the rows stack as cards (times whole, the groups' actions in reach, every
 * tab in the window). Where a table still scrolls, its sticky first column and edge shadows say
 * so; a value cut by its column ends in an ellipsis and shows in full to keyboard and pointer.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, openDemo } from './support';

const table = (page: Page, preset: string) => page.locator(`[data-yuno-widget="data-table"][data-yuno-props*='"${preset}"']`);
const withState = (path: string, state: object) => `${path}?state=${encodeURIComponent(JSON.stringify(state))}`;

/** How far an element's box reaches past its clipping box's right edge (0 when inside), in px. */
const overflowRight = (inner: Locator, outer: Locator) =>
  Promise.all([inner.boundingBox(), outer.boundingBox()]).then(([a, b]) => Math.max(0, a!.x + a!.width - (b!.x + b!.width)));

/** The region's scroll width beyond its own: what a person cannot see without scrolling it. */
const hiddenWidth = (region: Locator) => region.evaluate((el) => el.scrollWidth - el.clientWidth);

for (const width of [1280, 1366]) {
  test(`at ${width} px the learners table fits its account column: learner, course, attendance and Schedule class in full`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openDemo(page, '/instructor/', { as: 'instructor' });
    const learners = table(page, 'instructor-learners');
    const grid = learners.getByRole('table', { name: 'My learners' });
    await expect(grid.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    expect(await grid.getByRole('columnheader').allTextContents()).toEqual(['Learner', 'Course', 'Attendance', 'Actions']);
    const region = learners.getByRole('region', { name: 'My learners' });
    expect(await hiddenWidth(region)).toBeLessThanOrEqual(1);
    // The long course names read whole (wrapped, not cut mid-word) and the last column is in the box.
    const course = grid.getByRole('cell', { name: 'PTE Academic 79+ Strategy Course' }).first();
    await expect(course).toBeVisible();
    expect(await course.locator('.yuno-dt-clip').evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
    const action = grid.getByRole('link', { name: /^Schedule class: / }).first();
    expect(await overflowRight(action, learners)).toBe(0);
    // The rest wait in the column chooser.
    await expect(learners.getByRole('button', { name: 'Columns (6 hidden)' })).toBeVisible();
  });
}

test('at 1280 px My courses shows Progress and whole dates inside its box', async ({ page }) => {
  await openDemo(page, '/learner/', { as: 'learner' });
  const courses = table(page, 'learner-courses');
  const grid = courses.getByRole('table', { name: 'My Courses' });
  await expect(grid.getByRole('progressbar').first()).toBeVisible();
  expect(await hiddenWidth(courses.getByRole('region', { name: 'My Courses' }))).toBeLessThanOrEqual(1);
  expect(await overflowRight(grid.getByRole('columnheader', { name: 'Progress' }), courses)).toBe(0);
  const ends = grid.locator('tbody td:last-child');
  await expect(ends.first()).toHaveText(/^\w{3} \d{2} \d{4}$/);
  for (const cell of await ends.all()) expect(await overflowRight(cell, courses)).toBe(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('class rows stack as cards with whole times, and every tab is in the window', async ({ page }) => {
    await openDemo(page, '/instructor/', { as: 'instructor' });
    const home = table(page, 'instructor-home');
    const grid = home.getByRole('table', { name: 'Upcoming & Ongoing' });
    const times = grid.getByRole('cell', { name: /\d{1,2}:\d{2} (AM|PM)$/ });
    await expect(times.first()).toBeVisible();
    for (const cell of await times.all()) {
      expect(await overflowRight(cell, home)).toBe(0);
      // Its label beside it, on the same line.
      expect(await cell.evaluate((el) => getComputedStyle(el, '::before').content)).toMatch(/^"Date and time"/);
    }
    expect(await hiddenWidth(home.getByRole('region', { name: 'Upcoming & Ongoing' }))).toBeLessThanOrEqual(1);
    const past = home.getByRole('tab', { name: 'Past Classes & Recordings' });
    const box = (await past.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await past.click();
    await expect(home.getByRole('table', { name: 'Past Classes & Recordings' })).toBeVisible();
  });

  test("a group's actions are in reach: one Actions menu button per row, its items in the window", async ({ page }) => {
    await openDemo(page, withState('/instructor/', { 'instructor-learners': { tab: 'groups' } }), { as: 'instructor' });
    const learners = table(page, 'instructor-learners');
    const groups = learners.getByRole('table', { name: 'My groups' });
    const actions = groups.getByRole('button', { name: /^Actions: / }).first();
    await expect(actions).toBeVisible();
    expect(await overflowRight(actions, learners)).toBe(0);
    await actions.click();
    const menu = learners.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Add learners', 'Rename', 'Schedule class']);
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });
});

test('Delete looks destructive, unlike the other row actions', async ({ page }) => {
  await openDemo(page, '/instructor/', { as: 'instructor' });
  const del = table(page, 'upcoming-classes')
    .getByRole('button', { name: /^Delete: / })
    .first();
  const schedule = table(page, 'instructor-learners')
    .getByRole('link', { name: /^Schedule class: / })
    .first();
  await expect(del).toBeVisible();
  await expect(schedule).toBeVisible();
  const danger = await del.evaluate((el) => getComputedStyle(el).getPropertyValue('--yuno-color-danger-text').trim());
  expect(danger).not.toBe('');
  const colour = (el: Element) => getComputedStyle(el).color;
  const token = await del.evaluate((el, value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    el.parentElement!.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  }, danger);
  expect(await del.evaluate(colour)).toBe(token);
  expect(await schedule.evaluate(colour)).not.toBe(token);
});

test('a table that scrolls shows it: sticky names, edge shadows, and a cut value reachable by keyboard', async ({ page }) => {
  // Every column shown, and long (hostile) texts: the learners table is wider than its column.
  await openDemo(page, withState('/instructor/', { 'instructor-learners': { hidden: [] } }), { as: 'instructor', mock: { learners: 'hostile' } });
  const learners = table(page, 'instructor-learners');
  const region = learners.getByRole('region', { name: 'My learners' });
  await expect(region.getByRole('columnheader', { name: 'Enrolled on' })).toBeAttached();
  expect(await hiddenWidth(region)).toBeGreaterThan(100);
  await expect(region).toHaveAttribute('data-more', 'end');
  const name = region.getByRole('rowheader').first();
  const x = (await name.boundingBox())!.x;
  await region.evaluate((el) => el.scrollBy({ left: 200 }));
  await expect(region).toHaveAttribute('data-more', 'start end');
  expect((await name.boundingBox())!.x).toBeCloseTo(x, 0);
  expect(await name.evaluate((el) => getComputedStyle(el).boxShadow)).toMatch(/8px 0px 8px -6px/);
  await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(region).toHaveAttribute('data-more', 'start');

  // A cut value: an ellipsis, its full text as its title, and focusable; focused, it shows whole.
  const cut = region.locator('.yuno-dt-clip[tabindex="0"]').first();
  await expect(cut).toBeAttached();
  const text = (await cut.textContent())!;
  await expect(cut).toHaveAttribute('title', text);
  expect(await cut.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('2');
  expect(await cut.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await region.focus();
  await page.keyboard.press('Tab');
  await expect(cut).toBeFocused();
  expect(await cut.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
});
