/**
 * Course search on the demo, from the production bundles: filter by a category and a price
 * range, see the count and the address change, reload to the same view, page to the last
 * page and back, the mobile side panel (nothing applies before 'Apply filters'), and an
 * empty result cleared with Clear Filters. Once with the mouse, once by keyboard alone. The
 * range sliders are native range inputs: their keys and drags are Chromium's own, tried here.
 * The side panel's code (`course-search-drawer.js`) is fetched as it first opens.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { courses } from '../packages/mock-api/src/fixtures/courses';
import { ERROR_MESSAGES } from '../packages/core/src/constants/messages';
import { test, expect, openDemo, widget, axe, requestsTo, pageAtRest, scrollToPages } from './support';
import { fixturePage } from './hostile/support';

// axe on a page with header, search, panel and footer takes a few seconds on a small machine.
test.describe.configure({ timeout: 150_000 });

const LIMIT = 20;
const EMPTY_MESSAGE = 'No courses match these filters. Try fewer filters or another category.';
const countOf = (match: (c: (typeof courses)[number]) => boolean) => courses.filter(match).length;
const available = (n: number) => `${n} online courses available`;
const ieltsUpTo = (max: number) => countOf((c) => c.category.slug === 'ielts' && c.price <= max);

/** The search state in the address now. */
function addressState(page: Page) {
  const text = new URL(page.url()).searchParams.get('state');
  return text === null ? null : JSON.parse(text);
}

/**
 * Presses Tab until `target` has the focus (keyboard only; fails after `max` presses). The
 * target may come into being on the way (the pagination bar, as the focus nears it).
 */
