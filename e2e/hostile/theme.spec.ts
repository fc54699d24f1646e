/**
 * A hostile theme, on the production bundles: every widget (and the dialogs) looks the same
 * on a page whose stylesheet fights everything (e2e/fixtures/hostile-theme.css): screenshots
 * with and without it differ by less than 1 % of pixels. And the main flows still work there.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, axe, scrollToPages, type DemoRole } from '../support';
import { Tally, expectSettled, fixturePage, mountPoint, pixelDifference } from './support';

const tally = new Tally('hostile theme');
test.afterAll(() => tally.print());
test.describe.configure({ timeout: 180_000 });

interface Case {
  name: string;
  as: DemoRole;
  body: string;
  /** What to photograph (default: the first mount point). */
  target?: (page: Page) => Promise<Locator>;
}

const sized = (width: number) => `style="width:${width}px"`;

const CASES: Case[] = [
  { name: 'course card', as: 'visitor', body: mountPoint('course-card', { courseId: 1001 }, sized(360)) },
  { name: 'course search', as: 'visitor', body: mountPoint('course-search', {}, sized(1100)) },
  // On a course page the section sits under its own heading.
  {
    name: 'course availability',
    as: 'visitor',
    body: `<h2 style="margin:0;height:40px;overflow:hidden">Availability</h2>${mountPoint('course-availability', { courseId: 1001 }, sized(900))}`,
  },
  { name: 'header, visitor', as: 'visitor', body: mountPoint('header', {}, sized(1200)) },
  { name: 'header, learner', as: 'learner', body: mountPoint('header', {}, sized(1200)) },
  { name: 'footer', as: 'visitor', body: mountPoint('footer', {}, sized(1200)) },
  { name: 'side menu', as: 'learner', body: mountPoint('side-menu', {}, sized(280)) },
  { name: 'referral menu', as: 'instructor', body: mountPoint('referral-menu', {}, sized(320)) },
  { name: 'data table', as: 'instructor', body: mountPoint('data-table', { preset: 'upcoming-classes', syncUrl: false }, sized(1100)) },
  {
    name: 'availability panel',
    as: 'visitor',
    body: `${mountPoint('course-card', { courseId: 1001 }, sized(360))}${mountPoint('availability-panel', {})}`,
    target: async (page) => {
      await widget(page, 'course-card')
        .getByRole('button', { name: /^See Availability/ })
        .click();
      const panel = page.getByRole('dialog', { name: 'IELTS Academic Intensive' });
      await expect(panel.getByRole('button', { name: /^Enroll Starts / }).first()).toBeVisible();
      return panel;
    },
  },
  {
    name: 'login dialog',
    as: 'visitor',
    body: mountPoint('header', {}, sized(1200)),
    target: async (page) => {
      await widget(page, 'header').getByRole('button', { name: 'Login', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: /log in/i });
      await expect(dialog).toBeVisible();
      return dialog;
    },
  },
];

async function photograph(page: Page, c: Case, hostileTheme: boolean) {
  await fixturePage(page, c.body, { as: c.as, hostileTheme });
  await page.waitForLoadState('networkidle');
  await expectSettled(page, c.name);
  const target = c.target ? await c.target(page) : page.locator('[data-yuno-widget]').first();
  await expect(target).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectSettled(page, c.name);
  // `animations: 'disabled'` ends the dialogs' slide-in transitions before the picture is taken.
  return target.screenshot({ animations: 'disabled', caret: 'hide' });
}

for (const c of CASES) {
  test(`${c.name} looks the same under the hostile theme`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const plain = await photograph(page, c, false);
    const hostile = await photograph(page, c, true);
    const diff = await pixelDifference(page, plain, hostile);
    if (diff.ratio >= 0.01) {
      await test.info().attach('plain', { body: plain, contentType: 'image/png' });
      await test.info().attach('hostile', { body: hostile, contentType: 'image/png' });
    }
    expect(diff.ratio, `${c.name}: ${diff.detail} differ`).toBeLessThan(0.01);
    expect(await axe(page)).toEqual([]);
    tally.add(test.info(), { payloads: 1, outcomes: 2 });
  });
}

test('the main flows still work under the hostile theme', async ({ page }) => {
  await fixturePage(page, `${mountPoint('header', {})}${mountPoint('course-search', {})}${mountPoint('availability-panel', {})}${mountPoint('footer', {})}`, {
    hostileTheme: true,
  });
  const search = widget(page, 'course-search');
  const status = search.getByRole('status').filter({ hasText: /online courses available/ });
  await expect(status).toBeVisible();
  // Filter by keyboard, then page.
  await search.getByRole('checkbox', { name: /^Evening/ }).focus();
  await page.keyboard.press('Space');
  await expect(search.getByRole('checkbox', { name: /^Evening/ })).toBeChecked();
  await expect(status).toHaveText(/\d+ online courses available/);
  await scrollToPages(search);
  await search.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(search.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expectSettled(page);
  expect(await axe(page)).toEqual([]);
  // See Availability, Enroll as a visitor: the panel closes and the login dialog opens.
  await search
    .getByRole('button', { name: /^See Availability/ })
    .first()
    .click();
  const panel = page.getByRole('dialog').first();
  await expect(panel.getByRole('button', { name: /^Enroll Starts / }).first()).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await panel
    .getByRole('button', { name: /^Enroll Starts / })
    .first()
    .click();
  const login = page.getByRole('dialog', { name: /log in/i });
  await expect(login).toBeVisible();
  await expect(login.getByRole('button', { name: /Google/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toHaveCount(0);
  // The header's menus open by keyboard.
  const explore = widget(page, 'header').getByRole('button', { name: 'Explore' });
  await explore.focus();
  await page.keyboard.press('Enter');
  await expect(explore).toHaveAttribute('aria-expanded', 'true');
  expect(await axe(page)).toEqual([]);
  tally.add(test.info(), { payloads: 1, outcomes: 9 });
});
