/**
 * Shared fixtures for the browser tests: every test fails on an uncaught page error or a
 * console error it did not expect, and pages are opened as a demo user.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { preloadAxe } from './axe';
import type { DemoRole } from '@yuno/mock-api';

export type { DemoRole };

interface Fixtures {
  /** Console errors seen so far; tests that expect some can read and clear it. */
  consoleErrors: string[];
  pageErrors: Error[];
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    await preloadAxe(page);
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await use(errors);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
    expect(errors, 'uncaught errors on the page').toEqual([]);
  },
});

export { expect };

/** Gives the test its own copy of the mock's data, so what one test changes no other sees. */
export async function ownMockData(page: Page) {
  const context = page.context();
  const cookies = await context.cookies(baseUrl());
  if (!cookies.some((c) => c.name === 'yuno-mock-session')) {
    await context.addCookies([{ name: 'yuno-mock-session', value: `t${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`, url: baseUrl() }]);
  }
}

/** Opens a demo page as a demo user; `mock` switches mock API routes for this page only. */
export async function openDemo(page: Page, path: string, { as = 'visitor', mock }: { as?: DemoRole; mock?: Record<string, string> } = {}) {
  const context = page.context();
  await ownMockData(page);
  if (mock) {
    const value = Object.entries(mock)
      .map(([route, mode]) => `${route}:${mode}`)
      .join(',');
    await context.addCookies([{ name: 'yuno-mock', value, url: baseUrl() }]);
  }
  const url = new URL(path, baseUrl());
  url.searchParams.set('as', as);
  await page.goto(url.toString());
}

export function baseUrl(): string {
  return `http://127.0.0.1:${Number(process.env.DEMO_PORT) || 5199}`;
}

/** The URLs of the page's requests whose address contains `fragment`, filled in as they are made. */
export function requestsTo(page: Page, fragment: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(fragment)) seen.push(request.url());
  });
  return seen;
}

/**
 * Waits until a page nobody has touched is at rest: loaded, every mount point mounted, and the
 * browser idle once after that (what the page defers to an idle moment has started by then:
 * idle callbacks run in the order they were asked for).
 */
export async function pageAtRest(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('[data-yuno-widget]:not([data-yuno-mounted])')).toHaveCount(0);
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestAnimationFrame(() => done()))));
}

/** The bundles whose scripts are on the page (put there by the page, or fetched as parts), by name. */
export const bundlesOnPage = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
      .map((script) => /\/widgets\/([a-z-]+)\.js/.exec(script.src)?.[1])
      .filter((name): name is string => Boolean(name)),
  );

/** The widget's mount point; Playwright's locators reach into its open shadow root. */
export const widget = (page: Page, name: string) => page.locator(`[data-yuno-widget="${name}"]`);

export { axe } from './axe';

/**
 * Scrolls the course search's pagination bar into view, as a person does to use it (its code
 * comes as the bar nears the view), and returns the bar.
 */
export async function scrollToPages(search: Locator): Promise<Locator> {
  await search.locator('.yuno-search__pages').scrollIntoViewIfNeeded();
  return search.getByRole('navigation', { name: 'Pagination' });
}

/** Waits until the page has painted twice more: what it was handed before has been rendered. */
export async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}
