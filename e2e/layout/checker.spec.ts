/**
 * The layout invariants checker itself, on a page made for it: it finds each kind of defect,
 * inside an open shadow root as in the page, and lets through what a person can still read.
 */
import { test, expect } from '../support';
import { layoutProblems } from './invariants';

const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 16px/1.5 sans-serif; }
  .box { width: 120px; overflow: hidden; white-space: nowrap; }
  .ellipsis { text-overflow: ellipsis; }
  .clamp { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 1; overflow: hidden; width: 120px; }
  .scroll { width: 120px; overflow-x: auto; white-space: nowrap; }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  a, button { display: inline-block; }
</style></head><body>
  <p class="box" id="cut">A sentence far too long for its box</p>
  <p class="box ellipsis">A sentence far too long for its box</p>
  <p class="clamp">A sentence far too long for its box</p>
  <div class="scroll"><span>A sentence far too long for its box</span></div>
  <span class="sr">Only for screen readers, far too long for its box</span>
  <button style="width: 40px; height: 40px">Big</button>
  <a href="#" style="height: 16px; line-height: 16px">Small</a>
  <div><button style="width: 30px; height: 30px; margin-left: -20px">Off</button></div>
  <div style="width: 480px"><span>A line of text that runs past the right edge of the window</span></div>
  <div id="host"></div>
</body></html>`;

test('finds cut text, small and outside targets, a sideways page and stretched avatars, in shadow roots too', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 600 });
  await page.setContent(PAGE);
  await page.evaluate(() => {
    const root = document.getElementById('host')!.attachShadow({ mode: 'open' });
    root.innerHTML = `
      <img class="x-avatar" alt="" style="width: 24px; height: 32px" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <span style="display: inline-grid; width: 32px; height: 32px; border-radius: 50%">AB</span>
      <span style="display: inline-grid; width: 24px; height: 30px; border-radius: 999px">CD</span>
      <div style="width: 60px; overflow: hidden; white-space: nowrap"><b>Cut inside a widget</b></div>
      `;
  });
  const problems = await layoutProblems(page);
  const summary = problems.map((p) => `${p.kind}: ${p.where}`);
  expect(summary).toEqual([
    'page-scroll: page',
    'cut-text: page › p.box "A sentence far too long for its box"',
    'cut-text: page › button "Off"',
    'cut-text: page › span "A line of text that runs past the right edge of"',
    'cut-text: div › b "Cut inside a widget"',
    'small-target: page › a "Small"',
    'target-outside: page › button "Off"',
    'avatar-not-square: div › img.x-avatar',
    'avatar-not-square: div › span "CD"',
  ]);
  expect(problems.find((p) => p.kind === 'small-target')!.detail).toMatch(/ × 16 px$/);
  expect(problems.find((p) => p.kind === 'avatar-not-square')!.detail).toBe('24 × 32 px');
});