async function tabTo(page: Page, target: Locator, max = 400) {
  for (let i = 0; i < max; i += 1) {
    if ((await target.count()) && (await target.evaluate((el) => el.matches(':focus')))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/**
 * Where a range slider's thumb is on screen at `fraction` (0..1) of its range: the thumbs'
 * centres run along the track, the input's parent. The input itself spans the whole track.
 */
async function thumbAt(slider: Locator, fraction: number) {
  await slider.scrollIntoViewIfNeeded();
  const track = (await slider.locator('..').boundingBox())!;
  return { x: track.x + track.width * fraction, y: track.y + track.height / 2, track };
}

/** The element under a point, looking into the widget's shadow root. */
const elementAt = (search: Locator, { x, y }: { x: number; y: number }) =>
  search.evaluate((host, [px, py]) => host.shadowRoot!.elementFromPoint(px, py)?.getAttribute('aria-label') ?? null, [x, y] as const);

/** A drag with the mouse from one point to another. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

const pageNumbers = (search: Locator) => search.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: /^Page \d+$/ });

test('filter by category and price, reload, page to the last page and back, with the mouse', async ({ page }) => {
  await openDemo(page, '/search/');
  const search = widget(page, 'course-search');
  await expect(search.getByText(available(courses.length))).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await search.getByRole('radio', { name: /^IELTS/ }).check();
  await expect(search.getByText(available(countOf((c) => c.category.slug === 'ielts')))).toBeVisible();

  // Drag the upper price thumb to about a third of the track.
  const max = search.getByRole('slider', { name: 'Maximum Price' });
  const thumb = await thumbAt(max, 1);
  await drag(page, thumb, { x: thumb.track.x + thumb.track.width / 3, y: thumb.y });
  const priceMax = Number(await max.inputValue());
  expect(priceMax).toBeLessThan(120000);
  await expect(max).toHaveAttribute('aria-valuetext', `₹${priceMax.toLocaleString('en-IN')}`);
  await expect(search.getByText(available(ieltsUpTo(priceMax)))).toBeVisible();
  await expect.poll(() => addressState(page)).toMatchObject({ category: [101], price: { code: 'INR', min: 0, max: priceMax }, offset: 0 });

  // A reload shows the same view.
  await page.reload();
  await expect(search.getByText(available(ieltsUpTo(priceMax)))).toBeVisible();
  await expect(search.getByRole('radio', { name: /^IELTS/ })).toBeChecked();
  await expect(search.getByRole('slider', { name: 'Maximum Price' })).toHaveValue(String(priceMax));
  expect(await axe(page)).toEqual([]);

  // Every category at that price: several pages. Page to the last one.
  await search.getByRole('radio', { name: 'All categories' }).check();
  const total = countOf((c) => c.price <= priceMax);
  const last = Math.ceil(total / LIMIT);
  expect(last).toBeGreaterThan(2);
  await expect(search.getByText(available(total))).toBeVisible();
  await scrollToPages(search);
  await expect(pageNumbers(search)).toHaveText(['1', '2']);
  await search.getByRole('button', { name: 'Last' }).click();
  await expect(pageNumbers(search)).toHaveText([String(last - 1), String(last)]);
  // The reader is taken from the bar below the list up to the top of the new page.
  await expect(search.getByText(available(total))).toBeInViewport();
  await expect(search.getByRole('region', { name: 'Courses' })).toBeFocused();
  await expect(search.getByRole('button', { name: `Page ${last}` })).toHaveAttribute('aria-current', 'page');
  await expect(search.getByRole('button', { name: 'Last' })).toBeDisabled();
  await expect(search.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(search.getByRole('article')).toHaveCount(total - LIMIT * (last - 1));
  await expect.poll(() => addressState(page)?.offset).toBe(LIMIT * (last - 1));
  expect(await axe(page)).toEqual([]);

  // Back: the first page again, then the IELTS view.
  await page.goBack();
  await expect(pageNumbers(search)).toHaveText(['1', '2']);
  await expect(search.getByRole('button', { name: 'First' })).toBeDisabled();
  await expect(search.getByRole('article')).toHaveCount(LIMIT);
  await page.goBack();
  await expect(search.getByText(available(ieltsUpTo(priceMax)))).toBeVisible();
  await expect(search.getByRole('radio', { name: /^IELTS/ })).toBeChecked();
});

test('the sliders in Chromium: its keys, a drag, a click on the track, both thumbs on one value', async ({ page }) => {
  await openDemo(page, '/search/');
  const search = widget(page, 'course-search');
  await expect(search.getByText(available(courses.length))).toBeVisible();
  const slider = (name: string) => search.getByRole('slider', { name });
  const weeksMin = slider('Minimum Duration (weeks)');
  const weeksMax = slider('Maximum Duration (weeks)');
  const priceMax = slider('Maximum Price');

  // Keys, as the browser steps a range input: arrows ±1 (the sliders' step), PageUp/PageDown
  // a tenth of the range (put on the grid), Home/End to the ends.
  await priceMax.focus();
  const pressed: string[] = [];
  for (const key of ['ArrowLeft', 'PageDown', 'ArrowRight', 'PageUp', 'End']) {
    await page.keyboard.press(key);
    pressed.push(await priceMax.inputValue());
  }
  expect(pressed).toEqual(['119999', '107999', '108000', '120000', '120000']);
  await expect(priceMax).toHaveAttribute('aria-valuetext', '₹1,20,000');
  await weeksMax.focus();
  await page.keyboard.press('PageDown');
  await expect(weeksMax).toHaveValue('22');
  await expect(weeksMax).toHaveAttribute('aria-valuetext', '22 weeks');
  // The lower thumb stops at the upper one, and back.
  await weeksMin.focus();
  await page.keyboard.press('End');
  await expect(weeksMin).toHaveValue('22');
  await page.keyboard.press('ArrowRight');
  await expect(weeksMin).toHaveValue('22');
  await weeksMax.focus();
  await page.keyboard.press('Home');
  await expect(weeksMax).toHaveValue('22');
  await expect.poll(() => addressState(page)?.week_duration).toEqual({ min: 22, max: 22 });

  // Both thumbs at the top end: the lower one is on top, so it can still be dragged down.
  await page.keyboard.press('End');
  await expect(weeksMax).toHaveValue('24');
  await weeksMin.focus();
  await page.keyboard.press('End');
  await expect(weeksMin).toHaveValue('24');
  const top = await thumbAt(weeksMin, 1);
  expect(await elementAt(search, top)).toBe('Minimum Duration (weeks)');
  await drag(page, top, { x: top.track.x + top.track.width / 2, y: top.y });
  await expect(weeksMin).toHaveValue('12');
  await expect(weeksMax).toHaveValue('24');
  await expect(search.getByText('12 weeks', { exact: true })).toBeVisible();
  // Dragged past the other thumb, a thumb stops at it.
  await drag(page, await thumbAt(weeksMax, 1), { x: top.track.x + top.track.width * 0.1, y: top.y });
  await expect(weeksMax).toHaveValue('12');
  await expect(weeksMin).toHaveValue('12');
  await expect.poll(() => addressState(page)?.week_duration).toEqual({ min: 12, max: 12 });

  // A click on the bare track moves the nearer thumb there, on the grid, and focuses it.
  const bare = await thumbAt(priceMax, 0.75);
  expect(await elementAt(search, bare)).toBeNull();
  await page.mouse.click(bare.x, bare.y);
  await expect(priceMax).toBeFocused();
  const clicked = Number(await priceMax.inputValue());
  expect(Math.abs(clicked - 90000)).toBeLessThan(1500);
  expect(Number.isInteger(clicked)).toBe(true);
  await expect.poll(() => addressState(page)?.price).toEqual({ code: 'INR', min: 0, max: clicked });
  expect(await axe(page)).toEqual([]);
});

test('mobile (375 px): nothing applies before Apply filters; an empty result and Clear Filters', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openDemo(page, '/search/');
  const search = widget(page, 'course-search');
  await expect(search.getByText(available(courses.length))).toBeVisible();
  const before = page.url();

  await search.getByRole('button', { name: 'Filters' }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await expect(panel).toBeVisible();
  await panel.getByRole('radio', { name: /^IELTS/ }).check();
  await panel.getByRole('checkbox', { name: /^Morning/ }).check();
  expect(await axe(page)).toEqual([]);
  // Not applied: the results and the address have not moved.
  await expect(search.getByText(available(courses.length))).toBeVisible();
  expect(page.url()).toBe(before);

  // Closing discards the draft.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await search.getByRole('button', { name: 'Filters' }).click();
  await expect(panel.getByRole('radio', { name: 'All categories' })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: /^Morning/ })).not.toBeChecked();

  // Weeks from 24 and a price of 0: nothing matches.
  await panel.getByRole('slider', { name: 'Minimum Duration (weeks)' }).press('End');
  await panel.getByRole('slider', { name: 'Maximum Price' }).press('Home');
  await expect(search.getByText(available(courses.length))).toBeVisible();
  await panel.getByRole('button', { name: 'Apply filters' }).click();
  await expect(panel).toBeHidden();
  await expect(search.getByText(EMPTY_MESSAGE)).toBeVisible();
  await expect(search.getByText(available(0))).toBeVisible();
  await expect.poll(() => addressState(page)).toMatchObject({ week_duration: { min: 24, max: 24 }, price: { min: 0, max: 0 } });
  expect(await axe(page)).toEqual([]);

  await search.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(search.getByText(available(courses.length))).toBeVisible();
  await expect.poll(() => addressState(page)).toMatchObject({ week_duration: { min: 0, max: 24 }, price: { min: 0, max: 120000 } });
});

test('the same flow by keyboard alone', async ({ page }) => {
  await openDemo(page, '/search/');
  const search = widget(page, 'course-search');
  await expect(search.getByText(available(courses.length))).toBeVisible();

  // Category: Tab to the radios, arrow to IELTS (a radio group selects as it moves).
  await tabTo(page, search.getByRole('radio', { name: 'All categories' }));
  await page.keyboard.press('ArrowDown');
  await expect(search.getByRole('radio', { name: /^IELTS/ })).toBeChecked();
  await expect(search.getByText(available(countOf((c) => c.category.slug === 'ielts')))).toBeVisible();

  // Price: Tab to the upper thumb, PageDown five times (10 % of the range each).
  const max = search.getByRole('slider', { name: 'Maximum Price' });
  await tabTo(page, max);
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('PageDown');
  await expect(max).toHaveAttribute('aria-valuetext', '₹60,000');
  await expect(search.getByText(available(ieltsUpTo(60000)))).toBeVisible();
  await expect.poll(() => addressState(page)).toMatchObject({ category: [101], price: { max: 60000 } });

  await page.reload();
  await expect(search.getByText(available(ieltsUpTo(60000)))).toBeVisible();
  await expect(search.getByRole('radio', { name: /^IELTS/ })).toBeChecked();

  // Back to every category (Shift+Tab then arrow up would also do; Tab from the top is keyboard too).
  await tabTo(page, search.getByRole('radio', { name: /^IELTS/ }));
  await page.keyboard.press('ArrowUp');
  await expect(search.getByRole('radio', { name: 'All categories' })).toBeChecked();
  const total = countOf((c) => c.price <= 60000);
  const last = Math.ceil(total / LIMIT);
  await expect(search.getByText(available(total))).toBeVisible();

  // Pagination: Tab to Last, Enter; focus goes to the new page's list, and the next Tab is its
  // first course.
  await tabTo(page, search.getByRole('button', { name: 'Last' }));
  await page.keyboard.press('Enter');
  await expect(pageNumbers(search)).toHaveText([String(last - 1), String(last)]);
  await expect(search.getByRole('button', { name: 'Last' })).toBeDisabled();
  await expect(search.getByRole('region', { name: 'Courses' })).toBeFocused();
  await expect(search.getByRole('status').filter({ hasText: `Page ${last} of ${last}` })).toBeAttached();
  // The offset follows 400 ms after the key press.
  await expect.poll(() => addressState(page)?.offset).toBe(LIMIT * (last - 1));
  // Once the page's courses are in (while they load, the next Tab is the pager's, as it should be).
  await expect(search.getByRole('region', { name: 'Courses' })).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.press('Tab');
  await expect(search.getByRole('article').first().locator(':focus')).toHaveCount(1);
  await tabTo(page, search.getByRole('button', { name: `Page ${last - 1}` }));
  await page.keyboard.press('Enter');
  await expect(pageNumbers(search)).toHaveText([String(last - 2), String(last - 1)]);
  await expect.poll(() => addressState(page)?.offset).toBe(LIMIT * (last - 2));
  expect(await axe(page)).toEqual([]);
  await page.goBack();
  await expect(pageNumbers(search)).toHaveText([String(last - 1), String(last)]);

  // An empty result: weeks from 24 (End), price up to 0 (Home); then Clear Filters.
  await tabTo(page, search.getByRole('slider', { name: 'Minimum Duration (weeks)' }));
  await page.keyboard.press('End');
  await tabTo(page, search.getByRole('slider', { name: 'Maximum Price' }));
  await page.keyboard.press('Home');
  await expect(search.getByText(EMPTY_MESSAGE)).toBeVisible();
  const clear = search.locator('.yuno-empty-state').getByRole('button', { name: 'Clear Filters' });
  await tabTo(page, clear);
  await page.keyboard.press('Enter');
  // Reset keeps the category the address brought when the page was loaded (IELTS, before the reload).
  const ielts = search.getByText(available(countOf((c) => c.category.slug === 'ielts')));
  await expect(ielts).toBeVisible();
  await expect(search.getByRole('radio', { name: /^IELTS/ })).toBeChecked();
  // Focus is not lost with the button: it is on the new count.
  await expect(ielts).toBeFocused();
});

test('mobile side panel by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openDemo(page, '/search/');
  const search = widget(page, 'course-search');
  await expect(search.getByText(available(courses.length))).toBeVisible();

  await tabTo(page, search.getByRole('button', { name: 'Filters' }));
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await expect(panel).toBeVisible();
  await tabTo(page, panel.getByRole('radio', { name: 'All categories' }));
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('radio', { name: /^IELTS/ })).toBeChecked();
  await expect(search.getByText(available(courses.length))).toBeVisible();

  // Escape discards; reopening shows the applied state.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(search.getByRole('button', { name: 'Filters' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('radio', { name: 'All categories' })).toBeChecked();

  await tabTo(page, panel.getByRole('radio', { name: 'All categories' }));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, panel.getByRole('button', { name: 'Apply filters' }));
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(search.getByText(available(countOf((c) => c.category.slug === 'ielts')))).toBeVisible();
  await expect.poll(() => addressState(page)).toMatchObject({ category: [101] });
  expect(await axe(page)).toEqual([]);
});

test('on a page with a data table, the search and the table each keep their entry in ?state= across a reload', async ({ page }) => {
  await fixturePage(
    page,
    `<div data-yuno-widget="course-search"></div>
     <div data-yuno-widget="data-table" data-yuno-props='{"preset":"instructor-learners"}'></div>`,
    { as: 'instructor', bundles: ['course-search', 'data-table'] },
  );
  const search = widget(page, 'course-search');
  const learners = widget(page, 'data-table');
  await expect(search.getByText(available(courses.length))).toBeVisible();
  await learners.getByRole('button', { name: 'Next page' }).click();
  await expect(learners.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => addressState(page)).toMatchObject({ 'instructor-learners': { page: 2 } });

  await search.getByRole('radio', { name: /^IELTS/ }).check();
  await expect(search.getByText(available(countOf((c) => c.category.slug === 'ielts')))).toBeVisible();
  await expect.poll(() => addressState(page)).toMatchObject({ category: [101], 'instructor-learners': { page: 2 } });

  await page.reload();
  await expect(widget(page, 'data-table').getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(widget(page, 'course-search').getByRole('radio', { name: /^IELTS/ })).toBeChecked();
  await expect(widget(page, 'course-search').getByText(available(countOf((c) => c.category.slug === 'ielts')))).toBeVisible();
});

test('a link whose offset lies between pages, or with another limit, shows whole pages of 20 from the top', async ({ page }) => {
  const search = widget(page, 'course-search');
  const cards = search.getByRole('article');
  // A card is named by its course's title (and, linking out, '(opens in a new tab)').
  const titled = (index: number) => new RegExp(`^${courses[index].title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(opens in a new tab\\))?$`);
  const open = (state: object) => openDemo(page, `/search/?state=${encodeURIComponent(JSON.stringify(state))}`);

  // Offset 7 is on page 1: courses 1 to 20, not 8 to 27, and the pager agrees.
  await open({ offset: 7 });
  await expect(search.getByText(available(courses.length))).toBeVisible();
  await expect(cards).toHaveCount(LIMIT);
  await expect(cards.first()).toHaveAccessibleName(titled(0));
  await expect(cards.last()).toHaveAccessibleName(titled(LIMIT - 1));
  await scrollToPages(search);
  await expect(search.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(search.getByRole('button', { name: 'Next page' })).toBeEnabled();

  // Offset 47 is on page 3: it starts at course 41.
  await open({ offset: 47 });
  await expect(search.getByText(available(courses.length))).toBeVisible();
  await scrollToPages(search);
  await expect(search.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  await expect(cards.first()).toHaveAccessibleName(titled(2 * LIMIT));
  await expect(cards).toHaveCount(Math.min(LIMIT, courses.length - 2 * LIMIT));
  await search.getByRole('button', { name: 'First' }).click();
  await expect(cards.first()).toHaveAccessibleName(titled(0));
  await expect.poll(() => addressState(page)?.offset).toBe(0);

  // A limit of 100 is the page size of 20 again, with the pager to reach the rest.
  await open({ limit: 100, offset: 3 });
  await expect(search.getByText(available(courses.length))).toBeVisible();
  await expect(cards).toHaveCount(LIMIT);
  await expect(cards.first()).toHaveAccessibleName(titled(0));
  await expect(await scrollToPages(search)).toBeVisible();
  await expect(search.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await search.getByRole('button', { name: 'Last' }).click();
  const last = Math.ceil(courses.length / LIMIT);
  await expect(search.getByRole('button', { name: `Page ${last}` })).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(courses.length - LIMIT * (last - 1));
  await expect.poll(() => addressState(page)).toMatchObject({ limit: LIMIT, offset: LIMIT * (last - 1) });
});

test('every button and slider thumb of the filters is a pointer target of at least 24 × 24 px (WCAG 2.5.8)', async ({ page }) => {
  await openDemo(page, '/search/');
  const search = widget(page, 'course-search');
  const filters = search.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByRole('button', { name: 'View all' })).toBeVisible();
  // A slider takes the pointer on its thumbs only: 11 px from a thumb's centre, each way, is
  // still that thumb.
  const thumbs = [
    ['Minimum Duration (weeks)', 0],
    ['Maximum Duration (weeks)', 1],
    ['Minimum Price', 0],
    ['Maximum Price', 1],
  ] as const;
  for (const [name, fraction] of thumbs) {
    const centre = await thumbAt(filters.getByRole('slider', { name }), fraction);
    for (const [dx, dy] of [
      [-11, 0],
      [11, 0],
      [0, -11],
      [0, 11],
    ]) {
      expect(await elementAt(search, { x: centre.x + dx, y: centre.y + dy }), `${name} at ${dx}, ${dy}`).toBe(name);
    }
  }
  const targets = await filters.locator('button').evaluateAll((elements) =>
    elements.map((el) => {
      const box = el.getBoundingClientRect();
      return { name: el.getAttribute('aria-label') || el.textContent!.trim(), width: box.width, height: box.height };
    }),
  );
  expect(targets.map((t) => t.name)).toEqual(expect.arrayContaining(['Clear Filters', 'View all']));
  for (const target of targets) {
    expect(target.width, target.name).toBeGreaterThanOrEqual(24);
    expect(target.height, target.name).toBeGreaterThanOrEqual(24);
  }
});

test.describe('the side panel on a phone (375 px) is fetched as it first opens', () => {
  const DRAWER = '/widgets/course-search-drawer.js';
  // 'Filters', then 'Filters 1 applied' once a filter is on.
  const filtersButton = (page: Page) => widget(page, 'course-search').getByRole('button', { name: /^Filters( \d+ applied)?$/ });
  const panel = (page: Page) => page.getByRole('dialog', { name: 'Filters' });
  /** Whether the focus is inside the open panel (it lives in the widget's shadow root). */
  const focusInside = (page: Page) => panel(page).evaluate((el) => el.contains((el.getRootNode() as ShadowRoot).activeElement));

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
  });

  test('not on load; a click opens it with the focus inside, its actions side by side', async ({ page }) => {
    const fetched = requestsTo(page, DRAWER);
    await openDemo(page, '/');
    await expect(filtersButton(page)).toBeVisible();
    await pageAtRest(page);
    expect(fetched).toHaveLength(0);

    await filtersButton(page).click();
    await expect(panel(page)).toBeVisible();
    expect(fetched).toHaveLength(1);
    await expect.poll(() => focusInside(page)).toBe(true);
    // Its styles came with it: Clear Filters and Apply filters share the footer's row.
    const [clear, apply] = [
      await panel(page).getByRole('button', { name: 'Clear Filters' }).boundingBox(),
      await panel(page).getByRole('button', { name: 'Apply filters' }).boundingBox(),
    ];
    expect(clear!.y).toBe(apply!.y);
    expect(Math.abs(clear!.width - apply!.width)).toBeLessThanOrEqual(1);
    expect(await axe(page)).toEqual([]);
  });

  test('opened by key while its code is on its way, it opens when the code arrives and works by keyboard', async ({ page }) => {
    const held: Route[] = [];
    await page.route(`**${DRAWER}*`, (route) => void held.push(route));
    await openDemo(page, '/');
    const button = filtersButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => held.length).toBe(1);
    await expect(panel(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    await held[0].continue();
    await expect(panel(page)).toBeVisible();
    await expect.poll(() => focusInside(page)).toBe(true);
    await tabTo(page, panel(page).getByRole('radio', { name: 'All categories' }));
    await page.keyboard.press('ArrowDown');
    await tabTo(page, panel(page).getByRole('button', { name: 'Apply filters' }));
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeHidden();
    await expect.poll(() => addressState(page)).toMatchObject({ category: [101] });
    // Open again: at once now; Escape closes it, back to the button.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusInside(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('when its code cannot be fetched the person is told, and the next press opens it', async ({ page, consoleErrors }) => {
    await page.route(`**${DRAWER}*`, (route) => route.abort());
    await openDemo(page, '/');
    const button = filtersButton(page);
    await button.click();
    await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: ERROR_MESSAGES.common.trim() })).toBeVisible();
    expect(consoleErrors.some((text) => text.includes('the part "course-search-drawer" could not be loaded'))).toBe(true);
    await expect(panel(page)).toHaveCount(0);
    await expect(button).toBeFocused();

    await page.unroute(`**${DRAWER}*`);
    await button.click();
    await expect(panel(page)).toBeVisible();
    await expect.poll(() => focusInside(page)).toBe(true);
  });
});

