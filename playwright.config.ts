import { defineConfig } from '@playwright/test';
import { reducedMotion, systemChromium } from './e2e/system-chromium';

const port = Number(process.env.DEMO_PORT) || 5199;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.cache/test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.cache/e2e-results.json' }]],
  use: {
    baseURL,
    ...systemChromium,
    ...reducedMotion,
  },
  webServer: {
    command: 'node scripts/start.mjs --no-build',
    url: `${baseURL}/`,
    env: { PORT: String(port) },
    // `npm test` (YUNO_TEST_RUN) tests the build it just made: a server left on the port fails loudly.
    reuseExistingServer: !process.env.CI && !process.env.YUNO_TEST_RUN,
    timeout: 60_000,
    stdout: 'ignore',
  },
  projects: [{ name: 'demo', testIgnore: /(wordpress|stories)\// }],
});
