/**
 * Routes on real pages, from the production bundles: the runtime declares only its own, the
 * editor's and the shell's routes; a widget's bundle adds the ones it calls as it loads, and
 * the page config's path for a route wins, also for one added that late.
 */
import { test, expect, openDemo, baseUrl, requestsTo } from './support';

test("a table's route takes the site's path from the page config, though its bundle declares it after the runtime read the config", async ({ page }) => {
  // The site's own address for the learners' list, set as a site would (`yunoConfig.routes`).
  await page.addInitScript(() => {
    let config: Record<string, unknown> | undefined;
    Object.defineProperty(window, 'yunoConfig', {
      configurable: true,
      get: () => config,
      set: (value: Record<string, unknown>) => {
        config = { ...value, routes: { learners: 'v9/site/learners/{userId}' } };
      },
    });
  });
  // That address answers what the mock answers for the learners.
  await page.route(/\/wp-json\/yuno\/v9\/site\/learners\//, async (route) => {
    const url = new URL(route.request().url());
    url.pathname = url.pathname.replace(/v9\/site\/learners\/(\d+)/, 'v4/instructors/$1/learners');
    await route.fulfill({ response: await route.fetch({ url: url.toString() }) });
  });
  const atSitePath = requestsTo(page, '/v9/site/learners/');
  const atDefaultPath = requestsTo(page, '/learners?');

  await openDemo(page, '/instructor/', { as: 'instructor' });
  const learners = page.locator(`[data-yuno-widget="data-table"][data-yuno-props*='"instructor-learners"']`);
  await expect(learners.getByRole('table', { name: 'My learners' }).getByRole('row')).toHaveCount(21);
  expect(atSitePath.length).toBeGreaterThan(0);
  expect(atDefaultPath).toEqual([]);
});

test('the runtime alone serves the routes the block editor calls, and says which are not declared', async ({ page }) => {
  await page.route(`${baseUrl()}/runtime-only/`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Runtime only</title><script>window.yunoConfig = { apiBase: '/wp-json/yuno', userId: 4201, routes: { categories: 'v9/site/categories' } };</script><script src="/widgets/yuno-runtime.js"></script>`,
    }),
  );
  await page.goto(`${baseUrl()}/runtime-only/`);
  const urls = await page.evaluate(() => {
    const { core } = (window as unknown as { YunoRuntime: { core: { routeUrl: (name: string, params?: object) => string } } }).YunoRuntime;
    const url = (name: string, params?: object) => {
      try {
        return core.routeUrl(name, params);
      } catch (error) {
        return (error as Error).message;
      }
    };
    return [url('userInfo', { userId: 4201 }), url('categories'), url('courseSearch'), url('course', { courseId: 1001 }), url('learners', { userId: 4201 })];
  });
  expect(urls).toEqual([
    '/wp-json/yuno/v3/user/info/4201',
    '/wp-json/yuno/v9/site/categories',
    '/wp-json/yuno/v4/courses/search',
    '/wp-json/yuno/v1/courses/1001',
    'Unknown route "learners": none of the widgets loaded so far declares it',
  ]);
  expect(await page.evaluate(() => document.querySelectorAll('[data-yuno-widget]').length)).toBe(0);
});
