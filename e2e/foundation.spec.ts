/**
 * The embed contract, on the production bundles: a widget mounts from its bundle, a mount
 * point with bad props shows its own message while the others mount, and a hostile theme
 * changes nothing inside the widgets.
 */
import { readFileSync } from 'node:fs';
import { test, expect, requestsTo } from './support';
import { fixturePage, pixelDifference } from './hostile/support';

test('the runtime exposes its API and mounts a widget from its production bundle', async ({ page, pageErrors }) => {
  await fixturePage(page, `<div data-yuno-widget="course-card" data-yuno-props='{"courseId":1001}'></div>`, { bundles: ['course-card'] });
  const card = page.locator('[data-yuno-widget="course-card"]');
  await expect(card).toHaveAttribute('data-yuno-mounted', 'ok');
  await expect(card.getByRole('link').first()).toBeVisible();
  const api = await page.evaluate(() => ({ keys: Object.keys(window.yuno ?? {}).sort(), version: window.yuno?.version }));
  expect(api.keys).toEqual(['mount', 'unmount', 'version']);
  expect(api.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(pageErrors).toEqual([]);
});

test('bad props show an inline message in that mount point only; other widgets still mount', async ({ page, consoleErrors }) => {
  await fixturePage(
    page,
    `<div id="bad-json" data-yuno-widget="course-card" data-yuno-props='{courseId: 101'></div>
     <div id="bad-type" data-yuno-widget="course-card" data-yuno-props='{"courseId":"abc"}'></div>
     <div id="unknown" data-yuno-widget="no-such-widget"></div>
     <div id="good" data-yuno-widget="course-card" data-yuno-props='{"courseId":1001}'></div>`,
    { bundles: ['course-card'] },
  );
  await expect(page.locator('#bad-json').getByRole('alert')).toContainText('Its props are not valid JSON.');
  await expect(page.locator('#bad-type').getByRole('alert')).toContainText('"courseId" property must be a number');
  await expect(page.locator('#unknown').getByRole('alert')).toContainText('There is no widget called “no-such-widget” here: is its script on the page?');
  await expect(page.locator('#good')).toHaveAttribute('data-yuno-mounted', 'ok');
  await expect(page.locator('#good').getByRole('link').first()).toBeVisible();
  expect(consoleErrors.some((e) => e.includes('widget "course-card"'))).toBe(true);
  expect(consoleErrors.some((e) => e.includes('widget "no-such-widget"'))).toBe(true);
});

test('a widget bundle of another build does not mount on this runtime: its mount point says so, the others mount', async ({ page, consoleErrors }) => {
  // The runtime hands shared code on under the short keys plan.json declares; the key a bundle
  // registers itself with carries the plan's fingerprint (scripts/bundles/plan.ts). Here the
  // footer bundle has another plan's fingerprint, as from a stale cache after a release.
  const manifest = JSON.parse(readFileSync('dist/widgets/manifest.json', 'utf8'));
  const key: string = manifest.shared.keys.runtime.registerWidget;
  const otherBuild = `${key.slice(0, -6)}${key.slice(-6) === '000000' ? '000001' : '000000'}`;
  await page.route('**/widgets/footer.js*', async (route) => {
    const code = readFileSync('dist/widgets/footer.js', 'utf8');
    expect(code).toContain(`.${key}(`);
    await route.fulfill({ contentType: 'text/javascript', body: code.replaceAll(`.${key}(`, `.${otherBuild}(`) });
  });
  await fixturePage(
    page,
    `<div id="footer" data-yuno-widget="footer"></div>
     <div id="card" data-yuno-widget="course-card" data-yuno-props='{"courseId":1001}'></div>`,
    { bundles: ['footer', 'course-card'] },
  );
  await expect(page.locator('#footer').getByRole('alert')).toContainText('There is no widget called “footer” here: is its script on the page?');
  await expect(page.locator('#card')).toHaveAttribute('data-yuno-mounted', 'ok');
  await expect(page.locator('#card').getByRole('link').first()).toBeVisible();
  expect(consoleErrors.some((e) => e.includes('widget "footer"'))).toBe(true);
});

test('a page that lists only the runtime and the widget bundles still mounts them: the runtime fetches the kit beside itself', async ({ page, pageErrors }) => {
  const kit = requestsTo(page, '/widgets/yuno-kit.js');
  await fixturePage(
    page,
    `<div id="card" data-yuno-widget="course-card" data-yuno-props='{"courseId":1001}'></div><div id="footer" data-yuno-widget="footer"></div>`,
    {
      bundles: ['course-card', 'footer'],
      kit: false,
    },
  );
  await expect(page.locator('#card')).toHaveAttribute('data-yuno-mounted', 'ok');
  await expect(page.locator('#card').getByRole('link', { name: /^Enroll now/ })).toBeVisible();
  await expect(page.locator('#footer')).toHaveAttribute('data-yuno-mounted', 'ok');
  expect(kit).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

test('when the kit cannot be fetched each mount point says so, and the page stays', async ({ page, consoleErrors, pageErrors }) => {
  await page.route('**/widgets/yuno-kit.js*', (route) => route.abort());
  await fixturePage(page, `<p id="own">The page's own text</p><div id="card" data-yuno-widget="course-card" data-yuno-props='{"courseId":1001}'></div>`, {
    bundles: ['course-card'],
    kit: false,
  });
  await expect(page.locator('#card').getByRole('alert')).toContainText('The widgets’ shared code (yuno-kit.js) could not be loaded.');
  await expect(page.locator('#card')).toHaveAttribute('data-yuno-mounted', 'error');
  await expect(page.locator('#own')).toBeVisible();
  expect(consoleErrors.some((e) => e.includes('widget "course-card"') && e.includes('yuno-kit.js'))).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('a kit that arrives after the widget bundles (async) still has every widget mount, styled', async ({ page, pageErrors }) => {
  // Held until the widget bundles have run, so the widgets are registered before the kit is there.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/widgets/yuno-kit.js*', async (route) => {
    await held;
    await route.continue();
  });
  const navigation = fixturePage(page, `<div id="card" data-yuno-widget="course-card" data-yuno-props='{"courseId":1001}' style="width:360px"></div>`, {
    bundles: ['course-card'],
    kit: 'async',
  });
  await expect.poll(() => page.evaluate(() => document.readyState).catch(() => 'loading')).toBe('interactive');
  await expect(page.locator('#card')).not.toHaveAttribute('data-yuno-mounted');
  release();
  await navigation;
  const card = page.locator('#card');
  await expect(card).toHaveAttribute('data-yuno-mounted', 'ok');
  const action = card.getByRole('link', { name: /^Enroll now/ });
  await expect(action).toBeVisible();
  // The primitives' stylesheet came with the kit: the action is laid out as a button, not a bare link.
  const look = await action.evaluate((el) => ({ display: getComputedStyle(el).display, underline: getComputedStyle(el).textDecorationLine }));
  expect(look.display).toMatch(/flex/);
  expect(look.underline).toBe('none');
  expect(pageErrors).toEqual([]);
});

test('mounting is idempotent, and widgets added later mount too', async ({ page }) => {
  await fixturePage(page, `<div id="first" data-yuno-widget="course-card" data-yuno-props='{"courseId":1001}'></div>`, { bundles: ['course-card'] });
  await expect(page.locator('#first')).toHaveAttribute('data-yuno-mounted', 'ok');
  await page.evaluate(() => {
    window.yuno!.mount();
    window.yuno!.mount(document.body);
    const later = document.createElement('div');
    later.id = 'later';
    later.setAttribute('data-yuno-widget', 'course-card');
    later.setAttribute('data-yuno-props', '{"courseId":1002}');
    document.querySelector('main')!.appendChild(later);
  });
  await expect(page.locator('#later')).toHaveAttribute('data-yuno-mounted', 'ok');
  await expect(page.locator('#later').getByRole('link').first()).toBeVisible();
  expect(await page.locator('#first').evaluate((el) => el.shadowRoot!.querySelectorAll('.yuno-root').length)).toBe(1);
});

test('a hostile theme stylesheet changes nothing inside a widget', async ({ page }) => {
  const body = `<div style="width:360px" data-yuno-widget="course-card" data-yuno-props='{"courseId":1001}'></div>`;
  await page.setViewportSize({ width: 800, height: 1000 });
  await fixturePage(page, body, { bundles: ['course-card'] });
  const card = page.locator('[data-yuno-widget="course-card"]');
  await expect(card.getByRole('link').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const plain = await card.screenshot({ animations: 'disabled' });
  await fixturePage(page, body, { bundles: ['course-card'], hostileTheme: true });
  await expect(card.getByRole('link').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const hostile = await card.screenshot({ animations: 'disabled' });
  const diff = await pixelDifference(page, plain, hostile);
  expect(diff.ratio, diff.detail).toBeLessThan(0.01);
});
