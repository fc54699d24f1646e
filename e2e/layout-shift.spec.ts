/**
 * Nothing jumps: the layout shift a person sees (CLS: the shifts without recent input) on
 * every demo page, at a phone's and a laptop's width, as a visitor and signed in, from the
 * first paint through a couple of interactions, stays at or under 0.02. Layout shift is a
 * property of the layout, not of the machine's speed, so it can be asserted.
 * One page load per case: the observer is installed before any of the page's scripts run.
 */
import type { Page, Route } from '@playwright/test';
import { courses } from '../packages/mock-api/src/fixtures/courses';
import { test, expect, baseUrl, openDemo, widget, scrollToPages, type DemoRole } from './support';
import { ANDROID_PHONE, observeLayoutShift, layoutShiftSoFar, describeShifts, filterAndAvailability, LAYOUT_SHIFT_LIMIT as LIMIT } from './layout-shift';

const available = (n: number) => `${n} online courses available`;

type Step = (page: Page) => Promise<void>;

/** The page as it is once loaded: what each page shows last. */
const loaded: Record<string, Step> = {
  search: async (page) => {
    await expect(widget(page, 'course-search').getByText(available(courses.length))).toBeVisible();
  },
  course: async (page) => {
    await expect(widget(page, 'course-availability').getByRole('tab', { name: 'Group Classes' })).toBeVisible();
    await expect(widget(page, 'course-card').getByRole('article')).toBeVisible();
  },
  account: async (page) => {
    await expect(page.locator('[data-yuno-widget="data-table"]').getByRole('table').first()).toBeVisible();
  },
};

const interactions: Record<string, Step> = {
  search: filterAndAvailability,
  course: async (page) => {
    const section = widget(page, 'course-availability');
    await section.getByRole('tab', { name: '1-to-1 Classes' }).click();
    await expect(section.getByText('12 instructors found')).toBeVisible();
  },
  learner: async (page) => {
    const classes = page.locator(`[data-yuno-widget="data-table"][data-yuno-props*='"learner-classes"']`);
    await classes.getByRole('button', { name: 'Load more' }).click();
    await expect(classes.getByRole('table').getByRole('rowheader')).toHaveCount(6);
  },
  instructor: async (page) => {
    const learners = page.locator(`[data-yuno-widget="data-table"][data-yuno-props*='"instructor-learners"']`);
    await learners.getByRole('button', { name: 'Page 2' }).click();
    await expect(learners.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

const CASES: Array<{ path: string; roles: DemoRole[]; loaded: Step; interact: Step }> = [
  { path: '/', roles: ['visitor', 'learner'], loaded: loaded.search, interact: interactions.search },
  { path: '/search/', roles: ['visitor', 'learner'], loaded: loaded.search, interact: interactions.search },
  { path: '/course/', roles: ['visitor', 'learner'], loaded: loaded.course, interact: interactions.course },
  { path: '/learner/', roles: ['learner'], loaded: loaded.account, interact: interactions.learner },
  { path: '/instructor/', roles: ['instructor'], loaded: loaded.account, interact: interactions.instructor },
];

for (const width of [375, 1280]) {
  for (const { path, roles, loaded: isLoaded, interact } of CASES) {
    for (const as of roles) {
      test(`${path} as ${as} at ${width} px: layout shift at most ${LIMIT} on load and through its interactions`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
        await observeLayoutShift(page);
        await openDemo(page, path, { as });
        await isLoaded(page);
        const onLoad = await layoutShiftSoFar(page);
        expect(onLoad.score, `on load:\n${describeShifts(onLoad)}`).toBeLessThanOrEqual(LIMIT);
        // Loaded, each widget fills the box reserved for it: none is held taller than itself
        // (an empty band under it, until the first click closes it up).
        const held = () =>
          page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>('[data-yuno-widget]')]
              .filter((host) => host.style.minHeight)
              .map((host) => `${host.dataset.yunoWidget} ${host.dataset.yunoProps} held at ${host.style.minHeight}`),
          );
        await expect.poll(held, { message: 'widgets held taller than their content' }).toEqual([]);

        await interact(page);
        const after = await layoutShiftSoFar(page);
        expect(after.score, `through the interactions:\n${describeShifts(after)}`).toBeLessThanOrEqual(LIMIT);
      });
    }
  }
}

// The bench's sequence on the search page: a new page, then a filter moved by keys. While the
// next results load (held here until checked), the list keeps its height: the pagination under
// it and the footer stay where they were, whatever the network's speed.
test('/search/ at 1280 px: while the next results load, the pagination and the footer stay put', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDemo(page, '/search/', { as: 'learner' });
  await loaded.search(page);
  const search = widget(page, 'course-search');
  const pagination = await scrollToPages(search);
  const footer = widget(page, 'footer');
  const pageTop = (locator: typeof footer) => locator.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
  const held: Route[] = [];
  await page.route('**/wp-json/yuno/v4/courses/search*', (route) => void held.push(route));
  const whileLoading = async (act: () => Promise<void>) => {
    // Every card of the page in (they come in turns).
    await expect(search.locator('.yuno-search__grid')).not.toHaveAttribute('aria-busy', 'true');
    const before = { pagination: await pageTop(pagination), footer: await pageTop(footer) };
    await act();
    await expect.poll(() => held.length).toBe(1);
    await expect(search.locator('.yuno-card--skeleton').first()).toBeVisible();
    expect({ pagination: await pageTop(pagination), footer: await pageTop(footer) }).toEqual(before);
    await held.shift()!.continue();
    await expect(search.getByRole('region', { name: 'Courses' })).toHaveAttribute('aria-busy', 'false');
  };
  await whileLoading(() => search.getByRole('button', { name: 'Page 2', exact: true }).click());
  const slider = search.getByRole('slider', { name: 'Minimum Duration (weeks)' });
  await whileLoading(async () => {
    await slider.focus();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight']) await slider.press(key);
  });
});

// Lighthouse's phone: only the browser knows that the header holds the app prompt.
test.describe('on an Android phone 412 px wide', () => {
  test.use(ANDROID_PHONE);

  const PHONE_CASES: Array<{ path: string; loaded: Step; promptClosed?: boolean }> = [
    { path: '/', loaded: loaded.search },
    { path: '/search/', loaded: loaded.search, promptClosed: true },
    { path: '/course/', loaded: loaded.course },
  ];
  for (const { path, loaded: isLoaded, promptClosed } of PHONE_CASES) {
    test(`${path} as visitor${promptClosed ? ' (app prompt closed)' : ''}: layout shift at most ${LIMIT} on load`, async ({ page }) => {
      if (promptClosed) await page.context().addCookies([{ name: 'yunoAppPromptHidden', value: 'closed', url: baseUrl() }]);
      await observeLayoutShift(page);
      await openDemo(page, path);
      await isLoaded(page);
      const header = widget(page, 'header');
      await expect(header.getByRole('link', { name: 'Get the app' })).toBeVisible();
      await expect(header.getByText('Learn on the go with the Yuno app')).toHaveCount(promptClosed ? 0 : 1);
      const onLoad = await layoutShiftSoFar(page);
      expect(onLoad.score, `on load:\n${describeShifts(onLoad)}`).toBeLessThanOrEqual(LIMIT);
    });
  }
});
