/**
 * Every story of the built Storybook, one test each: it renders without an error, its play
 * function (Storybook runs it in the frame) passes, nothing throws on the page, and axe finds
 * no violations in the state the story ends in. Stories tagged `mobile` are shown at 375 px.
 * Stories with a play function run with motion on, as designers browse them (a play function
 * must wait for what fades in), and axe runs once every finite animation has ended; the others
 * run with reduced motion. The demo's browser tests run every widget with reduced motion.
 * Every docs page (the Introduction, each component's autodocs) must render.
 */
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { axe, PAGE_RULES, preloadAxe } from '../axe';
import {
  DOCS_DONE,
  entries,
  eventsUntil,
  failuresIn,
  finishedStatus,
  INDEX,
  RECORDED,
  recordStoryEvents,
  STORY_DONE,
  switchStory,
  type IndexEntry,
} from './storyEvents';

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
      // Reduced motion for stories that only render; motion on for those with a play function
      // (see animationsEnded for their axe check).
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

/**
 * Waits until every animation in the story's frame that ends has ended (in the document and
 * in every open shadow root, where the widgets and their overlays render): axe's contrast
 * check must see the end of a fade, not a frame in its middle. Endless ones (a skeleton's
 * shimmer) are left running.
 */
async function animationsEnded(page: Page) {
  await page.evaluate(async () => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const element of document.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
    for (let i = 1; i < roots.length; i += 1) for (const element of roots[i].querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
    const ending = roots.flatMap((root) => root.getAnimations()).filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

for (const story of stories) {
  const label = `${story.title} › ${story.name}${story.tags?.includes('mobile') ? ' (375 px)' : ''}`;
  const played = story.tags?.includes('play-fn') ?? false;
  test(`${label}${played ? ' (motion on)' : ''}`, async ({ show }) => {
    const { page, errors } = await show(story, 'story', played ? 'no-preference' : 'reduce');
    await expectStoryPassed(page, story);
    if (played) await animationsEnded(page);
    // The rules about a whole page are left out: a story is a widget alone, which the host
    // page's landmarks contain. The demo pages' browser tests check them on whole pages.
    expect(await axe(page, { skipRules: PAGE_RULES }), 'axe violations').toEqual([]);
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
