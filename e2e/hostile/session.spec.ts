/**
 * The session loop against a server that answers oddly, on the production bundles: expiry
 * values far out of range (seconds sent as minutes, 1e9, negative, not a number) never turn
 * into a tight loop of requests, no answer makes the page read the expiry more than once a
 * minute, and HTTP 401 ends the session as 401 in the body does: one Session Expired dialog,
 * and no more reads. The page's clock is driven by the test, so minutes pass in moments.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support';
import { Tally, fixturePage, mountPoint } from './support';

const tally = new Tally('session');
test.afterAll(() => tally.print());

const MINUTE = 60_000;
const EXPIRY = '**/wp-json/yuno/v1/user/expire/time';

/**
 * Counts the page's expiry requests as it sends them, and those whose answer has been read;
 * `busy` counts the session's requests (expiry reads and token refreshes) still on their way.
 */
async function countExpiryReads(page: Page) {
  await page.addInitScript(() => {
    const counts = { sent: 0, read: 0, busy: 0 };
    (window as unknown as { __expiryReads: typeof counts }).__expiryReads = counts;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const expiry = url.includes('/user/expire/time');
      if (!expiry && !url.includes('/refresh/token')) return original(input, init);
      if (expiry) counts.sent += 1;
      counts.busy += 1;
      try {
        const response = await original(input, init);
        const text = await response.text();
        return new Response(text, { status: response.status, headers: response.headers });
      } finally {
        if (expiry) counts.read += 1;
        counts.busy -= 1;
      }
    };
  });
}

const reads = (page: Page) => page.evaluate(() => (window as unknown as { __expiryReads: { sent: number; read: number; busy: number } }).__expiryReads);

/**
 * Moves the page's clock on by `ms` in `steps` steps; after each, waits for every session
 * request sent (an expiry read, a token refresh) to be answered, so the loop can schedule its
 * next step before the clock moves: a refresh answered only after the clock had run on would
 * set its next read past the test's end.
 */
async function advance(page: Page, ms: number, steps: number) {
  for (let i = 0; i < steps; i++) {
    await page.clock.runFor(ms / steps);
    await expect.poll(async () => (await reads(page)).busy).toBe(0);
  }
}

async function openSignedIn(page: Page, answer: { status?: number; body: unknown }) {
  await countExpiryReads(page);
  await page.route(EXPIRY, (route) => route.fulfill({ status: answer.status ?? 200, contentType: 'application/json', body: JSON.stringify(answer.body) }));
  await page.clock.install();
  await fixturePage(page, mountPoint('header', {}), { as: 'learner', bundles: ['header'] });
  await expect.poll(async () => (await reads(page)).read).toBe(1);
}

// 36,000 is a day's worth of seconds and more; each makes a delay past the 32-bit timer.
const ODD_EXPIRIES: unknown[] = [36_000, 1e9, -5, 'soon', null];

for (const minutes of ODD_EXPIRIES) {
  test(`an expiry of ${JSON.stringify(minutes)} minutes: one read, then the next only after the fallback interval`, async ({ page }) => {
    await openSignedIn(page, { body: { code: 201, message: 'Token expiry time', data: { minutes } } });
    await advance(page, 5000, 10);
    expect((await reads(page)).sent, 'expiry reads in 5 s').toBe(1);
    // The fallback interval is the refresh threshold, 10 minutes: one more read by then, never more.
    await advance(page, 10 * MINUTE, 20);
    expect((await reads(page)).sent, 'expiry reads in 10 minutes').toBe(2);
    tally.add(test.info(), { payloads: 1, outcomes: 2 });
  });
}

test('a token that never gets longer: the expiry is read once a minute at most', async ({ page }) => {
  // Always 5 minutes left, even after each refresh.
  await openSignedIn(page, { body: { code: 201, message: 'Token expiry time', data: { minutes: 5 } } });
  await advance(page, 5 * MINUTE, 30);
  const { sent } = await reads(page);
  expect(sent, 'expiry reads in 5 minutes').toBeGreaterThan(1);
  expect(sent, 'expiry reads in 5 minutes').toBeLessThanOrEqual(6);
  tally.add(test.info(), { payloads: 1, outcomes: 2 });
});

const ENDED: { what: string; status?: number; body: unknown }[] = [
  { what: 'HTTP 401', status: 401, body: { code: 'rest_not_logged_in', message: 'You are not currently logged in.', data: { status: 401 } } },
  { what: 'code 401 in the body', body: { code: 401, message: 'Unauthorized', data: null } },
];

for (const { what, status, body } of ENDED) {
  test(`${what} from the expiry call: one Session Expired dialog, and the loop stops`, async ({ page }) => {
    await openSignedIn(page, { status, body });
    const dialog = page.getByRole('dialog', { name: 'Session Expired' });
    await expect(dialog).toContainText('Your session has been expired. Please login again to resume your session.');
    await expect(dialog.getByRole('button', { name: 'Sign-in with Google' })).toBeVisible();
    await advance(page, 30 * MINUTE, 30);
    expect((await reads(page)).sent, 'expiry reads in 30 minutes').toBe(1);
    await expect(dialog).toHaveCount(1);
    tally.add(test.info(), { payloads: 1, outcomes: 4 });
  });
}
