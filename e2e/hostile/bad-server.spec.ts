/**
 * A bad server, on the production bundles, with every widget on one page: HTTP 500, an HTML
 * error page, malformed JSON, an empty body, 204 and 401 codes in the body, a failure code in
 * the body, a request that never answers (the page config's time-out, set small), HTTP 403 and
 * the network going offline. Every widget ends in a defined, visible state (no spinner left),
 * failures offer a retry that works once the server is back, and the unauthorised dialog
 * opens once per page however many calls fail.
 */
import type { Page } from '@playwright/test';
import { test, expect, axe, baseUrl, nextFrames } from '../support';
import { Tally, expectSettled, fixturePage, mountPoint, stillLoading } from './support';

const tally = new Tally('bad server');
test.afterAll(() => tally.print());
test.describe.configure({ timeout: 180_000 });

const COMMON_ERROR = 'An error seems to have occurred. Please try again.';
/** Small, so a request that never answers fails within the test. */
const TIMEOUT_MS = 2500;

const EVERY_WIDGET = [
  mountPoint('header', {}),
  mountPoint('side-menu', {}),
  mountPoint('course-search', { showSeeAvailability: true }),
  mountPoint('course-card', { courseId: 1001 }, 'style="width:360px"'),
  mountPoint('course-availability', { courseId: 1001 }),
  mountPoint('referral-menu', {}),
  mountPoint('data-table', { preset: 'learner-classes', syncUrl: false }),
  mountPoint('availability-panel', {}),
  mountPoint('footer', {}),
].join('\n');

/**
 * Widgets whose box must say something. The availability panel is closed until asked; the
 * side menu has nothing to show without user info, whose failure the page reports as a whole
 * (the spec's error header and data-not-found state, checked below).
 */
const SPEAKING = ['header', 'course-search', 'course-card', 'course-availability', 'referral-menu', 'data-table', 'footer'];

async function setMock(page: Page, value: string) {
  await page.context().addCookies([{ name: 'yuno-mock', value, url: baseUrl() }]);
}

/** Text each widget shows; an empty box is not a defined outcome. */
function silentWidgets(page: Page) {
  return page.evaluate((names) => {
    const silent: string[] = [];
    for (const name of names) {
      document.querySelectorAll(`[data-yuno-widget="${name}"]`).forEach((el) => {
        const text = (el.shadowRoot as unknown as { innerText?: string } | null)?.innerText ?? el.shadowRoot?.textContent ?? '';
        if (!text.trim()) silent.push(name);
      });
    }
    return silent;
  }, SPEAKING);
}

async function openEveryWidget(page: Page, mock: string) {
  await setMock(page, mock);
  await fixturePage(page, EVERY_WIDGET, { as: 'learner', config: { timeout: TIMEOUT_MS } });
  await expect(page.locator('[data-yuno-widget]:not([data-yuno-mounted="ok"])')).toHaveCount(0);
}

/** Clicks every visible "Try again" (re-reading the list, as a retry may remove others). */
async function retryEverything(page: Page): Promise<number> {
  let clicked = 0;
  for (let round = 0; round < 12; round++) {
    const retry = page.getByRole('button', { name: /^Try again$/ });
    const count = await retry.count();
    let any = false;
    for (let i = 0; i < count; i++) {
      const button = retry.nth(i);
      if (await button.isVisible().catch(() => false)) {
        const clickedButton = await button.elementHandle().catch(() => null);
        await button.click({ timeout: 5000 }).catch(() => {});
        // The retry has begun once this button has gone (a loading state or the content takes its place).
        await clickedButton?.waitForElementState('hidden', { timeout: 5000 }).catch(() => {});
        clicked += 1;
        any = true;
        break;
      }
    }
    if (!any) break;
    // Not 'networkidle': a 403 answer's body is never read, so the browser keeps it open.
    await expectSettled(page, '(retrying)');
  }
  return clicked;
}

const FAILURES: { mode: string; what: string }[] = [
  { mode: 'http500', what: 'HTTP 500 with a JSON message' },
  { mode: 'html', what: 'an HTML error page instead of JSON' },
  { mode: 'malformed', what: 'malformed JSON' },
  { mode: 'emptyBody', what: 'an empty body' },
  { mode: 'code204', what: 'code 204 in the body' },
  { mode: 'code401', what: 'code 401 in the body' },
  { mode: 'fail', what: 'code 500 in the body' },
  { mode: 'hang', what: 'no answer at all (time-out)' },
];

