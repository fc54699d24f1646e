/**
 * Pointer targets of the data table (WCAG 2.2 target size): a filter tag's and a learner
 * chip's remove button and a row's Delete button are at least 24 × 24 CSS px, and the tags
 * around them are laid out as before.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, openDemo } from './support';

const MIN = 24;
const table = (page: Page, preset: string) => page.locator(`[data-yuno-widget="data-table"][data-yuno-props*='"${preset}"']`);
/** The box the browser laid out, unrounded. */
const box = (target: Locator) => target.evaluate((el) => (({ width, height }) => ({ width, height }))(el.getBoundingClientRect()));
/** A target's smaller side (each one checked, with its size in the message of a failure). */
async function expectTarget(target: Locator) {
  const { width, height } = await box(target);
  expect.soft(Math.min(width, height), `${width} × ${height} px`).toBeGreaterThanOrEqual(MIN);
}

test('the remove buttons of filter tags and learner chips and a row’s Delete button are at least 24 × 24 px, in tags of the same height', async ({ page }) => {
  const state = { 'instructor-learners': { filters: { type: 'contacts' } } };
  await openDemo(page, `/instructor/?state=${encodeURIComponent(JSON.stringify(state))}`, { as: 'instructor' });
  const learners = table(page, 'instructor-learners');

  const remove = learners.getByRole('button', { name: 'Remove filter By Learner Type: My Contacts' });
  await expect(remove).toBeVisible();
  await expectTarget(remove);
  // The tag is as tall as before: the 22 px the button had, and 2 px above and below.
  expect((await box(learners.getByRole('list', { name: 'Applied filters' }).getByRole('listitem'))).height).toBeLessThanOrEqual(26);

  const upcoming = table(page, 'upcoming-classes').getByRole('table', { name: 'Upcoming classes' });
  const del = upcoming.getByRole('button', { name: /^Delete: / }).first();
  await expect(del).toBeVisible();
  await expectTarget(del);

  await learners.getByRole('tab', { name: 'My Groups' }).click();
  await learners
    .getByRole('button', { name: /^Actions: / })
    .first()
    .click();
  await learners.getByRole('menuitem', { name: 'Add learners' }).click();
  const chips = page.getByRole('dialog').getByRole('list', { name: 'Chosen learners' });
  const chip = chips.getByRole('button', { name: /^Remove / }).first();
  await expect(chip).toBeVisible();
  await expectTarget(chip);
  expect((await box(chips.getByRole('listitem').first())).height).toBeLessThanOrEqual(26);
});
