/**
 * The plugin on a real WordPress front end, with a classic theme and a block theme (one
 * project each): pages with every shortcode and every block mount their widgets from the
 * production bundles, which talk to the mock API on its own origin.
 */
import { COURSE_SEARCH_TEXT, REFERRAL_TEXT, SIDE_MENU_HEADING } from '@yuno/core';
import type { Page } from '@playwright/test';
import { axe, expect, logIn, mockUrl, test, THEME_FINDINGS, themeAxe, widget, WIDGETS } from './support';

const resultCount = new RegExp(COURSE_SEARCH_TEXT.resultCount.replace('{n}', '\\d+'));

/** Every widget mounted without an error, and showing what its data says. */
async function expectEveryWidgetMounted(page: Page) {
  for (const name of WIDGETS) {
    await expect(widget(page, name), name).toHaveAttribute('data-yuno-mounted', 'ok');
  }
  await expect(widget(page, 'course-search').getByText(resultCount)).toBeVisible();
  await expect(widget(page, 'course-card').getByRole('heading').first()).toBeVisible();
  await expect(widget(page, 'referral-menu').getByText(REFERRAL_TEXT.titleInstructor, { exact: true })).toBeVisible();
  await expect(widget(page, 'side-menu').getByText(SIDE_MENU_HEADING.other, { exact: true })).toBeVisible();
  // The footer's chat link carries the number from Settings → Yuno widgets.
  await expect(widget(page, 'footer').locator('a[href*="919876543210"]')).toHaveCount(1);
}

