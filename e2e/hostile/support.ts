/**
 * Helpers of the hostile-input suite: fixture pages on the demo's origin, scans of every
 * shadow root for unsafe URLs and for spinners that never end, and the suite's counters
 * (payloads tried, outcomes checked), printed per file and kept as test annotations.
 */
import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { demoUsers, xssPayloads } from '@yuno/mock-api';
import { baseUrl, expect, type DemoRole } from '../support';
import { widgetNames } from '../../scripts/widget-registry';

export { xssPayloads };

export const hostileCss = readFileSync(new URL('../fixtures/hostile-theme.css', import.meta.url), 'utf8');

/** Every widget bundle of the embed contract. */
export const ALL_BUNDLES = widgetNames();

export interface FixtureOptions {
  /** The demo user whose id and token the page config carries. */
  as?: DemoRole;
  /** Extra page config (merged over the user's). */
  config?: Record<string, unknown>;
  bundles?: readonly string[];
  /** How the page loads the shared kit: after the runtime (the default), `async`, or not at all. */
  kit?: 'defer' | 'async' | false;
  hostileTheme?: boolean;
  /** Markup before the runtime (e.g. a second copy of a bundle goes after it instead). */
  head?: string;
  /** Markup after the widget bundles. */
  tail?: string;
}

/**
 * A page of our own on the demo's origin (so the mock API answers), loading the given bundles.
 * The widgets sit at a fixed, whole-pixel place, so a theme that moves the page's own text
 * around does not shift them by a fraction of a pixel (which would change screenshots).
 */
export async function fixturePage(page: Page, body: string, options: FixtureOptions = {}) {
  const { as = 'visitor', config = {}, bundles = ALL_BUNDLES, kit = 'defer', hostileTheme = false, head = '', tail = '' } = options;
  const user = (demoUsers as Record<string, { id: number; token: string }>)[as];
  const pageConfig = {
    apiBase: '/wp-json/yuno',
    env: 'local',
    userId: user?.id ?? 0,
    token: user?.id ? user.token : '',
    loginUrl: `${baseUrl()}/demo-login/`,
    ...config,
  };
  const url = `${baseUrl()}/__hostile-${Math.random().toString(36).slice(2)}/`;
  const path = new URL(url).pathname;
  // Matched by path, so the page keeps working with a query (`?state=`) and after a reload.
  await page.route(
    (address) => address.pathname === path,
    (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hostile fixture</title>
        ${hostileTheme ? `<style>${hostileCss}</style>` : ''}
        ${head}
        <script>window.yunoConfig = ${JSON.stringify(pageConfig).replace(/</g, '\\u003c')};</script>
        <script src="/widgets/yuno-runtime.js"></script>
        ${kit ? `<script src="/widgets/yuno-kit.js" ${kit}></script>` : ''}
        ${bundles.map((b) => `<script src="/widgets/${b}.js" defer></script>`).join('')}
        ${tail}
        </head><body><main id="main"><h1>Hostile fixture</h1>
        <div id="stage" style="position:absolute;top:120px;left:8px;right:8px">${body}</div></main></body></html>`,
      }),
  );
  await page.goto(url);
  return url;
}

/** A mount point's markup; props are written with single-quoted attribute escaping. */
export function mountPoint(name: string, props?: unknown, attrs = ''): string {
  const text = props === undefined ? '' : typeof props === 'string' ? props : JSON.stringify(props);
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<div data-yuno-widget="${escape(name)}"${props === undefined ? '' : ` data-yuno-props='${escape(text)}'`} ${attrs}></div>`;
}

/**
 * Every href, src, action, formaction, xlink:href, srcdoc and poster in the document and
 * in every shadow root (nested ones too) that would run script or load a document from data:
 * `javascript:`, `vbscript:` and `data:` URLs, however they are spelt (case, spaces, control
 * characters, entities already decoded by the parser).
 */
export function unsafeUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'poster', 'data', 'srcset', 'background'];
    const bad = (value: string) => /^(javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''));
    const visit = (root: Document | ShadowRoot) => {
      root.querySelectorAll('*').forEach((el) => {
        for (const name of ATTRS) {
          const value = el.getAttribute(name);
          if (value !== null && (name === 'srcdoc' || bad(value))) found.push(`<${el.tagName.toLowerCase()} ${name}="${value.slice(0, 80)}">`);
        }
        if (el.shadowRoot) visit(el.shadowRoot);
      });
    };
    visit(document);
    return found;
  });
}

