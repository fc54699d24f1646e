/**
 * Nothing jumps on a WordPress page with every widget (the blocks page), with the classic
 * and the block theme: the mount points the plugin prints reserve the widgets' boxes, so the
 * layout shift a person sees stays at or under the limit at a phone's and a laptop's width,
 * as a visitor and signed in, on load and through a filter and the availability panel.
 */
import { COURSE_SEARCH_TEXT } from '@yuno/core';
import { ANDROID_PHONE, describeShifts, filterAndAvailability, LAYOUT_SHIFT_LIMIT as LIMIT, layoutShiftSoFar, observeLayoutShift } from '../layout-shift';
import { expect, logIn, test, widget, WIDGETS } from './support';

const resultCount = new RegExp(COURSE_SEARCH_TEXT.resultCount.replace('{n}', '\\d+'));

for (const width of [375, 1280]) {
  for (const as of ['visitor', 'instructor'] as const) {
    test(`every block as ${as} at ${width} px: layout shift at most ${LIMIT} on load and through a filter and the availability panel`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
      if (as === 'instructor') await logIn(page, 'instructor');
      await observeLayoutShift(page);
      await page.goto('/yuno-blocks/');
      for (const name of WIDGETS) await expect(widget(page, name), name).toHaveAttribute('data-yuno-mounted', 'ok');
      await expect(widget(page, 'course-search').getByText(resultCount)).toBeVisible();
      const onLoad = await layoutShiftSoFar(page);
      expect(onLoad.score, `on load:\n${describeShifts(onLoad)}`).toBeLessThanOrEqual(LIMIT);

      await filterAndAvailability(page);
      const after = await layoutShiftSoFar(page);
      expect(after.score, `through the interactions:\n${describeShifts(after)}`).toBeLessThanOrEqual(LIMIT);
    });
  }
}

test.describe('on an Android phone 412 px wide', () => {
  test.use(ANDROID_PHONE);

  test(`every block as visitor: layout shift at most ${LIMIT} on load, with the app prompt in the header`, async ({ page }) => {
    await observeLayoutShift(page);
    await page.goto('/yuno-blocks/');
    for (const name of WIDGETS) await expect(widget(page, name), name).toHaveAttribute('data-yuno-mounted', 'ok');
    await expect(widget(page, 'header').getByText('Learn on the go with the Yuno app')).toBeVisible();
    await expect(widget(page, 'course-search').getByText(resultCount)).toBeVisible();
    const onLoad = await layoutShiftSoFar(page);
    expect(onLoad.score, `on load:\n${describeShifts(onLoad)}`).toBeLessThanOrEqual(LIMIT);
  });
});
