import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const port = Number(process.env.DEMO_PORT) || 5199;
const baseURL = `http://127.0.0.1:${port}`;
// Chromium writes its settings here instead of the home directory.
process.env.XDG_CONFIG_HOME = fileURLToPath(new URL('./.cache/chromium-config', import.meta.url));

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
    command: 'node scripts/start.mjs --no-build',
    url: `${baseURL}/`,
    env: { PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
  },
  projects: [{ name: 'demo', testIgnore: /(wordpress|stories)\// }],
});
