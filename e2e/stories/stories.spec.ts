/**
 * Every story of the built Storybook, one test each: it renders without an error, its play
 * function (Storybook runs it in the frame) passes, nothing throws on the page, and axe finds
 * no violations in the state the story ends in. Stories tagged `mobile` are opened at 375 px.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { axe, PAGE_RULES, preloadAxe } from '../axe';
import { existsSync, readFileSync } from 'node:fs';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const INDEX = 'dist/storybook/index.json';
const stories: IndexEntry[] = existsSync(INDEX)
  ? Object.values((JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> }).entries).filter((e) => e.type === 'story')
  : [];

/** Storybook's preview events a test needs, recorded from the moment the channel exists. */
const RECORDED = ['storyFinished', 'storyErrored', 'storyThrewException', 'playFunctionThrewException', 'unhandledErrorsWhilePlaying', 'storyMissing'];
const DONE = ['storyFinished', 'storyMissing'];

const MOBILE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

function recordStoryEvents(names: string[]) {
  const seen: { name: string; payload: unknown }[] = [];
  (window as unknown as { __storyEvents: typeof seen }).__storyEvents = seen;
  let channel: { on(name: string, fn: (payload: unknown) => void): void } | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      for (const name of names) value.on(name, (payload: unknown) => seen.push({ name, payload }));
    },
  });
}

type StoryEvent = { name: string; payload: any };
const storyEvents = (page: Page) => page.evaluate(() => (window as unknown as { __storyEvents: StoryEvent[] }).__storyEvents);

function describeEvent(event: StoryEvent): string {
  const list = Array.isArray(event.payload) ? event.payload : [event.payload];
  const text = (p: any) => (typeof p === 'string' ? p : [p?.title, p?.message, p?.description].filter(Boolean).join(' '));
  return `${event.name}: ${list.map(text).join(' | ')}`;
}

/**
 * One browser context per worker (made with browser.newContext()), a fresh page per story:
 * the context keeps Storybook's files and the mock's service worker between stories, which
 * keeps the stage short; every story resets the widgets' storage and state itself.
 */
const test = base.extend<{ storyPage: Page }, { storyContext: BrowserContext }>({
  storyContext: [
    async ({ browser }, use, workerInfo) => {
      // Reduced motion: a play function's visibility check and axe's contrast check then see
      // the end state of an opening animation, not a frame halfway through its fade.
      // Copy stories need the clipboard, whichever page has the focus while two workers run.
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        viewport: DESKTOP,
        reducedMotion: 'reduce',
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      await context.addInitScript(recordStoryEvents, RECORDED);
      await preloadAxe(context);
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
});

test('the built Storybook lists stories', () => {
  expect(stories.length, `${INDEX} has no stories: build Storybook first`).toBeGreaterThan(0);
});

for (const story of stories) {
  const mobile = story.tags?.includes('mobile') ?? false;
  test(`${story.title} › ${story.name}${mobile ? ' (375 px)' : ''}`, async ({ storyPage: page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    if (mobile) await page.setViewportSize(MOBILE);

    // The a11y addon's own run is turned off here: axe runs once, below, from the test.
    await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=a11y.manual:!true`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction((done) => (window as any).__storyEvents?.some((e: StoryEvent) => done.includes(e.name)), DONE, { timeout: 45_000 });

    const events = await storyEvents(page);
    const finished = events.find((e) => e.name === 'storyFinished')?.payload as { status?: string; reporters?: { type: string; status: string }[] } | undefined;
    const failures = [
      ...events.filter((e) => e.name !== 'storyFinished').map(describeEvent),
      ...(finished?.reporters ?? []).filter((r) => r.status === 'failed').map((r) => `${r.type} report failed`),
    ];
    expect(failures, 'story errors and failed play functions').toEqual([]);
    expect(finished?.status, 'how the story finished').toBe('success');

    const shown = await page.evaluate(() => ({
      errorDisplay: document.body.classList.contains('sb-show-errordisplay'),
      rendered: (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0,
      framed: Boolean(document.querySelector('[data-yuno-story-frame]')?.shadowRoot?.firstElementChild),
    }));
    expect(shown).toEqual({ errorDisplay: false, rendered: true, framed: true });

    // The rules about a whole page are left out: a story is a widget alone, which the host
    // page's landmarks contain. The demo pages' browser tests check them on whole pages.
    expect(await axe(page, { skipRules: PAGE_RULES }), 'axe violations').toEqual([]);
    expect(pageErrors, 'uncaught errors on the page').toEqual([]);
  });
}
