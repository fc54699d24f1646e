/**
 * A hostile environment, on the production bundles: storage and cookies that throw on any
 * access, the bundles loaded twice, widgets added after load, 50 widgets on one page, and one
 * widget throwing while it renders. The widgets keep working in every case.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, openDemo, widget, axe } from '../support';
import { Tally, ALL_BUNDLES, expectSettled, fixturePage, mountPoint } from './support';

const RUNTIME_KEYS: Record<string, string> = JSON.parse(readFileSync('dist/widgets/manifest.json', 'utf8')).shared.keys.runtime;

const tally = new Tally('hostile environment');
test.afterAll(() => tally.print());
test.describe.configure({ timeout: 180_000 });

/** localStorage, sessionStorage and document.cookie all throw, as in a locked-down browser. */
async function breakStorage(page: Page) {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, { configurable: true, get: refuse });
    }
    Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: refuse, set: refuse });
  });
}

const searchStatus = (page: Page) =>
  widget(page, 'course-search')
    .getByRole('status')
    .filter({ hasText: /online courses available/ });

test('storage and cookies that throw on access: every demo page still works', async ({ page }) => {
  await breakStorage(page);
  let outcomes = 0;
  // The mock session travels in a cookie header the browser sets, not through document.cookie.
  for (const [path, as] of [
    ['/', 'visitor'],
    ['/search/', 'learner'],
    ['/course/', 'learner'],
    ['/learner/', 'learner'],
    ['/instructor/', 'instructor'],
  ] as const) {
    await openDemo(page, path, { as });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-yuno-widget]:not([data-yuno-mounted="ok"])'), path).toHaveCount(0);
    await expectSettled(page, path);
    expect(
      await page.evaluate(() => {
        try {
          return localStorage.length;
        } catch {
          return 'refused';
        }
      }),
    ).toBe('refused');
    outcomes += 3;
  }
  // The search still filters and pages; the account menu still opens.
  await openDemo(page, '/search/', { as: 'learner' });
  await expect(searchStatus(page)).toBeVisible();
  await widget(page, 'course-search')
    .getByRole('checkbox', { name: /^Morning/ })
    .click();
  await expect(widget(page, 'course-search').getByRole('checkbox', { name: /^Morning/ })).toBeChecked();
  await expect(searchStatus(page)).toBeVisible();
  await widget(page, 'header')
    .getByRole('button', { name: /^Account/ })
    .click();
  await expect(widget(page, 'header').getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await axe(page)).toEqual([]);
  tally.add(test.info(), { payloads: 3, outcomes: outcomes + 4 });
});

test('the runtime and a widget bundle loaded twice: one copy of each widget, all working', async ({ page, consoleErrors }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await fixturePage(page, `${mountPoint('course-card', { courseId: 1001 }, 'id="card" style="width:360px"')}${mountPoint('course-search', {})}`, {
    bundles: ['course-card', 'course-search'],
    tail: '<script src="/widgets/yuno-runtime.js"></script><script src="/widgets/yuno-kit.js" defer></script><script src="/widgets/course-card.js" defer></script><script src="/widgets/course-search.js" defer></script>',
  });
  await expect(page.locator('#card')).toHaveAttribute('data-yuno-mounted', 'ok');
  await expect(page.locator('#card').getByRole('link').first()).toBeVisible();
  await expect(searchStatus(page)).toBeVisible();
  expect(await page.locator('#card').evaluate((el) => el.shadowRoot!.querySelectorAll('.yuno-root').length)).toBe(1);
  expect(await widget(page, 'course-search').evaluate((el) => el.shadowRoot!.querySelectorAll('.yuno-root').length)).toBe(1);
  expect(warnings.some((w) => w.includes('the runtime was loaded twice'))).toBe(true);
  expect(consoleErrors).toEqual([]);
  // Still one working search: a filter applies once.
  await widget(page, 'course-search')
    .getByRole('checkbox', { name: /^Night/ })
    .click();
  await expect(searchStatus(page)).toBeVisible();
  expect(await axe(page)).toEqual([]);
  tally.add(test.info(), { payloads: 3, outcomes: 8 });
});

