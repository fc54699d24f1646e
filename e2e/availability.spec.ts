/**
 * Availability and the enrolment hand-off on the demo, from the production bundles: the
 * side panel on the search page (filter, Show all, Enroll, login, resumed to checkout), its
 * body fetched as a part after the page has loaded, the Alert for a learner already
 * enrolled, and the course page's availability section.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { test, expect, openDemo, widget, axe, requestsTo, pageAtRest, bundlesOnPage } from './support';

const IELTS = { courseId: 1001, title: 'IELTS Academic Intensive', category: 'IELTS' };
/** The demo learner is already enrolled in this course (the mock's alreadyEnrolledCourseId). */
const ALREADY_ENROLLED = { courseId: 1027, title: 'Spoken English for Professionals' };

// axe on a page with a dozen widgets takes a few seconds on a small machine; the flows run it often.
test.describe.configure({ timeout: 150_000 });

/** A batch's Enroll: its own text, then when the batch starts ('Enroll Starts Mon 23 Nov, 7:30 AM'). */
const ENROLL = /^Enroll Starts /;

const searchFor = (text: string) => `/search/?state=${encodeURIComponent(JSON.stringify({ text }))}`;

/** See Availability on the search result card of a course. */
async function seeAvailability(page: Page, title: string) {
  const card = widget(page, 'course-search').getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: /^See Availability/ }).click();
}

/** The panel's body: a part, its own script beside the widget bundles. */
const PANEL_BODY = '/widgets/availability-panel-body.js';

/** The names Chrome itself gives the page's buttons (its accessibility tree), as a screen reader lists them. */
async function buttonNames(page: Page, pattern: RegExp): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes
    .filter((node) => !node.ignored && node.role?.value === 'button')
    .map((node) => String(node.name?.value ?? ''))
    .filter((name) => pattern.test(name));
}

/** The size of every button of the first batch card in `scope`. */
async function batchCardButtons(scope: Locator) {
  const card = scope.getByRole('article').first();
  await expect(card.getByRole('button', { name: /^Enroll\b/ })).toBeVisible();
  return card.getByRole('button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      return { name: button.textContent!, width: box.width, height: box.height };
    }),
  );
}

async function storedPaymentState(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('paymentState') || 'null'));
}

