/**
 * Layout shift as a person meets it (CLS): the sum of the page's layout-shift entries that
 * had no recent input, each with the boxes that moved. Shared by the demo's and WordPress's
 * layout-shift tests.
 */
import type { Page } from '@playwright/test';
import { courses } from '../packages/mock-api/src/fixtures/courses';
import { expect, widget } from './support';

/** The most a page may shift (Google calls 0.1 good). */
export const LAYOUT_SHIFT_LIMIT = 0.02;

/**
 * Lighthouse's phone (its mobile profile): 412 px wide, Android, whose visitor header also
 * holds Get the app and, until a choice cookie hides it, the app prompt.
 */
export const ANDROID_PHONE = {
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  viewport: { width: 412, height: 823 },
};

export interface LayoutShift {
  score: number;
  shifts: Array<{ value: number; at: number; sources: string[] }>;
}

/** Installs the observer before any of the page's scripts run (call before the page opens). */
export async function observeLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Rect = { x: number; y: number; width: number; height: number };
    type Source = { node: Node | null; previousRect: Rect; currentRect: Rect };
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    const record: { score: number; shifts: Array<{ value: number; at: number; sources: string[] }> } = { score: 0, shifts: [] };
    const box = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    // A node inside a widget's shadow root is not given: name the mount point it is in.
    const widgetAt = (r: Rect) =>
      [...document.querySelectorAll<HTMLElement>('[data-yuno-widget]')].find((el) => {
        const b = el.getBoundingClientRect();
        return r.x >= b.left && r.x < b.right && r.y >= b.top && r.y < b.bottom;
      });
    const name = (source: Source) => {
      const node = source.node;
      if (node instanceof Element)
        return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}${node.getAttribute('data-yuno-widget') ? `[data-yuno-widget=${node.getAttribute('data-yuno-widget')}]` : ''}`;
      if (node) return node.nodeName;
      const host = widgetAt(source.currentRect.width ? source.currentRect : source.previousRect);
      return host ? `a node inside the ${host.dataset.yunoWidget} widget` : 'a node inside a widget';
    };
    const take = (entries: PerformanceEntryList) => {
      for (const entry of entries as Entry[]) {
        if (entry.hadRecentInput) continue;
        record.score += entry.value;
        record.shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map((s) => `${name(s)}: ${box(s.previousRect)} → ${box(s.currentRect)}`),
        });
      }
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Entries of the last frame that the observer has not handed over yet.
    Object.assign(window, { __yunoLayoutShift: { record, flush: () => take(observer.takeRecords()) } });
  });
}

/**
 * The shift so far, once the page has nothing more on its way (what arrives later could
 * still move things) and has painted its last frame.
 */
export async function layoutShiftSoFar(page: Page): Promise<LayoutShift> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const { record, flush } = (window as unknown as { __yunoLayoutShift: { record: LayoutShift; flush: () => void } }).__yunoLayoutShift;
    flush();
    return JSON.parse(JSON.stringify(record)) as LayoutShift;
  });
}

/** The shifts, one a line with what moved, for a failure's message. */
export const describeShifts = ({ score, shifts }: LayoutShift) =>
  [`CLS ${score.toFixed(4)}`, ...shifts.map((s) => `  ${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join('; ')}`)].join('\n');

/**
 * On a page with the course search: the IELTS category applied (in the Filters panel where
 * the search shows one), then the first course's availability opened and closed.
 */
export async function filterAndAvailability(page: Page): Promise<void> {
  const search = widget(page, 'course-search');
  const filters = search.getByRole('button', { name: 'Filters', exact: true });
  if (await filters.isVisible()) {
    await filters.click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.getByRole('radio', { name: /^IELTS/ }).check();
    await panel.getByRole('button', { name: 'Apply filters' }).click();
    await expect(panel).toBeHidden();
  } else {
    await search.getByRole('radio', { name: /^IELTS/ }).check();
  }
  const ielts = courses.filter((c) => c.category.slug === 'ielts').length;
  await expect(search.getByText(`${ielts} online courses available`)).toBeVisible();
  await search
    .getByRole('button', { name: /^See Availability/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: /^Enroll Starts / }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
