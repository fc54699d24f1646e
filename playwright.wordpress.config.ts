/**
 * Browser tests against a real WordPress with the plugin (system Chromium): the front end
 * with a classic theme and a block theme, and the block editor. `node scripts/wp.mjs test`
 * starts WordPress and the mock API first; run on its own, this config starts them.
 */
import { defineConfig } from '@playwright/test';
import { reducedMotion, systemChromium } from './e2e/system-chromium';

const wpUrl = process.env.YUNO_WP_URL || 'http://127.0.0.1:5303';
process.env.YUNO_WP_URL = wpUrl;
process.env.YUNO_MOCK_URL = process.env.YUNO_MOCK_URL || 'http://127.0.0.1:5304';

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
    ...systemChromium,
    ...reducedMotion,
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
    // Each demo user logs in once; the tests share that session (see e2e/wordpress/support.ts).
    { name: 'wordpress-login', testMatch: /login\.setup\.ts/ },
    { name: 'classic-theme', testMatch: /front(-[a-z]+)?\.spec\.ts/, use: { theme: 'twentytwentyone' }, dependencies: ['wordpress-login'] },
    {
      name: 'block-theme',
      testMatch: /front(-[a-z]+)?\.spec\.ts/,
      use: { theme: process.env.YUNO_WP_BLOCK_THEME || 'twentytwentythree' },
      dependencies: ['wordpress-login'],
    },
    { name: 'block-editor', testMatch: /editor\.spec\.ts/, dependencies: ['wordpress-login'] },
    { name: 'settings', testMatch: /settings\.spec\.ts/, dependencies: ['wordpress-login'] },
  ],
});
