/**
 * axe-core run inside the page (open shadow roots included), for every browser suite.
 * Run this way a check takes 50–300 ms; the Playwright wrapper injects axe into every frame
 * and finishes each run in a blank page of its own, which took about 0.5 s a story and
 * 15–45 s on a WordPress page with all nine widgets.
 */
import type { BrowserContext, Frame, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeCode = '';

/** Rules about a whole page (one main landmark, a level-one heading, everything in landmarks), which a widget alone or an editor's preview frame is not. */
export const PAGE_RULES = ['landmark-one-main', 'page-has-heading-one', 'region'];

/**
 * Puts axe into every page before the page's own scripts run, so a check need not load it
 * first. Top documents only: a frame whose document is written after it is created (an
 * editor's preview) would keep an axe bound to the empty one; axeFrame loads it there.
 */
export async function preloadAxe(target: Page | BrowserContext): Promise<void> {
  axeCode ||= readFileSync(axeSource, 'utf8');
  await target.addInitScript({ content: `if (window === window.top) {\n${axeCode}\n}` });
}

export interface AxeOptions {
  /** Check only what these selectors match. */
  include?: string[];
  /** Rules left out (see PAGE_RULES). */
  skipRules?: string[];
}

/** The violations axe finds in one frame, one line each: `rule: help (targets)`. */
export async function axeFrame(frame: Frame, { include, skipRules = [] }: AxeOptions = {}): Promise<string[]> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.addScriptTag({ path: axeSource });
  const found = await frame.evaluate(
    async ({ selectors, skip }) => {
      type Axe = { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }> };
      const axe = (window as unknown as { axe: Axe }).axe;
      const context = selectors ? { include: selectors.map((s) => [s]) } : document;
      const rules = Object.fromEntries(skip.map((id) => [id, { enabled: false }]));
      const results = await axe.run(context, { resultTypes: ['violations'], iframes: false, rules });
      return results.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.flat().join(' ')) }));
    },
    { selectors: include ?? null, skip: skipRules },
  );
  return found.map((v) => `${v.id}: ${v.help} (${v.targets.join('; ')})`);
}

/** axe on a whole page; returns the violations. */
export const axe = (page: Page, options?: AxeOptions) => axeFrame(page.mainFrame(), options);
