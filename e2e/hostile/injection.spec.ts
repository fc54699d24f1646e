/**
 * Script injection, on the production bundles: the mock's hostile mode puts a payload into
 * every string and every URL it serves, on every demo page and for every demo user; the
 * same payloads go into widget props, unknown names and the page config. Nothing may run
 * (the flag every payload sets stays unset), no script or data URL may reach an href or a
 * src anywhere (shadow roots included), and the payloads show as plain text.
 */
import type { Page, Response } from '@playwright/test';
import { courses, demoRoles, makeHostile, toCourseCard } from '@yuno/mock-api';
import { test, expect, openDemo, widget, axe, baseUrl } from '../support';
import { Tally, expectSettled, fixturePage, mountPoint, payloadsIn, unsafeUrls, xssFlag, xssPayloads } from './support';

const tally = new Tally('script injection');
test.afterAll(() => tally.print());
// Every page for every user, with axe on each: long, but it is the point.
test.describe.configure({ timeout: 300_000 });

const PAGES = ['/', '/search/', '/course/', '/learner/', '/instructor/', '/checkout/'];

/** Counts the payloads the mock served to this page. */
function countServedPayloads(page: Page) {
  const served = { payloads: 0 };
  const onResponse = async (response: Response) => {
    if (!response.url().includes('/wp-json/yuno/')) return;
    served.payloads += payloadsIn(await response.text().catch(() => ''));
  };
  page.on('response', onResponse);
  return served;
}

/** Does any widget show a payload as literal text (escaped, not parsed)? */
const payloadShownAsText = (page: Page) =>
  page.evaluate(
    (payloads) => {
      const texts: string[] = [];
      const visit = (root: Document | ShadowRoot) =>
        root.querySelectorAll('*').forEach((el) => {
          if (el.shadowRoot) {
            texts.push(el.shadowRoot.textContent ?? '');
            visit(el.shadowRoot);
          }
        });
      visit(document);
      const all = texts.join('\n');
      return payloads.some((p) => p.startsWith('<') && all.includes(p));
    },
    [...xssPayloads],
  );

/** The checks of one page state. */
async function expectNothingRan(page: Page, where: string) {
  expect(await xssFlag(page), `a payload ran (${where})`).toBeNull();
  // Soft: one finding should not hide the others on later pages.
  expect.soft(await unsafeUrls(page), `unsafe URLs (${where})`).toEqual([]);
}

/** Opens what the page hides behind buttons (menus, the availability panel, a 1-to-1 tab), checking each state. */
async function revealAndCheck(page: Page, where: string): Promise<number> {
  let checked = 0;
  const header = widget(page, 'header');
  const popups = header.locator('button[aria-expanded="false"]');
  const count = Math.min(await popups.count().catch(() => 0), 3);
  for (let i = 0; i < count; i++) {
    const button = popups.nth(i);
    if (!(await button.isVisible().catch(() => false))) continue;
    await button.click();
    await expectNothingRan(page, `${where}, menu ${i + 1} open`);
    checked += 2;
    await page.keyboard.press('Escape');
  }
  const seeAvailability = widget(page, 'course-search')
    .getByRole('button', { name: /^See Availability/ })
    .first();
  if (await seeAvailability.isVisible().catch(() => false)) {
    await seeAvailability.click();
    await expect(page.getByRole('dialog').first()).toBeVisible();
    await expectSettled(page);
    await expectNothingRan(page, `${where}, availability panel`);
    checked += 3;
    await page.keyboard.press('Escape');
  }
  const oneToOne = widget(page, 'course-availability').getByRole('tab', { name: '1-to-1 Classes' });
  if (await oneToOne.isVisible().catch(() => false)) {
    await oneToOne.click();
    await expectSettled(page);
    await expectNothingRan(page, `${where}, 1-to-1 tab`);
    checked += 3;
  }
  return checked;
}

for (const role of demoRoles) {
  test(`hostile server data on every demo page, as ${role}`, async ({ page }) => {
    const served = countServedPayloads(page);
    let outcomes = 0;
    for (const path of PAGES) {
      await openDemo(page, path, { as: role, mock: { '*': 'hostile' } });
      await page.waitForLoadState('networkidle');
      const where = `${path} as ${role} (now ${new URL(page.url()).pathname})`;
      await expect.soft(page.locator('[data-yuno-widget]:not([data-yuno-mounted])'), `unmounted widgets on ${where}`).toHaveCount(0);
      await expectSettled(page, where);
      await expectNothingRan(page, where);
      expect.soft(await axe(page), `axe on ${where}`).toEqual([]);
      outcomes += 5;
      if (await payloadShownAsText(page)) outcomes += 1;
      outcomes += await revealAndCheck(page, where);
    }
    expect(served.payloads, 'the mock served payloads').toBeGreaterThan(0);
    tally.add(test.info(), { payloads: served.payloads, outcomes });
  });
}

