/**
 * Chromium for the bench: the system browser with the launch arguments of the browser
 * tests (read from playwright.config.ts), one fresh context per measured page load (a cold
 * cache every time), 4× CPU throttling (and, if asked, network latency) through CDP, and a
 * request log to know when a page has settled.
 */
import { chromium } from 'playwright-core';
import { probeScript } from './probe.mjs';

export const CPU_THROTTLE = 4;
export const VIEWPORT = { width: 1280, height: 800 };
/** Milliseconds added to every request's round trip (`--latency`); 0 = the local server as it is. */
export const network = { latency: 0 };

export async function launch() {
  const { importTs } = await import('../../scripts/ts-import.mjs');
  const config = (await importTs('playwright.config.ts')).default;
  return chromium.launch(config.use.launchOptions);
}

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Polls until `check` is truthy; false after `timeout` ms. */
export async function until(check, timeout = 15_000, every = 50) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await sleep(every);
  }
  return false;
}

/** A throttled page with the probe installed; `net` knows the page's requests. */
export async function openPage(browser, url, targets, { throttle = CPU_THROTTLE, beforeGoto } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  if (network.latency > 0) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: network.latency, downloadThroughput: -1, uploadThroughput: -1 });
  }
  await page.addInitScript({ content: probeScript(targets) });
  const net = trackRequests(page);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  if (beforeGoto) await beforeGoto(page);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  return { context, page, net, errors, close: () => context.close() };
}

function trackRequests(page) {
  const log = [];
  let inflight = 0;
  let last = Date.now();
  page.on('request', (r) => {
    inflight += 1;
    last = Date.now();
    log.push({ url: r.url(), method: r.method(), at: Date.now() });
  });
  const done = () => {
    inflight = Math.max(0, inflight - 1);
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    log,
    /** Requests since `at` (Date.now()) whose URL matches. */
    since: (at, pattern) => log.filter((r) => r.at >= at && pattern.test(r.url)),
    /** Resolves once nothing has been in flight for `quiet` ms (and at least `min` ms passed). */
    settle: ({ quiet = 600, min = 0, max = 20_000 } = {}) => {
      const start = Date.now();
      return until(async () => Date.now() - start >= min && inflight === 0 && Date.now() - last >= quiet, max);
    },
  };
}
