/**
 * Every story of the built Storybook, one test each: it renders without an error, its play
 * function (Storybook runs it in the frame) passes, nothing throws on the page, and axe finds
 * no violations in the state the story ends in. Stories tagged `mobile` are opened at 375 px.
 * Stories with a play function run a second time with motion on (as most people browse), and
 * every docs page (the Introduction, each component's autodocs) must render.
 */
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { axe, PAGE_RULES, preloadAxe } from '../axe';
import { DOCS_DONE, entries, eventsUntil, failuresIn, finishedStatus, INDEX, RECORDED, recordStoryEvents, STORY_DONE, type IndexEntry } from './storyEvents';

const stories = entries.filter((e) => e.type === 'story');
const docsPages = entries.filter((e) => e.type === 'docs');

const MOBILE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

async function newStoryContext(browser: Browser, baseURL: string | undefined, reducedMotion: 'reduce' | 'no-preference') {
  // Copy stories need the clipboard, whichever page has the focus while two workers run.
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, reducedMotion, permissions: ['clipboard-read', 'clipboard-write'] });
  await context.addInitScript(recordStoryEvents, RECORDED);
  await preloadAxe(context);
  return context;
}

/**
 * One browser context per worker and motion setting, a fresh page per story: the context keeps
 * Storybook's files and the mock's service worker between stories, which keeps the stage short;
 * every story resets the widgets' storage and state itself.
 */
const test = base.extend<{ storyPage: Page; motionPage: Page }, { storyContext: BrowserContext; motionContext: BrowserContext }>({
  // Reduced motion for the full check: axe's contrast check then sees the end state of an
  // opening animation, not a frame halfway through its fade.
  storyContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await newStoryContext(browser, workerInfo.project.use.baseURL, 'reduce');
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  // Motion on: a play function must wait for what fades in, as in a designer's browser.
  motionContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await newStoryContext(browser, workerInfo.project.use.baseURL, 'no-preference');
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ storyContext }, use) => {
    const page = await storyContext.newPage();
    await use(page);
    await page.close();
  },
  motionPage: async ({ motionContext }, use) => {
    const page = await motionContext.newPage();
    await use(page);
    await page.close();
  },
});

/** Opens a story or a docs page and collects its page errors. */
async function open(page: Page, entry: IndexEntry, viewMode: 'story' | 'docs') {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  if (entry.tags?.includes('mobile') && viewMode === 'story') await page.setViewportSize(MOBILE);
  // The a11y addon's own run is turned off here: axe runs once, from the test.
  await page.goto(`/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=${viewMode}&globals=a11y.manual:!true`, { waitUntil: 'domcontentloaded' });
  return pageErrors;
}

/** The story ran to the end of its play function without an error, and shows its widget. */
async function expectStoryPassed(page: Page) {
  const events = await eventsUntil(page, STORY_DONE);
  expect(failuresIn(events), 'story errors and failed play functions').toEqual([]);
  expect(finishedStatus(events), 'how the story finished').toBe('success');
  const shown = await page.evaluate(() => ({
    errorDisplay: document.body.classList.contains('sb-show-errordisplay'),
    rendered: (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0,
    framed: Boolean(document.querySelector('[data-yuno-story-frame]')?.shadowRoot?.firstElementChild),
  }));
  expect(shown).toEqual({ errorDisplay: false, rendered: true, framed: true });
}

test('the built Storybook lists stories', () => {
  expect(stories.length, `${INDEX} has no stories: build Storybook first`).toBeGreaterThan(0);
});

for (const story of stories) {
  const label = `${story.title} › ${story.name}${story.tags?.includes('mobile') ? ' (375 px)' : ''}`;
  test(label, async ({ storyPage: page }) => {
    const pageErrors = await open(page, story, 'story');
    await expectStoryPassed(page);
    // The rules about a whole page are left out: a story is a widget alone, which the host
    // page's landmarks contain. The demo pages' browser tests check them on whole pages.
    expect(await axe(page, { skipRules: PAGE_RULES }), 'axe violations').toEqual([]);
    expect(pageErrors, 'uncaught errors on the page').toEqual([]);
  });

  if (!story.tags?.includes('play-fn')) continue;
  test(`${label} (motion on)`, async ({ motionPage: page }) => {
    const pageErrors = await open(page, story, 'story');
    await expectStoryPassed(page);
    expect(pageErrors, 'uncaught errors on the page').toEqual([]);
  });
}

for (const docs of docsPages) {
  test(`${docs.title} › ${docs.name} (docs page)`, async ({ storyPage: page }) => {
    const pageErrors = await open(page, docs, 'docs');
    const events = await eventsUntil(page, DOCS_DONE);
    expect(failuresIn(events), 'errors rendering the docs page').toEqual([]);
    expect(await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay')), 'error display').toBe(false);
    expect(pageErrors, 'uncaught errors on the page').toEqual([]);
  });
}