/** A course card whose every string is one payload, for each payload. */
function cardWith(payload: string) {
  const card = toCourseCard(courses[0]) as unknown as Record<string, unknown>;
  return {
    ...card,
    title: payload,
    url: payload,
    category: { id: 1, name: payload },
    academy: { id: 1, name: payload, logo_url: { url: payload } },
    instructors: { mapped_instructor_count: 1, mapped_instructors: [{ full_name: payload, image: { url: payload } }] },
    personalizations: [{ name: payload, value: true, description: payload, max: 5 }],
    cta: { title: payload, url: payload },
  };
}

test('payloads in widget props, widget names and the page config are shown as text and never run', async ({ page, consoleErrors }) => {
  const mounts = [
    ...xssPayloads.map((p, i) => mountPoint('course-card', { course: cardWith(p) }, `id="card-${i}" style="width:360px"`)),
    mountPoint('course-card', { course: makeHostile(toCourseCard(courses[1])) }, 'id="card-hostile"'),
    mountPoint('header', { logoUrl: xssPayloads[2], homeUrl: xssPayloads[3] }, 'id="header-urls"'),
    mountPoint('header', { allowedRoles: [xssPayloads[0]] }, 'id="header-roles"'),
    mountPoint('course-search', { emptyStateMessage: xssPayloads[1] }, 'id="search"'),
    mountPoint('data-table', { preset: 'payments', title: xssPayloads[4] }, 'id="table"'),
    mountPoint('course-card', { courseId: 1001, [xssPayloads[0]]: xssPayloads[1] }, 'id="unknown-key"'),
    mountPoint(xssPayloads[0], {}, 'id="bad-name"'),
    mountPoint('header', {}, 'id="header"'),
  ];
  // The search finds nothing, so its empty state shows the hostile message.
  await page.context().addCookies([{ name: 'yuno-mock', value: 'courseSearch:empty', url: baseUrl() }]);
  await fixturePage(page, mounts.join('\n'), {
    as: 'yuno-admin',
    config: {
      notificationBar: { text: xssPayloads[0], url: xssPayloads[2] },
      loginUrl: xssPayloads[2],
      emptyStateMessage: xssPayloads[4],
      chatNumber: xssPayloads[1],
    },
  });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-yuno-widget]:not([data-yuno-mounted])')).toHaveCount(0);
  await expectSettled(page);
  let outcomes = 0;

  for (let i = 0; i < xssPayloads.length; i++) {
    const card = page.locator(`#card-${i}`);
    await expect(card).toHaveAttribute('data-yuno-mounted', 'ok');
    // A payload that is not a URL is the card's title, as text.
    if (!/^(javascript|data):/.test(xssPayloads[i])) await expect(card.getByRole('heading').first()).toContainText(xssPayloads[i]);
    outcomes += 1;
  }
  await expect(page.locator('#header-urls').getByRole('alert')).toContainText('must be an http(s) or site-relative address');
  await expect(page.locator('#header-roles').getByRole('alert')).toContainText(xssPayloads[0]);
  await expect(page.locator('#search').getByText(xssPayloads[1])).toBeVisible();
  await expect(page.locator('#table')).toHaveAttribute('data-yuno-mounted', 'ok');
  await expect(page.locator('#unknown-key')).toHaveAttribute('data-yuno-mounted', 'ok');
  await expect(page.locator('#bad-name').getByRole('alert')).toContainText(`There is no widget called “${xssPayloads[0]}” here`);
  outcomes += 6;
  expect(consoleErrors.some((e) => e.includes('widget "header"'))).toBe(true);
  await expectNothingRan(page, 'props fixture');
  expect(await axe(page)).toEqual([]);
  outcomes += 3;

  tally.add(test.info(), { payloads: xssPayloads.length * 12 + 10, outcomes });
});

test('a hostile page config (notification bar, login address) never runs or navigates to script', async ({ page }) => {
  await fixturePage(page, mountPoint('header'), {
    config: { notificationBar: { text: xssPayloads[0], url: xssPayloads[2] }, loginUrl: xssPayloads[2], chatNumber: xssPayloads[4] },
    bundles: ['header', 'footer'],
  });
  const header = widget(page, 'header');
  await expect(header.getByText(xssPayloads[0])).toBeVisible();
  await expectNothingRan(page, 'hostile config');
  expect(await axe(page)).toEqual([]);
  // Log in: the sign-in address is a script URL, so the widget must fall back to a safe one.
  await header.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /log in/i });
  await expect(dialog).toBeVisible();
  expect(await axe(page)).toEqual([]);
  const navigation = page.waitForURL((url) => !url.pathname.startsWith('/__hostile-'), { timeout: 15_000 });
  await dialog.getByRole('button', { name: /Google/ }).click();
  await navigation;
  expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  expect(await xssFlag(page)).toBeNull();
  tally.add(test.info(), { payloads: 4, outcomes: 6 });
});