/** Whether a payload ran: every payload sets this flag. */
export const xssFlag = (page: Page) => page.evaluate(() => (window as { __yunoXss?: unknown }).__yunoXss ?? null);

/**
 * Loading indicators still showing (skeletons, spinners, aria-busy) in any mount point or
 * the overlay host: a defined outcome has none of them once the page has settled.
 */
export function stillLoading(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const hosts = [...document.querySelectorAll('[data-yuno-widget], [data-yuno-overlay-host]')];
    for (const host of hosts) {
      const root = host.shadowRoot;
      if (!root) continue;
      const name = host.getAttribute('data-yuno-widget') ?? 'overlay host';
      const busy = [...root.querySelectorAll('.yuno-skeleton, .yuno-loader, [aria-busy="true"]')].filter((el) => {
        const box = (el as HTMLElement).getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      });
      if (busy.length)
        found.push(`${name}: ${busy.length} loading indicator(s), e.g. <${busy[0].tagName.toLowerCase()} class="${busy[0].getAttribute('class') ?? ''}">`);
    }
    return found;
  });
}

const softExpect = expect.configure({ soft: true });

/**
 * Waits until every mount point is mounted and no loading indicator is left (a defined
 * outcome); fails naming what still spins. Mounted first: the runtime mounts a page's widgets
 * after its first paint (those below the fold when the browser is idle), so a page that has
 * just loaded may show no indicator only because nothing has mounted yet.
 */
export async function expectSettled(page: Page, where = '', timeout = 20_000) {
  await softExpect(page.locator('[data-yuno-widget]:not([data-yuno-mounted])'), `a widget never mounted ${where}`).toHaveCount(0, { timeout });
  await softExpect.poll(() => stillLoading(page), { timeout, message: `a loading state never ended ${where}` }).toEqual([]);
}

/** The suite's reach, per file: what was tried and what was checked. */
export class Tally {
  payloads = 0;
  outcomes = 0;
  constructor(private readonly area: string) {}

  /** Adds to the counts and records them on the running test. */
  add(info: TestInfo, { payloads = 0, outcomes = 0 }: { payloads?: number; outcomes?: number }) {
    this.payloads += payloads;
    this.outcomes += outcomes;
    if (payloads) info.annotations.push({ type: 'payloads tried', description: String(payloads) });
    if (outcomes) info.annotations.push({ type: 'outcomes checked', description: String(outcomes) });
  }

  print() {
    console.log(`[hostile] ${this.area}: ${this.payloads} payloads tried, ${this.outcomes} outcomes checked (this worker)`);
  }
}

/** How many of the mock's payloads a response body carries (strings and URL fields). */
export function payloadsIn(text: string): number {
  let n = 0;
  for (const payload of xssPayloads) n += text.split(JSON.stringify(payload).slice(1, -1)).length - 1;
  return n;
}

/** Share of pixels that differ noticeably between two PNG screenshots (1 when sizes differ). */
export async function pixelDifference(page: Page, a: Buffer, b: Buffer): Promise<{ ratio: number; detail: string }> {
  return page.evaluate(
    async ([first, second]) => {
      const load = (b64: string) =>
        new Promise<ImageData>((resolve) => {
          const img = new Image();
          img.onload = () => {
            const canvas = document.createElement('canvas');
            canvas.width = img.width;
            canvas.height = img.height;
            const ctx = canvas.getContext('2d')!;
            ctx.drawImage(img, 0, 0);
            resolve(ctx.getImageData(0, 0, img.width, img.height));
          };
          img.src = `data:image/png;base64,${b64}`;
        });
      const [x, y] = await Promise.all([load(first), load(second)]);
      if (x.width !== y.width || x.height !== y.height) return { ratio: 1, detail: `size ${x.width}×${x.height} vs ${y.width}×${y.height}` };
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        if (Math.abs(x.data[i] - y.data[i]) + Math.abs(x.data[i + 1] - y.data[i + 1]) + Math.abs(x.data[i + 2] - y.data[i + 2]) > 30) differing++;
      }
      return { ratio: differing / (x.width * x.height), detail: `${differing} of ${x.width * x.height} pixels` };
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}
