/**
 * The browser every Playwright config uses: Debian's Chromium at `/usr/bin/chromium`
 * (Playwright never downloads one here), headless, with its settings kept in the project.
 */
import type { PlaywrightTestConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';

// Chromium writes its settings here instead of the home directory.
process.env.XDG_CONFIG_HOME = fileURLToPath(new URL('../.cache/chromium-config', import.meta.url));

export const systemChromium = {
  browserName: 'chromium',
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  },
  viewport: { width: 1280, height: 800 },
  trace: 'off',
  screenshot: 'off',
} satisfies PlaywrightTestConfig['use'];

/**
 * Reduced motion: measurements (boxes, axe's contrast and scroll checks) see the end of an
 * opening animation rather than a frame of its fade; the motion itself is CSS-only.
 */
export const reducedMotion = { contextOptions: { reducedMotion: 'reduce' } } satisfies PlaywrightTestConfig['use'];