test('widgets added after load are mounted, in any container, one at a time or many at once', async ({ page }) => {
  await fixturePage(page, '<section id="later" aria-label="Added later"></section>');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const later = document.getElementById('later')!;
    const card = document.createElement('div');
    card.id = 'late-card';
    card.setAttribute('data-yuno-widget', 'course-card');
    card.setAttribute('data-yuno-props', '{"courseId":1005}');
    later.append(card);
    // A subtree built off-page, then attached in one go.
    const wrapper = document.createElement('div');
    wrapper.innerHTML =
      '<div id="late-availability" data-yuno-widget="course-availability" data-yuno-props=\'{"courseId":1001}\'></div><div id="late-search" data-yuno-widget="course-search"></div>';
    later.append(wrapper);
  });
  await expect(page.locator('#late-card').getByRole('link').first()).toBeVisible();
  await expect(page.locator('#late-availability').getByRole('tab').first()).toBeVisible();
  await expect(
    page
      .locator('#late-search')
      .getByRole('status')
      .filter({ hasText: /online courses available/ }),
  ).toBeVisible();
  // Removed and added back: mounted again, once.
  await page.evaluate(() => {
    const card = document.getElementById('late-card')!;
    card.remove();
    document.getElementById('later')!.prepend(card);
  });
  await expect(page.locator('#late-card').getByRole('link').first()).toBeVisible();
  expect(await page.locator('#late-card').evaluate((el) => el.shadowRoot!.querySelectorAll('.yuno-root').length)).toBe(1);
  await expectSettled(page);
  expect(await axe(page)).toEqual([]);
  tally.add(test.info(), { payloads: 4, outcomes: 6 });
});

test('50 widgets on one page all mount and show their content', async ({ page }) => {
  const cards = Array.from({ length: 44 }, (_, i) => mountPoint('course-card', { courseId: 1001 + i }, `id="card-${i}"`));
  const others = [
    mountPoint('header', {}),
    mountPoint('course-search', {}),
    mountPoint('course-availability', { courseId: 1001 }),
    mountPoint('referral-menu', {}),
    mountPoint('data-table', { preset: 'learner-classes', syncUrl: false }),
    mountPoint('footer', {}),
  ];
  const userInfo: string[] = [];
  page.on('request', (r) => /\/v3\/user\/info\//.test(r.url()) && userInfo.push(r.url()));
  await fixturePage(page, `${others.join('\n')}<ul class="cards">${cards.map((c) => `<li>${c}</li>`).join('')}</ul>`, { as: 'learner', bundles: ALL_BUNDLES });
  await expect(page.locator('[data-yuno-widget]')).toHaveCount(50);
  await expect(page.locator('[data-yuno-widget][data-yuno-mounted="ok"]')).toHaveCount(50, { timeout: 30_000 });
  await expectSettled(page, '(50 widgets)', 60_000);
  for (let i = 0; i < 44; i++) await expect(page.locator(`#card-${i}`).getByRole('link').first()).toBeVisible();
  await expect(searchStatus(page)).toBeVisible();
  expect(userInfo, 'one shared user-info request').toHaveLength(1);
  expect(await axe(page)).toEqual([]);
  tally.add(test.info(), { payloads: 50, outcomes: 50 + 4 });
});

test('one widget throwing while it renders shows its own message; the others keep working', async ({ page, consoleErrors }) => {
  // The production bundles carry no way to fail on purpose: a test-only widget that throws is
  // registered through the runtime, as a widget bundle registers (under this build's key).
  const register = `YunoRuntime.runtime[${JSON.stringify(RUNTIME_KEYS.registerWidget)}]`;
  await fixturePage(
    page,
    [
      mountPoint('test-broken', {}, 'id="thrower"'),
      mountPoint('test-broken', {}, 'id="second-thrower"'),
      mountPoint('course-card', { courseId: 1002 }, 'id="neighbour"'),
      mountPoint('course-search', {}, 'id="search"'),
    ].join('\n'),
    {
      bundles: ['course-card', 'course-search'],
      tail: `<script>${register}('test-broken', { props: {}, component: function () { throw new Error('Deliberate render failure'); } });</script>`,
    },
  );
  for (const id of ['thrower', 'second-thrower']) {
    await expect(page.locator(`#${id}`).getByRole('alert')).toContainText('This section could not be shown.');
    await expect(page.locator(`#${id}`).getByRole('button', { name: 'Try again' })).toBeVisible();
  }
  expect(consoleErrors.some((e) => e.includes('the "test-broken" widget failed while rendering'))).toBe(true);
  await expect(page.locator('#neighbour').getByRole('link').first()).toBeVisible();
  const search = page.locator('#search');
  await expect(search.getByRole('status').filter({ hasText: /online courses available/ })).toBeVisible();
  await search.getByRole('checkbox', { name: /^Evening/ }).click();
  await expect(search.getByRole('checkbox', { name: /^Evening/ })).toBeChecked();
  await expect(search.getByRole('status').filter({ hasText: /online courses available/ })).toBeVisible();
  // Trying again re-renders the broken one (still failing), without touching the rest.
  await page.locator('#thrower').getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('#thrower').getByRole('alert')).toContainText('This section could not be shown.');
  await expect(page.locator('#neighbour').getByRole('link').first()).toBeVisible();
  expect(await axe(page)).toEqual([]);
  tally.add(test.info(), { payloads: 2, outcomes: 9 });
});