test('from the search page: See Availability, filter, Show all, Enroll as a visitor, login, resumed to checkout', async ({ page }) => {
  await openDemo(page, searchFor(IELTS.title));
  await seeAvailability(page, IELTS.title);

  const panel = page.getByRole('dialog', { name: IELTS.title });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(IELTS.category, { exact: true })).toBeVisible();
  const enroll = panel.getByRole('button', { name: ENROLL });
  await expect(enroll).toHaveCount(11);
  // The panel sits on the right edge, full height.
  const box = (await panel.boundingBox())!;
  expect(Math.round(box.x + box.width)).toBe(1280);
  expect(await axe(page)).toEqual([]);

  // Filter by keyboard: Sun, Mon, Tue mornings and nights.
  await panel.getByRole('button', { name: 'Class Days & Time' }).click();
  for (const name of ['Sun', 'Mon', 'Tue', 'Morning 6-12', 'Night 8-11']) {
    await panel.getByRole('checkbox', { name }).focus();
    await page.keyboard.press('Space');
  }
  expect(await axe(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(enroll).toHaveCount(4);
  await expect(panel.getByRole('button', { name: /Class Days & Time/ })).toContainText('(5)');

  await panel.getByRole('button', { name: 'Show all' }).click();
  await expect(enroll).toHaveCount(6);
  await expect(panel.getByRole('button', { name: 'Show all' })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);

  // Enroll as a visitor: the panel closes, the choice is saved and the login dialog opens.
  await enroll.first().click();
  await expect(panel).toBeHidden();
  const saved = await storedPaymentState(page);
  expect(saved).toMatchObject({
    type: 'regular',
    isCheckoutPage: false,
    course: { id: IELTS.courseId, title: IELTS.title },
    payload: { user_id: 0, course_id: IELTS.courseId, payment_gateway: 'razorpay', currency: 'INR', payment_mode: 'direct_payment' },
  });
  const login = page.getByRole('dialog', { name: /log in/i });
  await expect(login).toBeVisible();
  expect(await axe(page)).toEqual([]);

  // The demo's stand-in for Google sends the learner back to this page, logged in.
  await login.getByRole('button', { name: /Google/ }).click();
  await page.waitForURL(/\/demo-login\//);
  await page.getByRole('link', { name: 'Continue as learner', exact: true }).click();

  // Back on the search page, user info arrives and the choice resumes to checkout.
  await page.waitForURL(/\/checkout\/$/);
  const handedOff = await storedPaymentState(page);
  expect(handedOff).toMatchObject({
    isCheckoutPage: true,
    type: 'regular',
    batch: { batch_id: saved.batch.batch_id },
    payload: { user_id: 4101, batch_id: saved.batch.batch_id, amount: saved.payload.amount, amount_due: saved.payload.amount },
  });
  await expect(page.locator('[data-demo-payment-state]')).toContainText(`"batch_id": ${saved.batch.batch_id}`);
  expect(await axe(page)).toEqual([]);
});

test('a choice saved before login resumes only on its own course page: never a surprise checkout from another page', async ({ page }) => {
  await openDemo(page, '/course/?course_id=1001');
  await widget(page, 'course-availability').getByRole('button', { name: ENROLL }).first().click();
  await expect(page.getByRole('dialog', { name: /log in/i })).toBeVisible();
  expect(await storedPaymentState(page)).toMatchObject({
    isCheckoutPage: false,
    course: { id: 1001 },
    redirectURL: expect.stringMatching(/^\/course\/\?course_id=1001/),
  });

  // Signed in, the learner goes elsewhere first: a page without availability, then the marketing
  // page, whose availability panel hears user info arrive. Neither sends them to checkout.
  for (const path of ['/learner/', '/']) {
    await openDemo(page, path, { as: 'learner' });
    await expect(widget(page, 'header').getByRole('button', { name: /^Account: / })).toBeVisible();
    await expect(page.locator('[data-yuno-widget]:not([data-yuno-mounted])')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await storedPaymentState(page)).toMatchObject({ isCheckoutPage: false, course: { id: 1001 } });
  }

  // Back on the course it was made for, the choice resumes.
  await openDemo(page, '/course/?course_id=1001', { as: 'learner' });
  await page.waitForURL(/\/checkout\/$/);
  expect(await storedPaymentState(page)).toMatchObject({ isCheckoutPage: true, course: { id: 1001 }, payload: { user_id: 4101 } });
});

test("the marketing page fetches the panel's body only when someone acts; See Availability then shows the batches", async ({ page }) => {
  const fetched = requestsTo(page, PANEL_BODY);
  await openDemo(page, '/');
  await pageAtRest(page);
  expect(await bundlesOnPage(page)).not.toContain('availability-panel-body');
  expect(fetched).toHaveLength(0);

  const see = widget(page, 'course-search')
    .getByRole('button', { name: /^See Availability/ })
    .first();
  // Its name is one hidden text, 'See Availability: {title}'.
  const title = (await see.locator('.yuno-visually-hidden').textContent())!.replace(/^See Availability: /, '');
  await see.click();
  const panel = page.getByRole('dialog', { name: title });
  await expect(panel.getByRole('button', { name: ENROLL }).first()).toBeVisible();
  expect(fetched).toHaveLength(1);
  // The body's styles came with it: each card's date is a stacked calendar block.
  const calendar = await panel.evaluate((el) => {
    const block = el.querySelector('.yuno-batch__calendar');
    return block ? getComputedStyle(block).flexDirection : 'missing';
  });
  expect(calendar).toBe('column');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(see).toBeFocused();
});

test("the panel opens with its body, and its batches start where they stay: the course's detail does not move them", async ({ page }) => {
  const body: Route[] = [];
  const detail: Route[] = [];
  await page.route(`**${PANEL_BODY}*`, (route) => void body.push(route));
  await page.route('**/wp-json/yuno/v4/courses/*/detail*', (route) => void detail.push(route));
  await openDemo(page, searchFor(IELTS.title));
  await seeAvailability(page, IELTS.title);
  const panel = page.getByRole('dialog', { name: IELTS.title });
  const firstTop = (selector: string) =>
    panel
      .locator(selector)
      .first()
      .evaluate((el) => Math.round(el.getBoundingClientRect().top));

  await expect.poll(() => body.length).toBe(1);
  await expect(panel).toHaveCount(0);
  await body[0].continue();
  await expect(panel.locator('.yuno-batch--skeleton').first()).toBeVisible();
  const top = await firstTop('.yuno-batch--skeleton');
  await expect.poll(() => detail.length).toBe(1);
  await detail[0].continue();
  await expect(panel.getByRole('button', { name: 'Class Days & Time' })).toBeVisible();
  await expect(panel.locator('article.yuno-batch').first()).toBeVisible();
  expect(await firstTop('article.yuno-batch')).toBe(top);
});

test("while the panel's body is on its way nothing opens and focus stays on See Availability; when it cannot be fetched, the panel says so and Try again brings it", async ({
  page,
}) => {
  const held: Route[] = [];
  await page.route(`**${PANEL_BODY}*`, (route) => void held.push(route));
  await openDemo(page, searchFor(IELTS.title));
  await seeAvailability(page, IELTS.title);
  await expect.poll(() => held.length).toBe(1);

  const panel = page.getByRole('dialog', { name: IELTS.title });
  await expect(panel).toHaveCount(0);
  const card = widget(page, 'course-search').getByRole('article').filter({ hasText: IELTS.title });
  await expect(card.getByRole('button', { name: /^See Availability/ })).toBeFocused();

  await held[0].abort('connectionrefused');
  await expect(panel.getByText(IELTS.category, { exact: true })).toBeVisible();
  await expect(panel.getByText('Availability could not be loaded')).toBeVisible();
  // Focus on what the person can do about it.
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeFocused();
  await expect(panel.getByText('An error seems to have occurred. Please try again.')).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await page.unroute(`**${PANEL_BODY}*`);
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByRole('button', { name: ENROLL })).toHaveCount(11);
});

test('a learner already enrolled gets the Alert, with a loader while it is checked', async ({ page }) => {
  await openDemo(page, searchFor(ALREADY_ENROLLED.title), { as: 'learner', mock: { enrollmentStatus: 'slow:800' } });
  await seeAvailability(page, ALREADY_ENROLLED.title);
  const panel = page.getByRole('dialog', { name: ALREADY_ENROLLED.title });
  await panel.getByRole('button', { name: ENROLL }).first().click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Checking your enrolment…' })).toBeVisible();

  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('You have already enrolled a batch in this course');
  await expect(page.getByRole('status').filter({ hasText: 'Checking your enrolment…' })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
  await expect(alert.getByRole('button', { name: 'Ok' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  expect(await storedPaymentState(page)).toBeNull();
  expect(page.url()).toContain('/search/');
});

/** Adds a mount point to the page, as an embedding site would; the runtime mounts it. */
async function addCourseAvailability(page: Page, courseId: number) {
  await page.evaluate((id) => {
    const section = document.createElement('section');
    section.setAttribute('aria-label', `Availability of course ${id}`);
    const mount = document.createElement('div');
    mount.dataset.yunoWidget = 'course-availability';
    mount.dataset.yunoProps = JSON.stringify({ courseId: id });
    section.append(mount);
    document.querySelector('main')!.append(section);
  }, courseId);
  return page.locator(`[data-yuno-widget="course-availability"][data-yuno-props='{"courseId":${courseId}}']`);
}

test('on the course page the tabs follow the course personalization', async ({ page }) => {
  await openDemo(page, '/course/');
  const section = widget(page, 'course-availability').first();
  // IELTS Academic Intensive offers both.
  await expect(section.getByRole('tab')).toHaveText(['Group Classes', '1-to-1 Classes']);
  await expect(section.getByRole('tab', { name: 'Group Classes' })).toHaveAttribute('aria-selected', 'true');
  await expect(section.getByRole('button', { name: ENROLL })).toHaveCount(4);
  await expect(section.getByRole('button', { name: 'Show all 11 enrollment options' })).toBeVisible();
  expect(await axe(page)).toEqual([]);

  // A group-only course and a 1-to-1-only course.
  const groupOnly = await addCourseAvailability(page, 1003);
  await expect(groupOnly.getByRole('tab')).toHaveText(['Group Classes']);
  const oneToOne = await addCourseAvailability(page, 1008);
  await expect(oneToOne.getByRole('tab')).toHaveText(['1-to-1 Classes']);
  await expect(oneToOne.getByText('7 instructors found')).toBeVisible();

  // Keyboard: arrows move between the tabs.
  await section.getByRole('tab', { name: 'Group Classes' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(section.getByRole('tab', { name: '1-to-1 Classes' })).toHaveAttribute('aria-selected', 'true');
  await expect(section.getByText('12 instructors found')).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

test('the subscription dialog sets the amount to the chosen total', async ({ page }) => {
  await openDemo(page, '/course/', { as: 'learner' });
  // IELTS Listening Practice Lab is sold by subscription.
  const section = await addCourseAvailability(page, 1007);
  await expect(section.getByText('From ₹1,699 / month').first()).toBeVisible();
  await section.getByRole('button', { name: ENROLL }).first().click();

  const dialog = page.getByRole('dialog', { name: 'Select course duration' });
  await expect(dialog).toBeVisible();
  const plans = dialog.getByRole('listitem');
  await expect(plans).toHaveCount(3);
  await expect(plans.nth(1)).toContainText('3 months');
  await expect(plans.nth(1)).toContainText('₹1,799 / month');
  await expect(plans.nth(1)).toContainText('₹5,397');
  await expect(plans.nth(1)).toContainText('Incl. of all taxes');
  await expect(plans.nth(1)).toContainText('10% OFF');
  expect(await axe(page)).toEqual([]);

  // Each plan's Select is named after its duration.
  await plans.nth(1).getByRole('button', { name: 'Select 3 months', exact: true }).click();
  await page.waitForURL(/\/checkout\/$/);
  expect(await storedPaymentState(page)).toMatchObject({
    type: 'subscription',
    isCheckoutPage: true,
    payload: { payment_mode: 'subscription', amount: 5397, amount_due: 5397, user_id: 4101 },
  });
});

test("the instructor's weekly grid opens in a right sidebar, scrolled to 06:30", async ({ page }) => {
  await openDemo(page, '/course/');
  const section = widget(page, 'course-availability').first();
  await section.getByRole('tab', { name: '1-to-1 Classes' }).click();
  const instructor = section
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^See Availability/ }) })
    .first();
  const name = (await instructor.getByRole('heading').textContent())!;
  const seeAvailability = instructor.getByRole('button', { name: `See Availability ${name}`, exact: true });
  await seeAvailability.click();

  const dialog = page.getByRole('dialog', { name: `Instructor availability of ${name}` });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(Math.round(box.x + box.width)).toBe(1280);
  const table = dialog.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Time', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  await expect(table.getByRole('rowheader')).toHaveCount(48);

  const grid = dialog.getByRole('region', { name: `Weekly availability of ${name}` });
  await expect.poll(() => grid.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  // The 06:30 row is the first one under the sticky header.
  const gap = await table.locator('tr[data-slug="06:30"]').evaluate((row) => {
    // The header cells stick to the top of the scrolling grid.
    const header = row.closest('table')!.querySelector('thead th')!.getBoundingClientRect();
    return Math.round(row.getBoundingClientRect().top - header.bottom);
  });
  expect(Math.abs(gap)).toBeLessThanOrEqual(1);
  await expect(table.getByRole('rowheader', { name: '6:30 AM' })).toBeInViewport();
  await expect(table.getByRole('rowheader', { name: '12:00 AM' })).not.toBeInViewport();
  expect(await axe(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(seeAvailability).toBeFocused();
});

test('at 375 px the instructor grid is a dialog and the batch cards stack', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openDemo(page, '/course/');
  const section = widget(page, 'course-availability').first();
  const card = section.getByRole('article').first();
  await expect(card).toBeVisible();
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.width).toBeLessThanOrEqual(375);
  expect(await axe(page)).toEqual([]);

  await section.getByRole('tab', { name: '1-to-1 Classes' }).click();
  await section
    .getByRole('button', { name: /^See Availability/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Instructor availability of / });
  await expect(dialog).toHaveAttribute('data-placement', 'center');
  await expect(dialog.getByRole('table')).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

test("a screen reader's list of buttons tells the batches apart: each Enroll, after its own text, names its batch's start", async ({ page }) => {
  await openDemo(page, '/course/');
  const section = widget(page, 'course-availability').first();
  const enroll = section.getByRole('button', { name: /^Enroll\b/ });
  await expect(enroll).toHaveCount(4);
  // What shows is still the spec's 'Enroll'.
  await expect(enroll).toHaveText(Array(4).fill('Enroll'));
  const starts = await section.getByRole('article').getByRole('heading').allTextContents();
  expect(await buttonNames(page, /^Enroll/)).toEqual(starts.map((start) => `Enroll ${start}`));
  expect(new Set(starts).size).toBe(4);

  await openDemo(page, searchFor(IELTS.title));
  await seeAvailability(page, IELTS.title);
  const panel = page.getByRole('dialog', { name: IELTS.title });
  await expect(panel.getByRole('button', { name: /^Enroll\b/ })).toHaveCount(11);
  const inPanel = await buttonNames(page, /^Enroll/);
  expect(inPanel).toHaveLength(11);
  expect(new Set(inPanel).size).toBe(11);
  for (const name of inPanel) expect(name).toMatch(/^Enroll Starts \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [AP]M$/);
});

test('every button of a batch card is a pointer target of at least 24 × 24 px (WCAG 2.5.8), on the course page and in the panel', async ({ page }) => {
  const check = (buttons: { name: string; width: number; height: number }[]) => {
    expect(buttons.map((b) => b.name)).toEqual(['Group classes', 'Online', 'Enroll']);
    for (const button of buttons) {
      expect(button.width, button.name).toBeGreaterThanOrEqual(24);
      expect(button.height, button.name).toBeGreaterThanOrEqual(24);
    }
  };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await openDemo(page, '/course/');
    check(await batchCardButtons(widget(page, 'course-availability').first()));
  }
  // The panel's body brings its own copy of the card's styles.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDemo(page, searchFor(IELTS.title));
  await seeAvailability(page, IELTS.title);
  check(await batchCardButtons(page.getByRole('dialog', { name: IELTS.title })));
});
