/**
 * The story tests: every story of the built Storybook (dist/storybook) rendered in the system
 * Chromium, its play function run, and axe run on it. `npm test` builds Storybook first;
 * by hand: `npx storybook build -o dist/storybook --quiet && npx playwright test --config playwright.stories.config.ts`.
 */
import { defineConfig } from '@playwright/test';
import { systemChromium } from './e2e/system-chromium';

const port = Number(process.env.STORIES_PORT) || 6106;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e/stories',
  outputDir: '.cache/stories-test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    ...systemChromium,
  },
  webServer: {
    command: `node e2e/stories/serve.mjs --port ${port}`,
    url: `${baseURL}/index.json`,
    // `npm test` (YUNO_TEST_RUN) tests the build it just made: a server left on the port fails loudly.
    reuseExistingServer: !process.env.CI && !process.env.YUNO_TEST_RUN,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
