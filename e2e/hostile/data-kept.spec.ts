/**
 * Nothing lost, on the production bundles: the enrolment choice of a visitor survives a
 * reload and the login round trip and reaches checkout; when the browser refuses storage,
 * the learner is told the choice cannot be kept instead of losing it silently.
 */
import type { Page } from '@playwright/test';
import { test, expect, openDemo, widget, axe } from '../support';
import { Tally } from './support';

const tally = new Tally('data kept');
test.afterAll(() => tally.print());
test.describe.configure({ timeout: 180_000 });

const COURSE = { id: 1001, title: 'IELTS Academic Intensive' };
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('paymentState') || 'null'));

async function enrolFirstBatch(page: Page) {
  const section = widget(page, 'course-availability');
  const enroll = section.getByRole('button', { name: /^Enroll Starts / }).first();
  await expect(enroll).toBeVisible();
  await enroll.click();
}

test('the enrolment choice survives a reload and the login round trip, and reaches checkout', async ({ page }) => {
  await openDemo(page, '/course/');
  await enrolFirstBatch(page);
  const login = page.getByRole('dialog', { name: /log in/i });
  await expect(login).toBeVisible();
  const saved = await stored(page);
  expect(saved).toMatchObject({ isCheckoutPage: false, course: { id: COURSE.id }, payload: { user_id: 0, course_id: COURSE.id } });
  expect(await axe(page)).toEqual([]);

  // A reload (the visitor closed the dialog, came back later): the choice is still there.
  await page.reload();
  await expect(widget(page, 'course-availability').getByRole('tab').first()).toBeVisible();
  expect(await stored(page)).toEqual(saved);

  // Log in from the header; the demo's stand-in for Google brings the learner back.
  await widget(page, 'header').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: /Google/ }).click();
  await page.waitForURL(/\/demo-login\//);
  await page.getByRole('link', { name: 'Continue as learner', exact: true }).click();
  await page.waitForURL(/\/checkout\/$/);
  const handedOff = await stored(page);
  expect(handedOff).toMatchObject({
    isCheckoutPage: true,
    batch: { batch_id: saved.batch.batch_id },
    payload: { user_id: 4101, course_id: COURSE.id, batch_id: saved.batch.batch_id, amount: saved.payload.amount },
  });
  await expect(page.locator('[data-demo-payment-state]')).toContainText(`"batch_id": ${saved.batch.batch_id}`);
  expect(await axe(page)).toEqual([]);
  tally.add(test.info(), { payloads: 1, outcomes: 6 });
});

/** localStorage and sessionStorage refuse every access (cookies still work: the login needs them). */
async function refuseStorage(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
}

test('with storage refused, a visitor is told the choice cannot be kept through login', async ({ page }) => {
  await refuseStorage(page);
  await openDemo(page, '/course/');
  await enrolFirstBatch(page);
  const told = page.getByRole('dialog', { name: 'Your choice could not be saved' });
  await expect(told).toBeVisible();
  await expect(told).toContainText('This browser is not letting the site store data');
  await expect(told).toContainText('would be lost on the way through login');
  expect(await axe(page)).toEqual([]);
  // The way on: log in first, then choose.
  await told.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: /log in/i })).toBeVisible();
  tally.add(test.info(), { payloads: 1, outcomes: 4 });
});

test('with storage refused, a signed-in learner is told checkout cannot receive the choice, and may retry', async ({ page }) => {
  await refuseStorage(page);
  await openDemo(page, '/course/', { as: 'learner' });
  await enrolFirstBatch(page);
  const told = page.getByRole('dialog', { name: 'Your choice could not be saved' });
  await expect(told).toBeVisible();
  await expect(told).toContainText('checkout needs it to receive your choice');
  expect(await axe(page)).toEqual([]);
  await told.getByRole('button', { name: 'Try again' }).click();
  // Still refused: still told, still on the course page.
  await expect(told).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/course/');
  await told.getByText('Close', { exact: true }).click();
  await expect(told).toHaveCount(0);
  tally.add(test.info(), { payloads: 1, outcomes: 5 });
});
