/**
 * The block editor of WordPress 6.1 (React 17, no `react-jsx-runtime`): a Yuno block is
 * inserted from the inserter, shows the live preview of the real widget (production
 * bundles in a frame inside the canvas), follows its sidebar settings, and the course
 * card's picker pages through every course. The same tests pass on newer WordPress, whose
 * editor canvas is an iframe (see the plugin's README for running them there).
 */
import type { FrameLocator, Page } from '@playwright/test';
import { COURSE_CARD_TEXT, COURSE_SEARCH_TEXT } from '@yuno/core';
import { axeFrame, expect, logIn, PAGE_RULES, test } from './support';

// The editor is the heaviest page of WordPress: allow for a busy machine.
test.describe.configure({ timeout: 150_000 });

const resultCount = new RegExp(COURSE_SEARCH_TEXT.resultCount.replace('{n}', '\\d+'));

/** The editor canvas: the page itself (WordPress 6.1) or its iframe (newer versions). */
type Canvas = Page | FrameLocator;

async function openNewPage(page: Page): Promise<Canvas> {
  await logIn(page, 'admin');
  await page.goto('/wp-admin/post-new.php?post_type=page');
  await page.waitForFunction(() => Boolean((window as any).wp?.blocks?.getBlockType?.('yuno/course-search')));
  // The first-visit guide would cover the editor. The user's saved preferences may arrive
  // after the editor starts and open it again, so turn it off until it stays off.
  await expect(async () => {
    await page.evaluate(() => {
      const { select, dispatch } = (window as any).wp.data;
      if (select('core/edit-post').isFeatureActive('welcomeGuide')) dispatch('core/edit-post').toggleFeature('welcomeGuide');
    });
    await expect(page.getByRole('dialog', { name: /welcome/i })).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return (await page.locator('iframe[name="editor-canvas"]').count()) ? page.frameLocator('iframe[name="editor-canvas"]') : page;
}

async function insertBlock(page: Page, title: string) {
  const toggle = page.getByRole('button', { name: 'Toggle block inserter' });
  await toggle.click();
  await page.getByRole('searchbox', { name: /search for blocks and patterns/i }).fill(title);
  // The option's name starts with the icon font's glyph.
  await page.getByRole('listbox', { name: 'Blocks' }).getByRole('option', { name: new RegExp(`${title}$`) }).click();
  if ((await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
  // The block's settings live in the sidebar, which the inserter closed.
  const settings = page.getByRole('button', { name: 'Settings', exact: true });
  if ((await settings.getAttribute('aria-pressed')) !== 'true') await settings.click();
}

/** axe on what the plugin adds to the editor: its block, its preview frame and its sidebar settings. */
async function axeOnYunoParts(page: Page, block: string) {
  const canvasFrame = page.frames().find((frame) => frame.name() === 'editor-canvas') ?? page.mainFrame();
  const violations = [
    ...(await axeFrame(page.mainFrame(), { include: ['.block-editor-block-inspector'] })),
    ...(await axeFrame(canvasFrame, { include: [`.wp-block-yuno-${block}`] })),
  ];
  for (const frame of page.frames()) {
    const element = frame === page.mainFrame() ? null : await frame.frameElement().catch(() => null);
    if (element && (await element.evaluate((el) => (el as Element).classList.contains('yuno-block-preview__frame')))) {
      violations.push(...(await axeFrame(frame, { skipRules: PAGE_RULES })));
    }
  }
  return violations;
}

test('a Yuno block is inserted and shows the live preview of the real widget', async ({ page, pageErrors }) => {
  const canvas = await openNewPage(page);
  await insertBlock(page, 'Yuno course search');

  const block = canvas.locator('.wp-block-yuno-course-search');
  await expect(block).toBeVisible();
  const preview = canvas.frameLocator('.wp-block-yuno-course-search iframe');
  await expect(preview.locator('[data-yuno-widget="course-search"]')).toHaveAttribute('data-yuno-mounted', 'ok');
  await expect(preview.getByText(resultCount)).toBeVisible();
  expect(await axeOnYunoParts(page, 'course-search')).toEqual([]);

  // A setting in the sidebar remounts the preview with the new props.
  await expect(preview.getByRole('link', { name: COURSE_CARD_TEXT.learnMore })).toHaveCount(0);
  await page.getByLabel(`Show the “${COURSE_CARD_TEXT.learnMore}” button`).check();
  await expect(preview.locator('[data-yuno-widget="course-search"]')).toHaveAttribute('data-yuno-props', /"showLearnMore":true/);
  await expect(preview.getByRole('link', { name: COURSE_CARD_TEXT.learnMore }).first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the course card picks its course from every page of the catalogue and previews it', async ({ page, pageErrors }) => {
  const canvas = await openNewPage(page);
  await insertBlock(page, 'Yuno course card');
  const block = canvas.locator('.wp-block-yuno-course-card');

  // No course yet: the block asks for one instead of showing a broken widget.
  await expect(block.getByText('No course selected yet.')).toBeVisible();
  const range = block.getByText(/^Courses 1–10 of (\d+)$/);
  await expect(range).toBeVisible();
  const total = Number((await range.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(10);
  await block.getByRole('button', { name: 'Next' }).click();
  await expect(block.getByText(`Courses 11–${Math.min(20, total)} of ${total}`)).toBeVisible();
  expect(await axeOnYunoParts(page, 'course-card')).toEqual([]);

  const choice = block.getByRole('radio').first();
  const label = await choice.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '');
  const chosenId = Number(await choice.getAttribute('value'));
  // The block swaps its placeholder for the preview at once, so the radio itself goes away.
  await choice.click();
  const title = label.replace(/ \(ID \d+\)$/, '');
  const preview = canvas.frameLocator('.wp-block-yuno-course-card iframe');
  await expect(preview.locator('[data-yuno-widget="course-card"]')).toHaveAttribute('data-yuno-mounted', 'ok');
  if (title) await expect(preview.getByText(title).first()).toBeVisible();
  await expect(page.locator('.block-editor-block-inspector').getByText(/^Selected: .+ \(ID \d+\)$/)).toBeVisible();
  expect(await axeOnYunoParts(page, 'course-card')).toEqual([]);

  // Published, the page renders the same widget on the site from the block's attributes.
  await canvas.getByRole('textbox', { name: 'Add title' }).fill('A course card from the editor');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('region', { name: 'Editor publish' }).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Editor publish' }).getByText('is now live')).toBeVisible();
  const permalink = await page.evaluate(() => (window as any).wp.data.select('core/editor').getPermalink() as string);
  await page.goto(permalink);
  const card = page.locator('[data-yuno-widget="course-card"]');
  await expect(card).toHaveAttribute('data-yuno-mounted', 'ok');
  const props = JSON.parse((await card.getAttribute('data-yuno-props')) ?? '{}');
  expect(props).toMatchObject({ showSeeAvailability: true, showLearnMore: false });
  expect(props.courseId).toBe(chosenId);
  if (title) await expect(card.getByText(title).first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

/** The selected block's attributes, as the editor will save them. */
const selectedAttributes = (page: Page) => page.evaluate(() => (window as any).wp.data.select('core/block-editor').getSelectedBlock()?.attributes ?? {});

test('what an editor types in a block placeholder is kept, with a message where it is not a usable value', async ({ page, pageErrors }) => {
  const canvas = await openNewPage(page);
  await insertBlock(page, 'Yuno course card');
  const block = canvas.locator('.wp-block-yuno-course-card');
  const idField = block.getByLabel('Or enter a course ID');

  // Text that is no course ID stays in the field, said to be wrong, and chooses nothing.
  await idField.click();
  await page.keyboard.type('-5');
  await expect(idField).toHaveValue('-5');
  await expect(block.getByText('“-5” is not a course ID: use a whole number above 0.', { exact: false })).toBeVisible();
  expect((await selectedAttributes(page)).courseId).toBeUndefined();

  // Every digit lands: the placeholder stays while the editor types, and goes when they leave it.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1002', { delay: 50 });
  await expect(idField).toBeFocused();
  await expect(idField).toHaveValue('1002');
  await page.keyboard.press('Tab');
  const preview = canvas.frameLocator('.wp-block-yuno-course-card iframe');
  await expect(preview.locator('[data-yuno-widget="course-card"]')).toHaveAttribute('data-yuno-props', /"courseId":1002[,}]/);
  expect((await selectedAttributes(page)).courseId).toBe(1002);

  // An ID the catalogue does not have is said in the sidebar, not only in the preview.
  const sidebar = page.locator('.block-editor-block-inspector');
  await sidebar.getByLabel('Or enter a course ID').fill('99999999');
  await expect(sidebar.getByText('No course has ID 99999999', { exact: false })).toBeVisible();

  // Arrow keys in a placeholder's list move through it without the list going away.
  await insertBlock(page, 'Yuno data table');
  const table = canvas.locator('.wp-block-yuno-data-table');
  const preset = table.getByLabel('Table');
  await preset.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(preset).toBeFocused();
  expect((await selectedAttributes(page)).preset).toBe('learner-courses');
  await page.keyboard.press('Enter');
  await expect(canvas.frameLocator('.wp-block-yuno-data-table iframe').locator('[data-yuno-widget="data-table"]')).toHaveAttribute('data-yuno-props', /"preset":"learner-courses"/);
  expect(pageErrors).toEqual([]);
});

test('the course search keeps the category chosen in the sidebar, previews it and saves it', async ({ page, pageErrors }) => {
  const canvas = await openNewPage(page);
  await insertBlock(page, 'Yuno course search');
  const category = page.locator('.block-editor-block-inspector').getByLabel('Category');
  await category.selectOption({ label: 'TOEFL' });
  const chosen = Number(await category.inputValue());
  expect(chosen).toBeGreaterThan(0);

  const widget = canvas.frameLocator('.wp-block-yuno-course-search iframe').locator('[data-yuno-widget="course-search"]');
  await expect(widget).toHaveAttribute('data-yuno-props', new RegExp(`"category":${chosen}[,}]`));
  await expect(widget).toHaveAttribute('data-yuno-mounted', 'ok');
  // Saved and read back, as when the page is opened again.
  const reread = await page.evaluate(() => {
    const { blocks, data } = (window as any).wp;
    return blocks.parse(data.select('core/editor').getEditedPostContent())[0].attributes;
  });
  expect(reread.category).toBe(chosen);
  expect(pageErrors).toEqual([]);
});
