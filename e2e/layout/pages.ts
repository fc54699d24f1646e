/**
 * The demo pages as the layout tests open them: every page for each role it makes sense for,
 * at a phone's and a laptop's width, held still (a fixed clock for the page and the mock API's
 * fixtures, one font, every picture loaded, nothing loading) so two runs see the same page.
 */
import type { Page } from '@playwright/test';
import { baseUrl, openDemo, type DemoRole } from '../support';

export const WIDTHS = [375, 1280] as const;

/** Each demo page and who can use it (the account pages refuse the other roles). */
export const PAGES: ReadonlyArray<{ path: string; name: string; roles: readonly DemoRole[] }> = [
  { path: '/', name: 'home', roles: ['visitor', 'learner', 'instructor'] },
  { path: '/search/', name: 'search', roles: ['visitor', 'learner', 'instructor'] },
  { path: '/course/', name: 'course', roles: ['visitor', 'learner', 'instructor'] },
  { path: '/learner/', name: 'learner', roles: ['learner'] },
  { path: '/instructor/', name: 'instructor', roles: ['instructor'] },
];

/** Friday 27 November 2026, 10:00 in India (04:30 UTC): the page's and the fixtures' clock. */
export const FIXED_NOW = Date.UTC(2026, 10, 27, 4, 30);

/** One font for every text, whatever else the machine has installed. */
const FIXED_FONTS = `
  :root { --yuno-font: "DejaVu Sans", sans-serif !important; --yuno-font-mono: "DejaVu Sans Mono", monospace !important; }
  body { font-family: "DejaVu Sans", sans-serif !important; }
`;

/** Opens a demo page as `as`, held still: fixed clock and fonts, then waits until it has settled. */
export async function openStill(page: Page, path: string, as: DemoRole) {
  await page.context().addCookies([{ name: 'yuno-mock-now', value: String(FIXED_NOW), url: baseUrl() }]);
  await page.clock.setFixedTime(FIXED_NOW);
  await page.addInitScript((css) => {
    addEventListener('DOMContentLoaded', () => {
      const sheet = document.createElement('style');
      sheet.textContent = css;
      document.head.append(sheet);
    });
  }, FIXED_FONTS);
  await openDemo(page, path, { as });
  await settled(page);
}

/**
 * Waits until every widget has mounted and loaded: no skeleton, nothing busy, every picture
 * decoded (lazy ones are asked for now), the fonts ready.
 */
export async function settled(page: Page) {
  await page.waitForFunction(
    () => {
      const roots: Array<Document | ShadowRoot> = [document];
      for (let i = 0; i < roots.length; i++) {
        for (const el of Array.from(roots[i].querySelectorAll('*'))) if (el.shadowRoot) roots.push(el.shadowRoot);
      }
      const widgets = Array.from(document.querySelectorAll('[data-yuno-widget]'));
      if (widgets.some((w) => !w.shadowRoot || w.shadowRoot.querySelector(':not(style, link)') === null)) return false;
      let ready = document.fonts.status === 'loaded';
      for (const root of roots) {
        if (root.querySelector('.yuno-skeleton, [aria-busy="true"]')) ready = false;
        for (const img of Array.from(root.querySelectorAll('img'))) {
          if (img.loading === 'lazy') img.loading = 'eager';
          if (!img.complete) ready = false;
        }
      }
      return ready;
    },
    undefined,
    { polling: 100, timeout: 20_000 },
  );
}
