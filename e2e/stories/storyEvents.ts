/**
 * Storybook's preview events, recorded in the page from the moment its channel exists, and
 * the entries of the built Storybook's index. Shared by the story tests.
 */
import type { Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** STORYBOOK_DIR: a build elsewhere (served by hand: `node e2e/stories/serve.mjs --dir …`, STORIES_PORT). */
export const INDEX = `${process.env.STORYBOOK_DIR ?? 'dist/storybook'}/index.json`;
export const entries: IndexEntry[] = existsSync(INDEX)
  ? Object.values((JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> }).entries)
  : [];

/** Events a test needs: the ends of a story or a docs page, and every way either fails. */
export const RECORDED = [
  'storyFinished',
  'docsRendered',
  'storyErrored',
  'storyThrewException',
  'playFunctionThrewException',
  'unhandledErrorsWhilePlaying',
  'storyMissing',
];
/** What ends each kind of page (an error ends a docs page: it never renders then). */
export const STORY_DONE = ['storyFinished', 'storyMissing'];
export const DOCS_DONE = ['docsRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
const ENDS = ['storyFinished', 'docsRendered'];

export function recordStoryEvents(names: string[]) {
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

export type StoryEvent = { name: string; payload: any };

/**
 * Runs in the page: forgets the events so far and asks the preview for another story or docs
 * page (Storybook's manager sends the same event when a designer picks one), from the top.
 */
export function switchStory({ storyId, viewMode }: { storyId: string; viewMode: 'story' | 'docs' }) {
  const w = window as unknown as { __storyEvents: StoryEvent[]; __STORYBOOK_ADDONS_CHANNEL__: { emit(name: string, payload: unknown): void } };
  w.__storyEvents.length = 0;
  window.scrollTo(0, 0);
  w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode });
}

/** Waits for one of `done`, then gives every recorded event. */
export async function eventsUntil(page: Page, done: string[]): Promise<StoryEvent[]> {
  await page.waitForFunction((names) => (window as any).__storyEvents?.some((e: StoryEvent) => names.includes(e.name)), done, { timeout: 45_000 });
  return page.evaluate(() => (window as unknown as { __storyEvents: StoryEvent[] }).__storyEvents);
}

function describeEvent(event: StoryEvent): string {
  const list = Array.isArray(event.payload) ? event.payload : [event.payload];
  const text = (p: any) => (typeof p === 'string' ? p : [p?.title, p?.message, p?.description].filter(Boolean).join(' '));
  return `${event.name}: ${list.map(text).join(' | ')}`;
}

/** Every failure the events tell of: error events, and failed reporters (a11y) of a finished story. */
export function failuresIn(events: StoryEvent[]): string[] {
  const finished = events.find((e) => e.name === 'storyFinished')?.payload as { reporters?: { type: string; status: string }[] } | undefined;
  return [
    ...events.filter((e) => !ENDS.includes(e.name)).map(describeEvent),
    ...(finished?.reporters ?? []).filter((r) => r.status === 'failed').map((r) => `${r.type} report failed`),
  ];
}

/** How the story finished ('success', 'error', …), if it did. */
export const finishedStatus = (events: StoryEvent[], storyId: string) =>
  (events.find((e) => e.name === 'storyFinished' && e.payload?.storyId === storyId)?.payload as { status?: string } | undefined)?.status;
