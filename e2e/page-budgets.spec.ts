/**
 * budgets.json's pages count the bundles a page loads before anyone acts. On the demo page
 * each stands for, a page nobody touches loads exactly those: code deferred to an act (a
 * dialog's, the availability panel's body, an open menu) is not counted, so it must not
 * arrive unasked either.
 */
import { readFileSync } from 'node:fs';
import { test, expect, openDemo, pageAtRest, bundlesOnPage, type DemoRole } from './support';

interface PageBudget {
  /** The demo page it stands for (the bench's search page has none). */
  demo?: string;
  as?: DemoRole;
  bundles: string[];
}
const pages: Record<string, PageBudget> = JSON.parse(readFileSync('budgets.json', 'utf8')).pages;

for (const [name, budget] of Object.entries(pages)) {
  if (!budget.demo) continue;
  const demo = budget.demo;
  for (const width of [375, 1280]) {
    test(`the ${name} page (${demo}) at ${width} px loads, until someone acts, the bundles its budget counts`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openDemo(page, demo, { as: budget.as ?? 'visitor' });
      await pageAtRest(page);
      expect((await bundlesOnPage(page)).sort()).toEqual([...budget.bundles].sort());
    });
  }
}
