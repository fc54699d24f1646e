/**
 * Browser tests against a real WordPress with the plugin (system Chromium): the front end
 * with a classic theme and a block theme, and the block editor. `node scripts/wp.mjs test`
 * starts WordPress and the mock API first; run on its own, this config starts them.
 */
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const wpUrl = process.env.YUNO_WP_URL || 'http://127.0.0.1:5303';
process.env.YUNO_WP_URL = wpUrl;
process.env.YUNO_MOCK_URL = process.env.YUNO_MOCK_URL || 'http://127.0.0.1:5304';
// Chromium writes its settings here instead of the home directory.
process.env.XDG_CONFIG_HOME = fileURLToPath(new URL('./.cache/chromium-config', import.meta.url));

export default defineConfig<{ theme: string }>({
  testDir: 'e2e/wordpress',
  outputDir: '.cache/test-results-wordpress',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: wpUrl,
    browserName: 'chromium',
    // The system Chromium from Debian; Playwright never downloads a browser here.
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
    // Reduced motion: measurements (boxes, axe's contrast and scroll checks) see the end of an
    // opening animation rather than a frame of its fade; the motion itself is CSS-only.
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'off',
    screenshot: 'off',
  },
  webServer: {
    command: 'node scripts/wp.mjs start --profile=test',
    url: `${wpUrl}/wp-login.php`,
    reuseExistingServer: true,
    timeout: 240_000,
    stdout: 'ignore',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
  projects: [
    { name: 'classic-theme', testMatch: /front\.spec\.ts/, use: { theme: 'twentytwentyone' } },
    { name: 'block-theme', testMatch: /front\.spec\.ts/, use: { theme: 'twentytwentythree' } },
    { name: 'block-editor', testMatch: /editor\.spec\.ts/ },
  ],
});
