/**
 * Every story of the built Storybook, one test each: it renders without an error, its play
 * function (Storybook runs it in the frame) passes, nothing throws on the page, and axe finds
 * no violations in the state the story ends in. Stories tagged `mobile` are shown at 375 px.
 * Stories with a play function run a second time with motion on (as most people browse), and
 * every docs page (the Introduction, each component's autodocs) must render.
 */
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { axe, PAGE_RULES, preloadAxe } from '../axe';
import { DOCS_DONE, entries, eventsUntil, failuresIn, finishedStatus, INDEX, RECORDED, recordStoryEvents, STORY_DONE, switchStory, type IndexEntry } from './storyEvents';

const stories = entries.filter((e) => e.type === 'story');
const docsPages = entries.filter((e) => e.type === 'docs');

const MOBILE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

type ViewMode = 'story' | 'docs';
type Motion = 'reduce' | 'no-preference';

/** A Storybook page, and the uncaught errors seen on it since its current story was asked for. */
interface StoryPage {
  page: Page;
  errors: string[];
  loaded: boolean;
}

async function newStoryContext(browser: Browser, baseURL: string | undefined, reducedMotion: Motion) {
  // Copy stories need the clipboard, whichever page has the focus while two workers run.
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, reducedMotion, permissions: ['clipboard-read', 'clipboard-write'] });
  await context.addInitScript(recordStoryEvents, RECORDED);
  await preloadAxe(context);
  return context;
}

async function newStoryPage(context: BrowserContext): Promise<StoryPage> {
  const storyPage: StoryPage = { page: await context.newPage(), errors: [], loaded: false };
  storyPage.page.on('pageerror', (error) => storyPage.errors.push(error.message));
  return storyPage;
}

/** Shows a story or a docs page: a page's first loads the preview, the next ones switch it. */
async function open(storyPage: StoryPage, entry: IndexEntry, viewMode: ViewMode): Promise<StoryPage> {
  const { page } = storyPage;
  storyPage.errors.length = 0;
  await page.setViewportSize(entry.tags?.includes('mobile') && viewMode === 'story' ? MOBILE : DESKTOP);
  if (storyPage.loaded) {
    await page.evaluate(switchStory, { storyId: entry.id, viewMode });
  } else {
    // The a11y addon's own run is turned off here: axe runs once, from the test.
    await page.goto(`/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=${viewMode}&globals=a11y.manual:!true`, { waitUntil: 'domcontentloaded' });
    storyPage.loaded = true;
  }
  return storyPage;
}

/**
 * Pages: one browser context per worker and motion setting (it keeps Storybook's files and the
 * mock's service worker between tests), and in each one page that goes from story to story as
 * Storybook's own UI does (loading the preview again for every story parsed about 3 MB of
 * scripts: most of each test's time). Every story starts clean all the same: Storybook restores
 * its mocks, and the preview's beforeEach resets the page config, the mock, storage and the
 * address. A failed test ends its worker, so the stories after it get a new page.
 * Docs pages (their stories play on in frames of their own) and stories tagged `fresh-page`
 * (they show a part being fetched, which a page does once) get a new page each.
 */
const test = base.extend<
  { show: (entry: IndexEntry, viewMode: ViewMode, motion?: Motion) => Promise<StoryPage> },
  { contexts: Record<Motion, BrowserContext>; sharedPages: Record<Motion, StoryPage> }
>({
  contexts: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      // Reduced motion for the full check: axe's contrast check then sees the end state of an
      // opening animation, not a frame halfway through its fade. Motion on: a play function
      // must wait for what fades in, as in a designer's browser.
      const contexts = { reduce: await newStoryContext(browser, baseURL, 'reduce'), 'no-preference': await newStoryContext(browser, baseURL, 'no-preference') };
      await use(contexts);
      for (const context of Object.values(contexts)) await context.close();
    },
    { scope: 'worker' },
  ],
  sharedPages: [
    async ({ contexts }, use) => use({ reduce: await newStoryPage(contexts.reduce), 'no-preference': await newStoryPage(contexts['no-preference']) }),
    { scope: 'worker' },
  ],
  show: async ({ contexts, sharedPages }, use) => {
    const ownPages: StoryPage[] = [];
    await use(async (entry, viewMode, motion = 'reduce') => {
      if (viewMode === 'story' && !entry.tags?.includes('fresh-page')) return open(sharedPages[motion], entry, viewMode);
      const storyPage = await newStoryPage(contexts[motion]);
      ownPages.push(storyPage);
      return open(storyPage, entry, viewMode);
    });
    for (const { page } of ownPages) await page.close();
  },
});

/** The story ran to the end of its play function without an error, and shows its widget. */
async function expectStoryPassed(page: Page, story: IndexEntry) {
  const events = await eventsUntil(page, STORY_DONE);
  expect(failuresIn(events), 'story errors and failed play functions').toEqual([]);
  expect(finishedStatus(events, story.id), 'how the story finished').toBe('success');
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
  test(label, async ({ show }) => {
    const { page, errors } = await show(story, 'story');
    await expectStoryPassed(page, story);
    // The rules about a whole page are left out: a story is a widget alone, which the host
    // page's landmarks contain. The demo pages' browser tests check them on whole pages.
    expect(await axe(page, { skipRules: PAGE_RULES }), 'axe violations').toEqual([]);
    expect(errors, 'uncaught errors on the page').toEqual([]);
  });

  if (!story.tags?.includes('play-fn')) continue;
  test(`${label} (motion on)`, async ({ show }) => {
    const { page, errors } = await show(story, 'story', 'no-preference');
    await expectStoryPassed(page, story);
    expect(errors, 'uncaught errors on the page').toEqual([]);
  });
}

for (const docs of docsPages) {
  test(`${docs.title} › ${docs.name} (docs page)`, async ({ show }) => {
    const { page, errors } = await show(docs, 'docs');
    const events = await eventsUntil(page, DOCS_DONE);
    expect(failuresIn(events), 'errors rendering the docs page').toEqual([]);
    expect(await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay')), 'error display').toBe(false);
    expect(errors, 'uncaught errors on the page').toEqual([]);
  });
}