for (const { mode, what } of FAILURES) {
  test(`every call answers ${what}: each widget ends in a defined state, and retry recovers`, async ({ page }) => {
    await openEveryWidget(page, `*:${mode}`);
    await expectSettled(page, `(${mode})`, mode === 'hang' ? TIMEOUT_MS * 4 + 15_000 : 20_000);
    // Polled: a widget mounting late may ask again, and the others' boxes change with its answer.
    await expect.poll(() => silentWidgets(page), { message: 'widgets showing nothing' }).toEqual([]);
    // The search says the common message (or, for 204, that nothing was found) and offers a way on.
    const search = page.locator('[data-yuno-widget="course-search"]');
    if (mode === 'code204') await expect(search.getByRole('button', { name: 'Clear Filters' }).last()).toBeVisible();
    else await expect(search.getByRole('alert').first()).toContainText(COMMON_ERROR);
    // Failed user info: the error header (Logout only) and the data-not-found state.
    const header = page.locator('[data-yuno-widget="header"]');
    await expect(header.getByRole('link', { name: 'Logout' })).toBeVisible();
    await expect(header.getByRole('heading', { name: 'Data not found' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    if (mode === 'code204') await expect(page.locator('[data-yuno-widget="course-card"]')).toContainText('This course is not available.');
    if (mode === 'code401') {
      // 401 from the token-expiry call means the session is over: the spec's Session Expired
      // dialog, whose close signs out. Nothing to retry underneath it.
      const expired = page.getByRole('dialog', { name: 'Session Expired' });
      await expect(expired).toContainText('Your session has been expired. Please login again to resume your session.');
      await expect(expired.getByRole('button', { name: 'Sign-in with Google' })).toBeVisible();
      tally.add(test.info(), { payloads: 1, outcomes: 8 });
      return;
    }

    // The server is back: every retry works and nothing is left failing or spinning.
    await setMock(page, '');
    const retried = await retryEverything(page);
    if (mode !== 'code204') expect(retried, 'retry buttons offered').toBeGreaterThan(0);
    await expectSettled(page, `(after retry, ${mode})`);
    await expect(search.getByRole('status').filter({ hasText: /online courses available/ })).toBeVisible();
    // A card told "not found" (204) has nothing to retry: it shows the course after a reload.
    if (mode === 'code204') {
      await page.reload();
      await expectSettled(page, '(reloaded)');
    }
    await expect(page.locator('[data-yuno-widget="course-card"]').getByRole('link').first()).toBeVisible();
    expect(await stillLoading(page)).toEqual([]);
    tally.add(test.info(), { payloads: 1, outcomes: 8 + retried });
  });
}

// A successful answer whose data is not what the widget needs: an error with a retry, as a
// failed request is, never an empty view that looks like content (an empty footer, a blank
// header, a card without a course, a referral code field with nothing to copy).
const WRONG_SHAPES: { what: string; data: unknown }[] = [
  { what: 'text where the data belongs', data: 'Success' },
  { what: 'an empty object', data: {} },
  { what: 'no data', data: null },
];

for (const { what, data } of WRONG_SHAPES) {
  test(`every call answers 200 with ${what}: each widget shows an error with a retry, and retry recovers`, async ({ page }) => {
    const API = '**/wp-json/yuno/**';
    await page.route(API, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 200, message: 'Success', data }) }));
    await openEveryWidget(page, '');
    await expectSettled(page, `(${what})`);
    await expect.poll(() => silentWidgets(page), { message: 'widgets showing nothing' }).toEqual([]);
    const header = page.locator('[data-yuno-widget="header"]');
    await expect(header.getByRole('link', { name: 'Logout' })).toBeVisible();
    await expect(header.getByRole('heading', { name: 'Data not found' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Try again' })).toBeVisible();
    const search = page.locator('[data-yuno-widget="course-search"]');
    await expect(search.getByRole('alert').first()).toContainText(COMMON_ERROR);
    const card = page.locator('[data-yuno-widget="course-card"]');
    await expect(card.getByRole('alert')).toContainText(COMMON_ERROR);
    await expect(card.getByRole('button', { name: 'Try again' })).toBeVisible();
    const footer = page.locator('[data-yuno-widget="footer"]');
    await expect(footer).toContainText("The footer links couldn't be loaded.");
    await expect(footer.getByRole('button', { name: 'Try again' })).toBeVisible();
    const referral = page.locator('[data-yuno-widget="referral-menu"]');
    await expect(referral.getByRole('alert')).toContainText(COMMON_ERROR);
    await expect(referral.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(referral.getByRole('button', { name: /Copy/ })).toHaveCount(0);
    expect(await axe(page)).toEqual([]);

    // The server answers properly again: every retry works.
    await page.unroute(API);
    const retried = await retryEverything(page);
    expect(retried, 'retry buttons offered').toBeGreaterThan(0);
    await expectSettled(page, `(after retry, ${what})`);
    await expect(search.getByRole('status').filter({ hasText: /online courses available/ })).toBeVisible();
    await expect(card.getByRole('link').first()).toBeVisible();
    await expect(footer.getByRole('navigation').first()).toBeVisible();
    // The learner has no code yet: the spec's Generate Code.
    await expect(referral.getByRole('button', { name: 'Generate Code' })).toBeVisible();
    await expect(referral.getByRole('alert')).toHaveCount(0);
    tally.add(test.info(), { payloads: 1, outcomes: 12 + retried });
  });
}

test('HTTP 403 on every call opens the unauthorised dialog once, however many calls fail', async ({ page }) => {
  await openEveryWidget(page, '*:http403');
  const dialog = page.getByRole('dialog', { name: 'Not authorised' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCount(1);
  await expectSettled(page, '(403)');
  expect(await axe(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  // More failing calls (retries, a widget added later): the dialog does not come back.
  await retryEverything(page);
  await page.evaluate(() => {
    const more = document.createElement('div');
    more.setAttribute('data-yuno-widget', 'course-card');
    more.setAttribute('data-yuno-props', '{"courseId":1010}');
    document.getElementById('stage')!.append(more);
  });
  await expect(page.locator('[data-yuno-widget="course-card"]').last().getByRole('alert')).toBeVisible();
  // The dialog would open with the failure the card shows: give the page its next frames.
  await nextFrames(page);
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => silentWidgets(page), { message: 'widgets showing nothing' }).toEqual([]);
  tally.add(test.info(), { payloads: 1, outcomes: 6 });
});

test('going offline: new calls fail with a retry, and the retry works once back online', async ({ page, context }) => {
  await openEveryWidget(page, '');
  const search = page.locator('[data-yuno-widget="course-search"]');
  await expect(search.getByRole('status').filter({ hasText: /online courses available/ })).toBeVisible();
  await expectSettled(page);

  await context.setOffline(true);
  await search.getByRole('checkbox', { name: /^Night/ }).click();
  await page.evaluate(() => {
    const later = document.createElement('div');
    later.id = 'offline-card';
    later.setAttribute('data-yuno-widget', 'course-card');
    later.setAttribute('data-yuno-props', '{"courseId":1020}');
    later.style.width = '360px';
    document.getElementById('stage')!.append(later);
  });
  await expect(search.getByRole('alert').first()).toContainText(COMMON_ERROR);
  const card = page.locator('#offline-card');
  await expect(card.getByRole('alert')).toContainText(COMMON_ERROR);
  await expectSettled(page, '(offline)');
  expect(await axe(page)).toEqual([]);

  await context.setOffline(false);
  // The results' own (the first): offline, the pagination bar's code, fetched as the error
  // brought the bar's place into view, could not come either and has its own below.
  await search.getByRole('button', { name: 'Try again' }).first().click();
  await card.getByRole('button', { name: 'Try again' }).click();
  await expect(search.getByRole('status').filter({ hasText: /online courses available/ })).toBeVisible();
  await expect(search.getByRole('checkbox', { name: /^Night/ })).toBeChecked();
  await expect(card.getByRole('link').first()).toBeVisible();
  await expectSettled(page);
  tally.add(test.info(), { payloads: 2, outcomes: 8 });
});
