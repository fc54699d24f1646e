/**
 * The story tests: every story of the built Storybook (dist/storybook) rendered in the system
 * Chromium, its play function run, and axe run on it. `npm test` builds Storybook first;
 * by hand: `npx storybook build -o dist/storybook --quiet && npx playwright test --config playwright.stories.config.ts`.
 */
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const port = Number(process.env.STORIES_PORT) || 6106;
const baseURL = `http://127.0.0.1:${port}`;
// Chromium writes its settings here instead of the home directory.
process.env.XDG_CONFIG_HOME = fileURLToPath(new URL('./.cache/chromium-config', import.meta.url));

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
    trace: 'off',
    screenshot: 'off',
  },
  webServer: {
    command: `node e2e/stories/serve.mjs --port ${port}`,
    url: `${baseURL}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
