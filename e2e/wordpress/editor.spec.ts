/**
 * The block editor of WordPress 6.1 (React 17, no `react-jsx-runtime`): a Yuno block is
 * inserted from the inserter, shows the live preview of the real widget (production
 * bundles in a frame inside the canvas), follows its sidebar settings, and the course
 * card's picker pages through every course. The same tests pass on newer WordPress, whose
 * editor canvas is an iframe (see the plugin's README for running them there).
 */
import type { FrameLocator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  await page
    .getByRole('listbox', { name: 'Blocks' })
    .getByRole('option', { name: new RegExp(`${title}$`) })
    .click();
  if ((await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
  // The block's settings live in the sidebar, which the inserter closed.
  const settings = page.getByRole('button', { name: 'Settings', exact: true });
  if ((await settings.getAttribute('aria-pressed')) !== 'true') await settings.click();
}

/** Publishes the page under a title and opens it on the site. */
async function publishAndOpen(page: Page, canvas: Canvas, title: string) {
  await canvas.getByRole('textbox', { name: 'Add title' }).fill(title);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('region', { name: 'Editor publish' }).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Editor publish' }).getByText('is now live')).toBeVisible();
  await page.goto(await page.evaluate(() => (window as any).wp.data.select('core/editor').getPermalink() as string));
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
  await publishAndOpen(page, canvas, 'A course card from the editor');
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
  await expect(canvas.frameLocator('.wp-block-yuno-data-table iframe').locator('[data-yuno-widget="data-table"]')).toHaveAttribute(
    'data-yuno-props',
    /"preset":"learner-courses"/,
  );
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

/** The example course of the test site (scripts/wp/site-setup.mjs writes it). */
const exampleCourseId = (): number => {
  try {
    return Number(JSON.parse(readFileSync(join(process.cwd(), '.cache/wp-test/setup.json'), 'utf8')).courseId) || 1001;
  } catch {
    return 1001;
  }
};

/** Adds a Yuno block with its attributes (as a pasted or reopened block would be) and selects it. */
async function addBlock(page: Page, name: string, attributes: Record<string, unknown> = {}) {
  await page.evaluate(
    ([blockName, attrs]) => {
      const { blocks, data } = (window as any).wp;
      const block = blocks.createBlock(blockName, attrs);
      data.dispatch('core/block-editor').insertBlocks(block);
      data.dispatch('core/block-editor').selectBlock(block.clientId);
    },
    [name, attributes] as const,
  );
  const settings = page.getByRole('button', { name: 'Settings', exact: true });
  if ((await settings.getAttribute('aria-pressed')) !== 'true') await settings.click();
}

const inspector = (page: Page) => page.locator('.block-editor-block-inspector');
const previewOf = (canvas: Canvas, widget: string) => canvas.frameLocator(`.wp-block-yuno-${widget} iframe`);
const mounted = (canvas: Canvas, widget: string) =>
  expect(previewOf(canvas, widget).locator(`[data-yuno-widget="${widget}"]`)).toHaveAttribute('data-yuno-mounted', 'ok');
/** Each preview is a new frame per viewer: wait for the one of this viewer to have mounted. */
const previewStatus = (canvas: Canvas, widget: string) => canvas.locator(`.wp-block-yuno-${widget} .yuno-block-preview`);

test('a block that lacks its course or table says so in the canvas, with the control that sets it', async ({ page, pageErrors }) => {
  const canvas = await openNewPage(page);
  await addBlock(page, 'yuno/course-card');
  const card = canvas.locator('.wp-block-yuno-course-card');
  await expect(card.getByText('Choose the course this card shows. Until then, the page shows no card here.')).toBeVisible();
  await expect(card.getByLabel('Or enter a course ID')).toBeVisible();
  // A course ID of 0 (saved from the code editor) is no course, and shows as none.
  await addBlock(page, 'yuno/course-availability', { courseId: 0 });
  const availability = canvas.locator('.wp-block-yuno-course-availability');
  const availabilityPrompt = 'Choose the course whose batches and 1-to-1 instructors this block shows. Until then, the page shows nothing here.';
  await expect(availability.getByText(availabilityPrompt)).toBeVisible();
  await expect(availability.getByLabel('Search courses')).toBeVisible();
  await expect(availability.getByText('No course selected yet.')).toBeVisible();
  expect((await availability.innerText()).split('\n').map((line) => line.trim())).not.toContain('0');
  await addBlock(page, 'yuno/data-table');
  const table = canvas.locator('.wp-block-yuno-data-table');
  await expect(table.getByText('Choose the table this block shows. Until then, the page shows nothing here.')).toBeVisible();
  await expect(table.getByLabel('Table')).toBeVisible();

  // On a phone the blocks are narrower than 480 px, where WordPress hides a placeholder's
  // instructions: the prompts still say what to choose.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => card.evaluate((block) => block.getBoundingClientRect().width)).toBeLessThan(480);
  await expect(card.getByText('Choose the course this card shows. Until then, the page shows no card here.')).toBeVisible();
  await expect(availability.getByText(availabilityPrompt)).toBeVisible();
  await expect(table.getByText('Choose the table this block shows. Until then, the page shows nothing here.')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the shortcodes of the page are checked in the editor, before publishing, and the page puts each note beside its shortcode', async ({ page, pageErrors }) => {
  const canvas = await openNewPage(page);
  await page.evaluate(() => {
    const { blocks, data } = (window as any).wp;
    data
      .dispatch('core/block-editor')
      .insertBlocks([
        blocks.createBlock('core/shortcode', { text: '[yuno_header]' }),
        blocks.createBlock('core/shortcode', { text: '[yuno_course_card cours="1001"]' }),
        blocks.createBlock('core/shortcode', { text: '[yuno_coursecard courseId="1001"]' }),
      ]);
  });
  // A notice above the canvas, before anything is published, that opens the notes.
  const notice = page.locator('.components-notice').filter({ hasText: '2 Yuno shortcodes on this page have problems' });
  await expect(notice).toBeVisible();
  // As an editor may leave it: the last shortcode block selected, the settings sidebar closed
  // (the sidebar opens to a selected block's tab, which does not hold the notes).
  const settings = page.getByRole('button', { name: 'Settings', exact: true });
  if ((await settings.getAttribute('aria-pressed')) === 'true') await settings.click();
  await expect(settings).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => (window as any).wp.data.select('core/block-editor').getSelectedBlock()?.name)).toBe('core/shortcode');
  await notice.getByRole('button', { name: 'Show the notes' }).click();
  const panel = page.locator('.yuno-shortcode-check');
  await expect(panel.getByText('[yuno_course_card cours="1001"]')).toBeVisible();
  await expect(panel.getByText('“cours” is not an attribute of this widget and was ignored. Did you mean courseId?')).toBeVisible();
  await expect(panel.getByText('courseId is required', { exact: false })).toBeVisible();
  await expect(
    panel.getByText('“yuno_coursecard” is not a shortcode of this plugin, so WordPress shows it as text. Did you mean [yuno_course_card]?'),
  ).toBeVisible();
  // The clean header is not listed; the notes follow the page's order.
  const shortcodes = await panel.locator('code').allTextContents();
  expect(shortcodes).toEqual(['[yuno_course_card cours="1001"]', '[yuno_coursecard courseId="1001"]']);

  // Fixed in the editor, the notes go.
  await page.evaluate(() => {
    const { data } = (window as any).wp;
    const store = data.select('core/block-editor');
    for (const id of store.getBlockOrder()) {
      const text = store.getBlockAttributes(id).text as string;
      data.dispatch('core/block-editor').updateBlockAttributes(id, { text: text.replace('cours=', 'courseId=').replace('yuno_coursecard', 'yuno_course_card') });
    }
  });
  await expect(panel.getByText('No Yuno shortcode on this page has a problem.')).toBeVisible();
  await expect(notice).toHaveCount(0);

  // Published with one mistake left, the page's note for editors sits right above that shortcode,
  // in the theme's content column (not at the window's edge).
  await page.evaluate(() => {
    const { blocks, data } = (window as any).wp;
    data.dispatch('core/block-editor').insertBlocks(blocks.createBlock('core/shortcode', { text: '[yuno_referal_menu]' }));
  });
  await publishAndOpen(page, canvas, 'Shortcodes checked in the editor');
  const note = page.locator('.yuno-widget-notice');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('Did you mean [yuno_referral_menu]?');
  const paragraph = page.locator('.entry-content').getByText('[yuno_referal_menu]', { exact: true });
  const [noteBox, textBox, cardBox] = await Promise.all([
    note.boundingBox(),
    paragraph.boundingBox(),
    page.locator('[data-yuno-widget="course-card"]').last().boundingBox(),
  ]);
  expect(noteBox!.x).toBeCloseTo(textBox!.x, 0);
  expect(noteBox!.width).toBeCloseTo(textBox!.width, 0);
  expect(noteBox!.y).toBeGreaterThan(cardBox!.y + cardBox!.height - 1);
  expect(noteBox!.y + noteBox!.height).toBeLessThanOrEqual(textBox!.y);
  expect(pageErrors).toEqual([]);
});

test('the preview has the width of its block in the canvas, and pictures load', async ({ page, pageErrors }) => {
  const canvas = await openNewPage(page);
  await addBlock(page, 'yuno/header', { align: 'full' });
  await addBlock(page, 'yuno/course-card', { courseId: exampleCourseId() });
  await mounted(canvas, 'header');
  await mounted(canvas, 'course-card');
  const widths = async (widget: string) =>
    canvas.locator(`.wp-block-yuno-${widget} iframe`).evaluate((frame) => {
      const view = (frame as HTMLIFrameElement).contentWindow!;
      const host = view.document.querySelector('[data-yuno-widget]')!;
      return {
        block: frame.parentElement!.parentElement!.clientWidth,
        frame: (frame as HTMLElement).clientWidth,
        window: view.innerWidth,
        host: host.getBoundingClientRect().width,
      };
    });
  const header = await widths('header');
  const card = await widths('course-card');
  for (const measured of [header, card]) {
    // The frame fills its block, and the widget lays out in that width: no fixed or phone width.
    expect(measured.frame).toBe(measured.block);
    expect(measured.window).toBe(measured.frame);
    expect(measured.host).toBe(measured.frame);
  }
  // A full-width header spans the canvas, wider than the content column the card sits in.
  expect(header.frame).toBeGreaterThan(card.frame);

  // Pictures (the academy's logo, the instructors' photos) are site-relative: they load in the
  // preview in WordPress 6.1 and in the iframed canvas of newer versions alike.
  const images = previewOf(canvas, 'course-card').locator('[data-yuno-widget="course-card"] img');
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() => images.evaluateAll((list) => list.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
    .not.toContain(false);
  expect(await images.count()).toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);
});

test('the editor previews the page as a visitor, a learner, an instructor or themselves', async ({ page, pageErrors }) => {
  const canvas = await openNewPage(page);
  await addBlock(page, 'yuno/header', { align: 'full' });
  const header = previewOf(canvas, 'header').locator('[data-yuno-widget="header"]');
  await mounted(canvas, 'header');
  const viewerSelect = inspector(page).getByLabel('Preview as');
  await expect(viewerSelect).toHaveValue('self');
  // Themselves (the test site's admin is the API's yuno-admin): the signed-in header.
  await expect(header.getByRole('button', { name: 'Login' })).toHaveCount(0);

  await viewerSelect.selectOption('visitor');
  await mounted(canvas, 'header');
  await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(header.getByText('Free summer workshops for kids: coding, maths and more.')).toBeVisible();

  await viewerSelect.selectOption('Learner');
  await mounted(canvas, 'header');
  await expect(header.getByRole('button', { name: 'Login' })).toHaveCount(0);
  // Learners, and only they among members, get the course search in their header (behind
  // Menu in a header this narrow).
  const search = header.getByRole('button', { name: 'Search', exact: true, includeHidden: true });
  await expect(search).toBeAttached();

  await viewerSelect.selectOption('Instructor');
  await mounted(canvas, 'header');
  await expect(header.getByRole('button', { name: 'Login' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: /menu|account/i, includeHidden: true }).first()).toBeAttached();
  await expect(search).toHaveCount(0);

  // One choice for every Yuno preview: a referral menu added now previews as an instructor too,
  // and as a visitor it says what visitors see.
  await addBlock(page, 'yuno/referral-menu');
  await expect(inspector(page).getByLabel('Preview as')).toHaveValue('Instructor');
  await mounted(canvas, 'referral-menu');
  const referral = canvas.locator('.wp-block-yuno-referral-menu');
  await expect(referral.getByText('Only signed-in members see the referral menu: visitors see nothing here.')).toBeVisible();
  await inspector(page).getByLabel('Preview as').selectOption('visitor');
  await expect(previewStatus(canvas, 'referral-menu')).toHaveAttribute('data-status', 'ready');
  await expect(referral.locator('.yuno-block-preview__empty')).toContainText('Only signed-in members see the referral menu: visitors see nothing here.');
  await inspector(page).getByLabel('Preview as').selectOption('self');
  expect(pageErrors).toEqual([]);
});

test('each header setting visibly changes the preview', async ({ page, pageErrors }) => {
  const canvas = await openNewPage(page);
  await addBlock(page, 'yuno/header', { align: 'full' });
  await mounted(canvas, 'header');
  const header = previewOf(canvas, 'header').locator('[data-yuno-widget="header"]');
  const viewerSelect = inspector(page).getByLabel('Preview as');
  await viewerSelect.selectOption('self');
  await mounted(canvas, 'header');
  await expect(inspector(page).getByText('Visitors and signed-in learners see it, in the menu on narrow screens.')).toBeVisible();
  await expect(inspector(page).getByText('Only signed-in learners see it.')).toHaveCount(0);

  // The notification bar is a visitor's: turning it off (as yourself, who never sees it)
  // shows the preview as a visitor, without the bar; on again, the bar is back.
  const bar = header.getByText('Free summer workshops for kids: coding, maths and more.');
  await inspector(page).getByLabel('Show the notification bar').uncheck();
  await expect(viewerSelect).toHaveValue('visitor');
  await mounted(canvas, 'header');
  await expect(header).toHaveAttribute('data-yuno-props', /"showNotificationBar":false/);
  await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await inspector(page).getByLabel('Show the notification bar').check();
  await expect(bar).toBeVisible();

  // The search bar sits behind Menu in a narrow header: the preview opens the menu to show it.
  const search = header.getByRole('button', { name: 'Search', exact: true });
  await inspector(page).getByLabel('Show the course search bar').uncheck();
  await expect(header).toHaveAttribute('data-yuno-props', /"showSearch":false/);
  await expect(search).toHaveCount(0);
  await inspector(page).getByLabel('Show the course search bar').check();
  await expect(search).toBeVisible();

  // The side menu setting shows in the page's side menu block.
  await inspector(page).getByLabel('Show the side menu').uncheck();
  await viewerSelect.selectOption('self');
  await addBlock(page, 'yuno/side-menu');
  const side = canvas.locator('.wp-block-yuno-side-menu');
  await expect(side.getByText('The page’s Yuno header hides the side menu (“Show the side menu” is off): nobody sees it on this page.')).toBeVisible();
  await expect(previewStatus(canvas, 'side-menu')).toHaveAttribute('data-status', 'ready');
  await expect(previewOf(canvas, 'side-menu').locator('[data-yuno-widget="side-menu"] nav, [data-yuno-widget="side-menu"] button')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('the course availability preview names its course, and a tall course search is cut to fit', async ({ page, pageErrors }) => {
  const canvas = await openNewPage(page);
  await addBlock(page, 'yuno/course-availability', { courseId: exampleCourseId() });
  await mounted(canvas, 'course-availability');
  const title = await page.evaluate(async (id) => {
    const answer = await (await fetch(`${(window as any).yunoConfig.apiBase}/v1/courses/${id}`)).json();
    return answer.data.title as string;
  }, exampleCourseId());
  await expect(canvas.locator('.wp-block-yuno-course-availability').getByText(`Batches and 1-to-1 instructors of ${title} (ID ${exampleCourseId()})`)).toBeVisible();

  await addBlock(page, 'yuno/course-search');
  await mounted(canvas, 'course-search');
  const search = canvas.locator('.wp-block-yuno-course-search');
  await expect(search.getByText(/^The preview shows the top 960 px of \d+ px; the page shows all of it\.$/)).toBeVisible();
  const height = await search.locator('iframe').evaluate((frame) => frame.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(960);
  expect(pageErrors).toEqual([]);
});
