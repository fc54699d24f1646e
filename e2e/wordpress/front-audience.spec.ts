/**
 * What a visitor and someone who can edit the page meet when a page is not right: widgets
 * that lack an editor's setting, a page its header restricts to some roles, an API that
 * cannot be reached; and which pages page caches may keep. Both themes (one project each).
 */
import type { Page } from '@playwright/test';
import { expect, logIn, test, widget } from './support';

const DEVELOPER_WORDING = /courseId|"preset"|property|could not be shown|Give it a/;

/** The vertical gap between the page's two paragraphs around the widgets. */
async function gapBetweenTexts(page: Page) {
  const before = await page.getByText('Text before the widgets.').boundingBox();
  const after = await page.getByText('Text after the widgets.').boundingBox();
  return after!.y - (before!.y + before!.height);
}

test('a visitor sees nothing of widgets the page did not set up: no wording, no room taken; a set-up card still mounts', async ({ page, consoleErrors }) => {
  await page.goto('/yuno-misconfigured/');
  await expect(widget(page, 'course-card').last().getByRole('heading').first()).toBeVisible();
  const handWritten = page.locator('#hand-written');
  await expect(handWritten).toHaveAttribute('data-yuno-mounted', 'error');
  await expect(handWritten).toBeHidden();
  await expect(page.locator('main')).not.toContainText(DEVELOPER_WORDING, { useInnerText: true });
  await expect(page.locator('.yuno-widget-notice')).toHaveCount(0);
  // Only the set-up card and the hand-written point are on the page: nothing for the others.
  await expect(page.locator('[data-yuno-widget]:not([data-yuno-widget="availability-panel"])')).toHaveCount(2);
  // The two texts sit as close as two paragraphs do: the widgets' space collapsed.
  expect(await gapBetweenTexts(page)).toBeLessThan(80);
  // Developers still find the cause in the console.
  expect(consoleErrors.some((text) => text.includes('widget "course-card": The "courseId" property must be a positive whole number.'))).toBe(true);
});

test('someone who can edit the page is told what each widget needs, and where to set it', async ({ page, consoleErrors }) => {
  await logIn(page, 'admin');
  await page.goto('/yuno-misconfigured/');
  const notes = page.locator('.yuno-widget-notice');
  await expect(notes).toHaveCount(4);
  await expect(notes.nth(0)).toContainText('Yuno course card cannot be shown yet: only people who can edit this page see this note.');
  await expect(notes.nth(0)).toContainText('Choose its course in the block’s settings (or type the course ID).');
  await expect(notes.nth(1)).toContainText('Yuno course availability cannot be shown yet:');
  await expect(notes.nth(2)).toContainText('Yuno data table cannot be shown yet:');
  await expect(notes.nth(2)).toContainText('Choose which table it shows (its preset) in the block’s settings.');
  await expect(notes.nth(3)).toContainText('Check the [yuno_course_card] shortcode:');
  await expect(notes.nth(3)).toContainText('courseId is required (a whole number of 1 or more): until it is set, visitors see nothing in place of the widget.');
  // Each note sits in the page's content column, as wide as its paragraphs.
  const column = (await page.getByText('Text before the widgets.').boundingBox())!;
  for (const index of [0, 3]) {
    const note = (await notes.nth(index).boundingBox())!;
    expect(Math.abs(note.x - column.x), `note ${index} left edge`).toBeLessThan(2);
    expect(Math.abs(note.width - column.width), `note ${index} width`).toBeLessThan(2);
  }
  // The runtime's message for the hand-written mount point, with who sees it.
  const alert = page.locator('#hand-written').getByRole('alert');
  await expect(alert).toContainText('The "courseId" property must be a positive whole number.');
  await expect(alert).toBeVisible();
  expect(consoleErrors.some((text) => text.includes('widget "course-card"'))).toBe(true);
});

test('a visitor on a page for instructors gets "Not authorized" in place of its content, from the server', async ({ page, pageErrors }) => {
  const response = await page.goto('/yuno-instructors-only/');
  expect(await response!.text()).not.toContain('Only instructors read this.');
  await expect(widget(page, 'header')).toHaveAttribute('data-yuno-mounted', 'ok');
  await expect(widget(page, 'footer')).toHaveAttribute('data-yuno-mounted', 'ok');
  const gate = page.locator('[data-yuno-gate]');
  await expect(gate.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  await expect(gate.getByText('Log in with an account that has access to this page.')).toBeVisible();
  await expect(gate.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('Only instructors read this.')).toHaveCount(0);
  // The header block as inserted (no alignment saved) spans the window, not the text column.
  const header = (await widget(page, 'header').boundingBox())!;
  expect(header.width).toBeGreaterThan(page.viewportSize()!.width - 20);
  expect(pageErrors).toEqual([]);
});

test('an instructor reads the page for instructors', async ({ page }) => {
  await logIn(page, 'instructor');
  await page.goto('/yuno-instructors-only/');
  await expect(widget(page, 'header')).toHaveAttribute('data-yuno-mounted', 'ok');
  await expect(page.getByText('Only instructors read this.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toHaveCount(0);
});

test('an instructor on a page for learners: the browser gates it where the server cannot know the role', async ({ page }) => {
  await logIn(page, 'instructor');
  const response = await page.goto('/yuno-learners-only/');
  // The mock API is another site: the server does not know the role and sends the content
  // in the gated main area; the header hides it once it knows.
  expect(await response!.text()).toContain('Only learners read this.');
  await expect(page.locator('[data-yuno-gate]').getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  await expect(page.locator('[data-yuno-gate]').getByText("Your account doesn't have access to this page.")).toBeVisible();
  await expect(page.getByText('Only learners read this.')).toBeHidden();
});

test('an instructor on a page for learners, on a site that serves the API itself: the server knows the role and sends no content', async ({ page }) => {
  await logIn(page, 'instructor');
  const response = await page.goto('/yuno-learners-only/?api=site');
  expect(await response!.text()).not.toContain('Only learners read this.');
  await expect(page.locator('[data-yuno-gate]').getByRole('heading', { name: 'Not authorized' })).toBeVisible();
});

test('when the API cannot be reached, people who can edit are pointed to Settings → Yuno widgets; visitors are not', async ({ page }) => {
  await page.goto('/yuno-blocks/?api=unreachable');
  const search = widget(page, 'course-search');
  await expect(search.getByRole('alert').first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Settings → Yuno widgets');

  await logIn(page, 'admin');
  await page.goto('/yuno-blocks/?api=unreachable');
  // Once, just above the page's first widget (the header), in the content column.
  await expect(page.locator('.yuno-unreachable + [data-yuno-widget="header"]')).toHaveCount(1);
  await expect(page.locator('.yuno-unreachable')).toHaveCount(1);
  await expect(page.getByRole('note').filter({ hasText: 'could not reach' }).first()).toHaveText(
    'The widgets could not reach the marketplace API at http://127.0.0.1:9/wp-json/yuno. Check the environment and API base in Settings → Yuno widgets (its Check connection button says what answers). Only people who can edit this page see this note.',
  );
});

test('a signed-in page asks page caches not to keep it; a visitor’s page stays cacheable', async ({ page }) => {
  const visitor = await page.goto('/yuno-blocks/');
  expect(visitor!.headers()['cache-control'] ?? '').not.toMatch(/no-cache|no-store|private/);
  await logIn(page, 'instructor');
  const signedIn = await page.goto('/yuno-blocks/');
  expect(signedIn!.headers()['cache-control']).toMatch(/no-cache/);
  expect(signedIn!.headers()['cache-control']).toMatch(/max-age=0/);
});
