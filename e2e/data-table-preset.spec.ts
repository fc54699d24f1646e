/**
 * A data table mounted with a preset that does not exist (a typo in a block or shortcode):
 * the site editor is told which preset and which ones there are, in the page and the console.
 */
import { test, expect, openDemo, widget } from './support';

test("an unknown preset is named, with the known ones, inline (to someone who can edit the page) and in the console; the page's other tables still mount", async ({
  page,
  consoleErrors,
}) => {
  await openDemo(page, '/learner/?editor', { as: 'learner' });
  await expect(widget(page, 'data-table').first().getByRole('tab').first()).toBeVisible();
  // A mount point added later is mounted too (as a block editor's preview adds one).
  await page.evaluate(() => {
    const point = document.createElement('div');
    point.id = 'typo';
    point.setAttribute('data-yuno-widget', 'data-table');
    point.setAttribute('data-yuno-props', '{"preset":"nope"}');
    document.querySelector('main')!.append(point);
  });
  const alert = page.locator('#typo').getByRole('alert');
  await expect(alert).toContainText('Yuno widget “data-table” could not be shown.');
  await expect(alert).toContainText('There is no preset called “nope”.');
  await expect(alert).toContainText('learner-home, learner-courses, instructor-home');
  await expect(alert).not.toContainText('An error seems to have occurred');
  await expect.poll(() => consoleErrors.filter((e) => e.includes('"data-table"') && e.includes('“nope”') && e.includes('payments'))).toHaveLength(1);
});