test.describe('the pagination bar is fetched as it nears the view', () => {
  const PAGES = '/widgets/course-search-pages.js';
  /** Where an element is on the page (not in the window), rounded to the pixel. */
  const pageTop = (locator: Locator) => locator.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));

  for (const width of [375, 1280]) {
    test(`at ${width} px: not at the top of the page; scrolled to, it takes the place held for it and nothing moves`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const fetched = requestsTo(page, PAGES);
      await openDemo(page, '/search/');
      const search = widget(page, 'course-search');
      await expect(search.getByText(available(courses.length))).toBeVisible();
      await pageAtRest(page);
      // Every card of the page in (they come in turns): the list is as long as it will be.
      await expect(search.locator('.yuno-search__grid')).not.toHaveAttribute('aria-busy', 'true');
      const slot = search.locator('.yuno-search__pages');
      const footer = widget(page, 'footer');
      const before = { slot: await pageTop(slot), height: (await slot.boundingBox())!.height, footer: await pageTop(footer) };
      expect(fetched).toHaveLength(0);
      await expect(search.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

      const bar = await scrollToPages(search);
      await expect(bar.getByText('Page 1 of 4', { exact: true })).toBeVisible();
      expect(fetched).toHaveLength(1);
      expect({ slot: await pageTop(slot), height: (await bar.boundingBox())!.height, footer: await pageTop(footer) }).toEqual(before);
      await bar.getByRole('button', { name: 'Next page' }).click();
      await expect(search.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      expect(await axe(page)).toEqual([]);
    });
  }

  test('when its code cannot be fetched, the common error with Try again stands in its place', async ({ page, consoleErrors }) => {
    await page.route(`**${PAGES}*`, (route) => route.abort());
    await openDemo(page, '/search/');
    const search = widget(page, 'course-search');
    await expect(search.getByText(available(courses.length))).toBeVisible();
    await scrollToPages(search);
    const notice = search.getByRole('alert').filter({ hasText: ERROR_MESSAGES.common.trim() });
    await expect(notice).toBeVisible();
    expect(consoleErrors.some((text) => text.includes('the part "course-search-pages" could not be loaded'))).toBe(true);
    // The list above is untouched.
    await expect(search.getByRole('article')).toHaveCount(LIMIT);

    await page.unroute(`**${PAGES}*`);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(search.getByRole('navigation', { name: 'Pagination' }).getByText('Page 1 of 4', { exact: true })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