for (const [page_, path] of [
  ['every shortcode', '/yuno-shortcodes/'],
  ['every block', '/yuno-blocks/'],
] as const) {
  test(`a page with ${page_} mounts all nine widgets from the production bundles against the mock API`, async ({ page, traffic, pageErrors, theme }) => {
    await logIn(page, 'instructor');
    await page.goto(path);
    await expectEveryWidgetMounted(page);

    // The runtime, the kit and each widget's bundle, once each, with a versioned URL.
    const scripts = traffic.bundles.filter((b) => b.includes('.js'));
    for (const name of ['yuno-runtime', 'yuno-kit', ...WIDGETS]) {
      expect(
        scripts.filter((s) => s.startsWith(`${name}.js?ver=`)),
        `${name}.js`,
      ).toHaveLength(1);
    }
    // The page config named the mock API and the demo instructor; the widgets asked it.
    const config = await page.evaluate(() => (window as unknown as { yunoConfig: Record<string, unknown> }).yunoConfig);
    expect(config).toMatchObject({ apiBase: `${mockUrl()}/wp-json/yuno`, userId: 4201, token: 'demo-token-instructor' });
    expect(traffic.api).toContainEqual({ path: 'v3/user/info/4201', status: 200 });
    expect(traffic.api.map((call) => call.path)).toContain('v4/courses/search');
    expect(traffic.api.filter((call) => call.status >= 500)).toEqual([]);

    expect(await themeAxe(page, theme)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

test('a visitor gets the public widgets, user id 0 and no token', async ({ page, traffic, pageErrors, theme }) => {
  await page.goto('/yuno-blocks/');
  await expect(widget(page, 'header')).toHaveAttribute('data-yuno-mounted', 'ok');
  await expect(widget(page, 'course-search').getByText(resultCount)).toBeVisible();
  const config = await page.evaluate(() => (window as unknown as { yunoConfig: Record<string, unknown> }).yunoConfig);
  expect(config).toMatchObject({ userId: 0, token: '' });
  expect(traffic.api.map((call) => call.path).filter((path) => path.startsWith('v3/user/info'))).toEqual([]);
  expect(await themeAxe(page, theme)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('on a site whose marketplace API is its own, a signed-in page carries the user info and each course widget its course: no request for them, every widget mounts', async ({
  page,
  pageErrors,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/wp-json/yuno/')) asked.push(url.pathname.slice('/wp-json/yuno/'.length));
  });
  await logIn(page, 'instructor');
  // The local site passes its own /wp-json/yuno calls on to the mock API.
  await page.goto('/yuno-blocks/?api=site');
  await expectEveryWidgetMounted(page);
  const config = await page.evaluate(
    () => (window as unknown as { yunoConfig: { apiBase: string; preload?: Record<string, { data?: { user_id?: number } }> } }).yunoConfig,
  );
  expect(config.apiBase).toBe(`${new URL(page.url()).origin}/wp-json/yuno`);
  const preloaded = ['v3/user/info/4201', 'v4/courses/1001/card', 'v1/courses/1001'];
  expect(Object.keys(config.preload ?? {})).toEqual(preloaded);
  expect(config.preload?.['v3/user/info/4201'].data?.user_id).toBe(4201);
  expect(asked.filter((path) => preloaded.includes(path))).toEqual([]);
  expect(asked).toContain('v4/courses/search');
  expect(pageErrors).toEqual([]);
});

test('hostile attribute values reach the widget intact and run nothing', async ({ page, pageErrors }) => {
  await page.goto('/yuno-hostile/');
  const points = widget(page, 'course-search');
  await expect(points).toHaveCount(2);
  for (const index of [0, 1]) await expect(points.nth(index)).toHaveAttribute('data-yuno-mounted', 'ok');
  const seen = await page.evaluate(() => ({
    hacked: (window as unknown as { yunoHacked?: number }).yunoHacked ?? null,
    props: [...document.querySelectorAll<HTMLElement>('[data-yuno-widget="course-search"]')].map((el) => JSON.parse(el.dataset.yunoProps || 'null')),
  }));
  expect(seen.hacked).toBeNull();
  const hostile = 'Say "hi" &quot;quoted&quot; &amp; <b>bold</b> <script>window.yunoHacked=1</script> </script> café 日本語 🎓';
  expect(seen.props[0]).toMatchObject({ emptyStateMessage: hostile });
  // `category` is a category id: the hostile text there is dropped by the plugin.
  expect(seen.props[0]).not.toHaveProperty('category');
  expect(seen.props[1]).toMatchObject({ emptyStateMessage: hostile });
  expect(pageErrors).toEqual([]);
});

test('a page with only a course search still opens the availability panel: the plugin adds it', async ({ page, pageErrors }) => {
  await page.goto('/yuno-search-only/');
  await expect(widget(page, 'course-search').getByText(resultCount)).toBeVisible();
  await expect(widget(page, 'availability-panel')).toHaveCount(1);
  await widget(page, 'course-search')
    .getByRole('button', { name: /^See Availability/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the site words the widgets through the yuno_widgets_strings filter (here: Spanish)', async ({ page, pageErrors }) => {
  await page.goto('/yuno-blocks/?lang=es');
  const config = await page.evaluate(() => (window as unknown as { yunoConfig: { strings: Record<string, string> } }).yunoConfig);
  expect(config.strings).toMatchObject({ 'See Availability': 'Ver disponibilidad', '{n} online courses available': '{n} cursos en línea disponibles' });
  const search = widget(page, 'course-search');
  await expect(search.getByText(/^\d+ cursos en línea disponibles$/)).toBeVisible();
  await expect(search.getByText(resultCount)).toHaveCount(0);
  await expect(search.getByRole('button', { name: /^Ver disponibilidad/ }).first()).toBeVisible();
  await expect(search.getByRole('button', { name: /^See Availability/ })).toHaveCount(0);
  await expect(widget(page, 'header').getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("a page without widgets loads nothing from the plugin, and axe finds only the theme's own known findings", async ({ page, traffic, theme }) => {
  await page.goto('/no-widgets/');
  await expect(page.getByText('Nothing from Yuno on this page.')).toBeVisible();
  expect(traffic.bundles).toEqual([]);
  expect(await page.evaluate(() => 'yunoConfig' in window)).toBe(false);
  // Exactly the theme's known findings (none for most themes): a page the plugin adds nothing to.
  expect(await axe(page)).toEqual(THEME_FINDINGS[theme] ?? []);
});
