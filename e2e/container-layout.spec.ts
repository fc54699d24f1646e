/**
 * Widgets lay out by the width of their own box, not the window's: the same widget in a theme's
 * ~650 px content column and across a full-width page, both in a 1280 px window.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, openDemo, widget, scrollToPages } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

/** Narrows a mount point to a theme's content column (the page around it keeps the window's width). */
async function inColumn(page: Page, name: string, width: number) {
  await widget(page, name)
    .first()
    .evaluate((element, px) => {
      (element as HTMLElement).style.width = `${px}px`;
    }, width);
}

/** The number of distinct rows the given elements sit on (by their top edges). */
async function rows(items: Locator): Promise<number> {
  const tops = await items.evaluateAll((elements) => elements.map((el) => Math.round(el.getBoundingClientRect().top)));
  return new Set(tops).size;
}

for (const [as, path] of [
  ['visitor', '/'],
  ['learner', '/learner/'],
] as const) {
  test.describe(`the header (${as})`, () => {
    const banner = (page: Page) => widget(page, 'header').getByRole('banner');

    test('in a 650 px column of a 1280 px window: one row, the links behind Menu, and Menu opens them', async ({ page }) => {
      await openDemo(page, path, { as });
      await inColumn(page, 'header', 650);
      const menu = banner(page).getByRole('button', { name: 'Menu', exact: true });
      await expect(menu).toBeVisible();
      await expect(banner(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
      expect((await banner(page).boundingBox())!.height).toBeLessThan(80);
      await menu.click();
      const nav = banner(page).getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      // Opened in the column, the links are a list under the bar, each inside the column.
      for (const link of await nav.getByRole('link').all()) {
        const box = (await link.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(650);
      }
    });

    test('across the full width of a 1280 px window: the links in the bar, on one row, and no Menu', async ({ page }) => {
      await openDemo(page, path, { as });
      const nav = banner(page).getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      await expect(banner(page).getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
      expect(await rows(nav.getByRole('listitem'))).toBe(1);
      expect((await banner(page).boundingBox())!.height).toBeLessThan(80);
    });
  });
}

test('the header widened from a column to the full width closes its open Menu and shows the links in the bar', async ({ page }) => {
  await openDemo(page, '/', { as: 'visitor' });
  await inColumn(page, 'header', 650);
  const banner = widget(page, 'header').getByRole('banner');
  await banner.getByRole('button', { name: 'Menu', exact: true }).click();
  await widget(page, 'header')
    .first()
    .evaluate((element) => ((element as HTMLElement).style.width = ''));
  await expect(banner.getByRole('button', { name: 'Menu', exact: true, includeHidden: true })).toHaveAttribute('aria-expanded', 'false');
  await expect(banner.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect((await banner.boundingBox())!.height).toBeLessThan(80);
});

test.describe('the course search', () => {
  const search = (page: Page) => widget(page, 'course-search');
  const cards = (page: Page) => search(page).getByRole('article');

  test('across a 1280 px page: the filters beside three columns of cards, and the pager says how many pages', async ({ page }) => {
    await openDemo(page, '/search/');
    await expect(search(page).getByText('72 online courses available')).toBeVisible();
    await expect(search(page).getByRole('complementary', { name: 'Filters' })).toBeVisible();
    const lefts = await cards(page).evaluateAll((elements) => elements.slice(0, 6).map((el) => Math.round(el.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(3);
    // The spec's window of two page numbers, and beside it where it is.
    const pager = await scrollToPages(search(page));
    await expect(pager.getByText('Page 1 of 4', { exact: true })).toBeVisible();
  });

  test('in a 650 px column of a 1280 px window: the filters behind a button, the cards in the room left', async ({ page }) => {
    await openDemo(page, '/search/');
    await inColumn(page, 'course-search', 650);
    await expect(search(page).getByRole('button', { name: /^Filters/ })).toBeVisible();
    await expect(search(page).getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
    for (const card of (await cards(page).all()).slice(0, 4)) {
      const box = (await card.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(650 + (await widget(page, 'course-search').boundingBox())!.x);
    }
  });
});

test.describe('the course card', () => {
  for (const width of [1280, 375]) {
    test(`instructor avatars are 32 × 32 circles, each overlapping the next by 8 px (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openDemo(page, '/search/');
      const avatars = widget(page, 'course-search').getByRole('article').first().getByRole('list', { name: 'Instructors' }).getByRole('img');
      await expect(avatars).toHaveCount(6);
      const boxes = await avatars.evaluateAll((elements) => elements.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      for (const box of boxes) expect([box.width, box.height]).toEqual([32, 32]);
      for (let i = 1; i < boxes.length; i++) expect(boxes[i - 1].right - boxes[i].left).toBe(8);
    });
  }

  test('a narrow card stacks its actions, the call-to-action first; a wide one puts it last, beside See Availability', async ({ page }) => {
    await openDemo(page, '/search/');
    const actions = widget(page, 'course-search').getByRole('article').first().locator('.yuno-card__actions > *');
    // Three columns across a 1280 px page: cards of about 280 px.
    await expect(actions.first()).toHaveText(/^Enroll now/);
    // A 500 px column: one column of cards as wide as the column.
    await inColumn(page, 'course-search', 500);
    await expect(actions.first()).toHaveText(/^See Availability/);
    await expect(actions.last()).toHaveText(/^Enroll now/);
    const [a, b] = await Promise.all([actions.first().boundingBox(), actions.last().boundingBox()]);
    expect(a!.y).toBe(b!.y);
  });
});

test('the footer in a 400 px column of a 1280 px window stacks its bottom line; across the window it is one row', async ({ page }) => {
  await openDemo(page, '/course/?course_id=1001');
  const footer = widget(page, 'footer');
  const bottom = footer.locator('.yuno-footer__bottom');
  await expect(bottom).toBeVisible();
  const direction = () => bottom.evaluate((el) => getComputedStyle(el).flexDirection);
  expect(await direction()).toBe('row');
  await inColumn(page, 'footer', 400);
  await expect.poll(direction).toBe('column');
  const box = (await footer.boundingBox())!;
  for (const item of await bottom.locator(':scope > *').all()) {
    const part = (await item.boundingBox())!;
    expect(part.x + part.width).toBeLessThanOrEqual(box.x + box.width);
  }
});

test('every price reads the same way: the card before tax ("+ GST"), each batch as charged ("Incl. of all taxes")', async ({ page }) => {
  await openDemo(page, '/course/?course_id=1001', { as: 'learner' });
  await expect(widget(page, 'course-card').getByText('₹12,711')).toBeVisible();
  await expect(widget(page, 'course-card').getByText('+ GST')).toBeVisible();
  const prices = widget(page, 'course-availability').locator('.yuno-batch__price');
  await expect(prices.first()).toBeVisible();
  for (const price of await prices.all()) await expect(price).toHaveText(/^₹[\d,]+Incl\. of all taxes$/);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('after Apply the mobile filters show they are on: a count on Filters and a chip each, which takes its filter off', async ({ page }) => {
    await openDemo(page, '/search/');
    const search = widget(page, 'course-search');
    await search.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.getByRole('radio', { name: /^IELTS/ }).check();
    await panel.getByRole('checkbox', { name: /^Morning/ }).check();
    await panel.getByRole('button', { name: 'Apply filters' }).click();
    await expect(panel).toBeHidden();
    const button = search.getByRole('button', { name: 'Filters 2 applied' });
    await expect(button).toBeVisible();
    await expect(button).toContainText('2');
    const chips = search.getByRole('list', { name: 'Applied filters' }).getByRole('button');
    await expect(chips).toHaveText([/^IELTS\b/, /^Morning\b/]);
    await search.getByRole('button', { name: 'Remove Morning' }).click();
    await expect(chips).toHaveText([/^IELTS\b/]);
    await expect(search.getByRole('button', { name: 'Filters 1 applied' })).toBeVisible();
  });

  test("the course page reads in order: the course's title, then its card, then the batches", async ({ page }) => {
    await openDemo(page, '/course/?course_id=1001', { as: 'learner' });
    const title = page.getByRole('heading', { level: 1 });
    const card = widget(page, 'course-card').getByRole('article');
    const batches = page.getByRole('heading', { name: 'Availability', level: 2 });
    await expect(card).toBeVisible();
    const [t, c, b] = await Promise.all([title, card, batches].map(async (l) => (await l.boundingBox())!.y));
    expect(t).toBeLessThan(c);
    expect(c).toBeLessThan(b);
  });
});

test.describe('the side menu', () => {
  test("at 1280 px its white panel runs the page's full height beside the main area", async ({ page }) => {
    await openDemo(page, '/learner/', { as: 'learner' });
    const panel = widget(page, 'side-menu').locator('.yuno-side');
    await expect(panel.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(widget(page, 'data-table').first().getByRole('tab', { name: 'My Schedule' })).toBeVisible();
    const main = (await page.locator('main').boundingBox())!;
    await expect.poll(async () => Math.round((await panel.boundingBox())!.height)).toBeGreaterThanOrEqual(Math.floor(main.height));
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("under the header's Menu, one bar across the page names the account menu it opens (no second Menu in a box of its own)", async ({ page }) => {
      await openDemo(page, '/learner/', { as: 'learner' });
      const toggle = widget(page, 'side-menu').getByRole('button', { name: 'Open the menu: Learn' });
      await expect(toggle).toHaveText('Learn');
      const bar = (await widget(page, 'side-menu').locator('.yuno-side').boundingBox())!;
      expect(bar.x).toBe(0);
      expect(bar.width).toBe(375);
      await toggle.click();
      await expect(widget(page, 'side-menu').getByRole('navigation', { name: 'Learn' }).getByRole('link', { name: 'Home' })).toBeVisible();
    });
  });
});

test.describe('the header menus', () => {
  const header = (page: Page) => widget(page, 'header');

  test('at 1280 px Explore shows its groups side by side, whole: nothing scrolls inside it', async ({ page }) => {
    await openDemo(page, '/');
    await header(page).getByRole('button', { name: 'Explore' }).click();
    const menu = header(page).getByRole('menu', { name: 'Explore' });
    await expect(menu.getByRole('menuitem').last()).toBeInViewport();
    // Each group's entry (its heading, then its items) starts on the same row.
    const tops = await menu.getByRole('group').evaluateAll((groups) => groups.map((g) => Math.round(g.parentElement!.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await menu.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('Explore opens under its button, inside the screen, without covering the button', async ({ page }) => {
      await openDemo(page, '/');
      await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
      const explore = header(page).getByRole('button', { name: 'Explore' });
      await explore.click();
      const menu = header(page).getByRole('menu', { name: 'Explore' });
      await expect(menu.getByRole('menuitem').first()).toBeVisible();
      const [button, list] = [(await explore.boundingBox())!, (await menu.boundingBox())!];
      expect(list.y).toBeGreaterThanOrEqual(button.y + button.height);
      expect(list.x + list.width).toBeLessThanOrEqual(375);
      expect(await menu.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
    });
  });

  test('the header search shows every suggestion group whole, the categories after the courses', async ({ page }) => {
    await openDemo(page, '/');
    await header(page).getByRole('combobox', { name: 'Search courses' }).pressSequentially('eng');
    const listbox = header(page).getByRole('listbox');
    const categories = listbox.getByRole('group', { name: /categories/i });
    await expect(categories.getByRole('option').first()).toBeVisible();
    expect(await listbox.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
    await expect(listbox.getByRole('option').last()).toBeInViewport();
  });
});
