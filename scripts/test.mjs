#!/usr/bin/env node
// `npm test`: every check of the project, in order, with one summary at the end.
//   1. lint (ESLint, Prettier)   2. type check   3. unit + component tests (React, then Preact)   4. build + bundle budgets
//   5. the ESM library for React apps: build, import and render on React, types in an app
//   6. Storybook: build, render every story, axe   7. browser tests on the demo (system Chromium)
//   8. WordPress: PHPUnit and browser tests against a real WordPress
// `npm test -- --only=unit,budgets` runs some stages (names: lint, types, unit, budgets, library, storybook, e2e, wordpress).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { buildWidgets } from './build.mjs';
import { checkBudgets } from './check-budgets.mjs';
import { checkTestHooks } from './check-test-hooks.mjs';
import { formatFailures, playwrightFailures, vitestFailures } from './test/failures.mjs';

const only = (process.argv.find((a) => a.startsWith('--only=')) ?? '').slice(7).split(',').filter(Boolean);
const wanted = (stage) => only.length === 0 || only.includes(stage);
const results = [];
const failureLines = [];
const seconds = new Map();
mkdirSync('.cache', { recursive: true });

function run(command, args, options = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  // YUNO_TEST_RUN: the browser stages start their own servers rather than reuse one left running.
  return spawnSync(command, args, { stdio: 'inherit', ...options, env: { ...process.env, YUNO_TEST_RUN: '1', ...options.env } }).status ?? 1;
}

function record(stage, passed, failed, note = '') {
  results.push({ stage, passed, failed, note });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function stage(name, fn) {
  if (!wanted(name)) return;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    await fn();
  } catch (error) {
    console.error(error);
    record(name, 0, 1, String(error?.message ?? error));
  }
  seconds.set(name, (Date.now() - started) / 1000);
  console.log(`=== ${name} took ${seconds.get(name).toFixed(1)} s ===`);
}

/** Counts from a Vitest or Playwright JSON report; a missing report is one failure. */
function countVitest(file, status) {
  const report = readJson(file);
  if (!report) return [0, 1, 'no report (the runner crashed)'];
  const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return [report.numPassedTests, failed, report.numPendingTests ? `${report.numPendingTests} skipped` : ''];
}

function countPlaywright(file, status) {
  const report = readJson(file);
  if (!report?.stats) return [0, 1, 'no report (the runner crashed)'];
  const { expected, unexpected, flaky, skipped } = report.stats;
  const failed = unexpected + (status !== 0 && unexpected === 0 ? 1 : 0);
  return [expected + flaky, failed, [flaky && `${flaky} flaky`, skipped && `${skipped} skipped`].filter(Boolean).join(', ')];
}

// First: it takes seconds, and a rule of hooks broken is a bug the later stages may only hint at.
await stage('lint', async () => {
  const { lint } = await import('./lint.mjs');
  const checks = lint();
  for (const r of checks) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(30)} ${r.detail}`);
  const failures = checks.flatMap((r) => r.failures);
  failureLines.push(...formatFailures('lint', failures));
  const failed = checks.filter((r) => !r.ok).length;
  record('lint', checks.length - failed, failed);
});

await stage('types', async () => {
  const status = run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  record('types', status === 0 ? 1 : 0, status === 0 ? 0 : 1);
});

await stage('unit', async () => {
  const file = '.cache/vitest-results.json';
  rmSync(file, { force: true });
  const status = run('npx', ['vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile=${file}`]);
  const [passed, failed, note] = countVitest(file, status);
  failureLines.push(...formatFailures('unit', vitestFailures(readJson(file))));
  record('unit', passed, failed, note);
});

await stage('budgets', async () => {
  await buildWidgets();
  const checks = [...checkBudgets(), ...checkTestHooks()];
  for (const r of checks) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(30)} ${r.detail}`);
  const failed = checks.filter((r) => !r.ok).length;
  record('budgets', checks.length - failed, failed);
});

await stage('library', async () => {
  const { buildLibrary } = await import('./build-library.mjs');
  const { checkLibrary } = await import('./check-library.mjs');
  await buildLibrary();
  const checks = await checkLibrary();
  for (const r of checks) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(30)} ${r.detail}`);
  const failed = checks.filter((r) => !r.ok).length;
  record('library', checks.length - failed, failed);
});

await stage('storybook', async () => {
  if (!existsSync('.storybook/main.ts')) return record('storybook', 0, 0, 'no Storybook yet');
  const built = run('npx', ['storybook', 'build', '-o', 'dist/storybook', '--quiet']);
  if (built !== 0) return record('storybook', 0, 1, 'storybook build failed');
  const { ensureChromium } = await import('./system-packages.mjs');
  ensureChromium();
  const file = '.cache/stories-results.json';
  rmSync(file, { force: true });
  const status = run('npx', ['playwright', 'test', '--config', 'playwright.stories.config.ts', '--reporter=dot,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  const [passed, failed, note] = countPlaywright(file, status);
  failureLines.push(...formatFailures('storybook', playwrightFailures(readJson(file))));
  record('storybook', passed + 1, failed, note);
});

await stage('e2e', async () => {
  if (!existsSync('dist/widgets/manifest.json')) await buildWidgets({ quiet: true });
  const { ensureChromium } = await import('./system-packages.mjs');
  ensureChromium();
  const file = '.cache/e2e-results.json';
  rmSync(file, { force: true });
  const status = run('npx', ['playwright', 'test', '--reporter=dot,json'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file } });
  const [passed, failed, note] = countPlaywright(file, status);
  failureLines.push(...formatFailures('e2e', playwrightFailures(readJson(file))));
  record('e2e', passed, failed, note);
});

await stage('wordpress', async () => {
  if (!existsSync('scripts/wp.mjs')) return record('wordpress', 0, 0, 'no WordPress tests yet');
  const status = run('node', ['scripts/wp.mjs', 'test']);
  const report = readJson('.cache/wordpress-results.json');
  if (!report) return record('wordpress', 0, 1, 'no report');
  failureLines.push(...formatFailures('wordpress', report.failures ?? []));
  record('wordpress', report.passed, report.failed + (status !== 0 && report.failed === 0 ? 1 : 0), report.note ?? '');
});

console.log('\n=== summary ===');
for (const r of results) {
  const time = `${seconds.get(r.stage)?.toFixed(0) ?? '?'} s`.padStart(7);
  console.log(`${r.stage.padEnd(10)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ${time}${r.note ? `  (${r.note})` : ''}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\ntotal: ${passed} passed, ${failed} failed`);
if (failureLines.length) console.log(`\nfailed:\n${failureLines.join('\n')}`);
process.exit(failed ? 1 : 0);
