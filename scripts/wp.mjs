#!/usr/bin/env node
// A real WordPress with the plugin, on this machine, without Docker (Debian's packages).
//   node scripts/wp.mjs [start]   WordPress + demo pages for a site editor (ports 5301, 5302); Ctrl-C stops
//   node scripts/wp.mjs stop      stops what `start` (or an interrupted `test`) left running
//   node scripts/wp.mjs test      fresh WordPress (ports 5303, 5304, or the next free pair), PHPUnit (on the site, then on a
//                                 network of sites) + browser tests, then stops: on Debian's 6.1
//                                 (block theme twentytwentythree), then on 6.5.5 (twentytwentyfour,
//                                 fetched from the npm registry once, see wp/newer-wordpress.mjs);
//                                 writes .cache/wordpress-results.json and exits non-zero on a failure
// Options: --rebuild (start: build the plugin first); --profile=test (start: the test site, as
// `test` starts it; used by playwright.wordpress.config.ts when run on its own).
// `test -- ARGS`: ARGS go to Playwright (e.g. `-- --project=block-editor`).
// YUNO_WP_SOURCE=DIR: another unpacked WordPress instead of Debian's 6.1 (`test`: that one only);
// YUNO_WP_BLOCK_THEME: its block theme.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN, DEMO_LOGINS, profile, ROOT } from './wp/profiles.mjs';
import { ensureWordPressPackages } from './wp/system.mjs';
import { freeTestPorts, startSite } from './wp/site-setup.mjs';
import { THEMES } from './wp/site.mjs';
import { stopRecorded } from './wp/processes.mjs';
import { ensureNewerWordPress, NEWER } from './wp/newer-wordpress.mjs';
import { playwrightFailures } from './test/failures.mjs';

const dashes = process.argv.indexOf('--');
const ownArgs = dashes < 0 ? process.argv.slice(2) : process.argv.slice(2, dashes);
const playwrightArgs = dashes < 0 ? [] : process.argv.slice(dashes + 1);
const [command = 'start'] = ownArgs.filter((a) => !a.startsWith('--'));
const flag = (name) => process.argv.includes(`--${name}`);

async function start() {
  ensureWordPressPackages();
  // --profile=test: the fresh test site from the release zip (the browser tests' web server).
  const testing = process.argv.includes('--profile=test');
  const p = profile(testing ? 'test' : 'dev');
  const { pages } = await startSite(p, testing ? { fresh: true, zip: true } : { rebuild: flag('rebuild') });
  const themeLink = (url, theme) => `${url}${url.includes('?') ? '&' : '?'}theme=${theme}`;
  const version = readFileSync(join(p.siteDir, 'wp-includes/version.php'), 'utf8').match(/\$wp_version = '([^']+)'/)?.[1] ?? '';
  console.log(`
Yuno widgets on a local WordPress ${version}
  Site:        ${p.wpUrl}/
  Admin:       ${p.wpUrl}/wp-admin/   user ${ADMIN.user}, password ${ADMIN.password}
  Demo logins: ${DEMO_LOGINS.join(', ')} (password ${ADMIN.password}); each is that user of the mock API
  Mock API:    ${p.mockUrl}/wp-json/yuno/
  Pages (classic theme twentytwentyone; add ?theme=${THEMES.block} for the block theme,
  ?api=site for the API served by this site, which preloads a signed-in user's info):
    every shortcode  ${pages['yuno-shortcodes']}   block theme: ${themeLink(pages['yuno-shortcodes'], THEMES.block)}
    every block      ${pages['yuno-blocks']}   block theme: ${themeLink(pages['yuno-blocks'], THEMES.block)}
    no widgets       ${pages['no-widgets']}
  Settings:    ${p.wpUrl}/wp-admin/options-general.php?page=yuno-widgets
Logs in ${p.logDir}. Press Ctrl-C to stop.`);
  // Signal listeners alone do not keep Node running: a timer does, until Ctrl-C.
  const keepAlive = setInterval(() => {}, 1 << 30);
  await new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  clearInterval(keepAlive);
  console.log('\n[wp] stopping…');
  await stopRecorded(p);
}

async function stop() {
  for (const name of ['dev', 'test']) await stopRecorded(profile(name));
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** PHPUnit's JUnit log → [passed, failed, skipped]. */
function phpunitCounts(file) {
  let xml = '';
  try {
    xml = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const suite = xml.match(/<testsuite\b[^>]*>/);
  if (!suite) return null;
  const attr = (name) => Number(suite[0].match(new RegExp(`\\b${name}="(\\d+)"`))?.[1] ?? 0);
  const failed = attr('failures') + attr('errors');
  const skipped = attr('skipped');
  return [attr('tests') - failed - skipped, failed, skipped];
}

/** The PHPUnit test cases with a failure or an error, from its JUnit log. */
function phpunitFailures(file) {
  const xml = readFileSync(file, 'utf8');
  const cases = xml.match(/<testcase\b[^>]*>[\s\S]*?<\/testcase>/g) ?? [];
  return cases
    .filter((c) => /<(failure|error)\b/.test(c))
    .map((c) => ({
      where: c.match(/\bfile="([^"]+)"/)?.[1] ?? 'PHPUnit',
      title: `${c.match(/\bclass="([^"]+)"/)?.[1] ?? ''}::${c.match(/\bname="([^"]+)"/)?.[1] ?? ''}`,
      error: (c.match(/<(?:failure|error)\b[^>]*>([^<]*)/)?.[1] ?? '').trim().split('\n')[0].slice(0, 200),
    }));
}

/**
 * Both versions, one after the other on the same ports. Each runs in a process of its own
 * (`test-one`): the WordPress source and block theme are read from the environment on load.
 */
async function test() {
  const started = Date.now();
  // Both versions' runs (child processes) use the pair found here.
  process.env.YUNO_WP_TEST_PORTS ||= await freeTestPorts();
  if (process.env.YUNO_WP_TEST_PORTS !== '5303,5304') console.log(`[wp] 5303/5304 are taken: the test site uses ${process.env.YUNO_WP_TEST_PORTS}`);
  const resultsFile = join(ROOT, '.cache/wordpress-results.json');
  mkdirSync(join(ROOT, '.cache'), { recursive: true });
  rmSync(resultsFile, { force: true });
  let passed = 0;
  let failed = 0;
  const notes = [];
  const failures = [];
  const targets = process.env.YUNO_WP_SOURCE
    ? [{ name: 'source', env: {} }]
    : [
        { name: '6.1', env: {} },
        { name: NEWER.version, env: null },
      ];
  for (const [i, target] of targets.entries()) {
    let env = target.env;
    if (!env) {
      try {
        env = { YUNO_WP_SOURCE: ensureNewerWordPress(), YUNO_WP_BLOCK_THEME: NEWER.blockTheme };
      } catch (error) {
        console.error(error.message);
        failed += 1;
        notes.push(`WordPress ${target.name}: ${error.message}`);
        continue;
      }
    }
    const file = join(ROOT, `.cache/wordpress-results-${target.name}.json`);
    rmSync(file, { force: true });
    // The plugin's zip is built once, for the first version.
    const own = ['test-one', ...(i > 0 ? ['--no-build'] : [])];
    spawnSync(process.execPath, [process.argv[1], ...own, ...(playwrightArgs.length ? ['--', ...playwrightArgs] : [])], {
      stdio: 'inherit',
      env: { ...process.env, ...env, YUNO_WP_RESULTS: file },
    });
    const one = readJson(file) ?? { passed: 0, failed: 1, note: 'wrote no report' };
    passed += one.passed;
    failed += one.failed;
    notes.push(one.note);
    failures.push(...(one.failures ?? []).map((f) => ({ ...f, title: `WordPress ${target.name} ${f.title}` })));
  }
  notes.push(`${((Date.now() - started) / 1000).toFixed(0)} s`);
  const result = { passed, failed, note: notes.join('; '), failures };
  writeFileSync(resultsFile, JSON.stringify(result, null, 2) + '\n');
  console.log(`\n[wp] ${passed} passed, ${failed} failed (${result.note})`);
  process.exit(failed ? 1 : 0);
}

/** PHPUnit and the browser tests on one WordPress (YUNO_WP_SOURCE or Debian's). */
async function testOne() {
  const started = Date.now();
  const resultsFile = process.env.YUNO_WP_RESULTS || join(ROOT, '.cache/wordpress-results.json');
  const phpunitLog = join(ROOT, '.cache/wordpress-phpunit.xml');
  const phpunitNetworkLog = join(ROOT, '.cache/wordpress-phpunit-network.xml');
  const e2eReport = join(ROOT, '.cache/wordpress-e2e-results.json');
  mkdirSync(join(ROOT, '.cache'), { recursive: true });
  for (const file of [resultsFile, phpunitLog, phpunitNetworkLog, e2eReport]) rmSync(file, { force: true });
  const notes = [];
  const failures = [];
  let passed = 0;
  let failed = 0;
  const p = profile('test');
  let version = '?';
  try {
    ensureWordPressPackages({ browser: true });
    await startSite(p, { fresh: true, zip: true, build: !flag('no-build') });
    version = readFileSync(join(p.siteDir, 'wp-includes/version.php'), 'utf8').match(/\$wp_version = '([^']+)'/)?.[1] ?? '?';
    console.log(`\n[wp] testing on WordPress ${version}, block theme ${THEMES.block}`);
    const env = { ...process.env, YUNO_WP_ROOT: p.siteDir, YUNO_WP_URL: p.wpUrl, YUNO_MOCK_URL: p.mockUrl };

    // The single site, then a network of sites (its own table prefix in the same database).
    for (const [label, config, log] of [
      ['PHPUnit', 'phpunit.xml.dist', phpunitLog],
      ['PHPUnit on a network', 'network/phpunit.xml.dist', phpunitNetworkLog],
    ]) {
      console.log(`\n[wp] ${label} against the real WordPress`);
      const unit = spawnSync('phpunit', ['-c', join(ROOT, 'wp-plugin/tests/phpunit', config), '--log-junit', log], { stdio: 'inherit', env });
      const counts = phpunitCounts(log);
      if (counts) {
        passed += counts[0];
        failed += counts[1] + (unit.status !== 0 && counts[1] === 0 ? 1 : 0);
        notes.push(`${label} ${counts[0]} passed, ${counts[1]} failed${counts[2] ? `, ${counts[2]} skipped` : ''}`);
        failures.push(...phpunitFailures(log));
      } else {
        failed += 1;
        notes.push(`${label} wrote no report`);
      }
    }

    console.log('\n[wp] browser tests against the real WordPress');
    const browser = spawnSync('npx', ['playwright', 'test', '--config', 'playwright.wordpress.config.ts', '--reporter=list,json', ...playwrightArgs], {
      stdio: 'inherit',
      cwd: ROOT,
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    });
    const stats = readJson(e2eReport)?.stats;
    failures.push(...playwrightFailures(readJson(e2eReport)));
    if (stats) {
      const bad = stats.unexpected + (browser.status !== 0 && stats.unexpected === 0 ? 1 : 0);
      passed += stats.expected + stats.flaky;
      failed += bad;
      notes.push(
        `browser ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed${stats.flaky ? `, ${stats.flaky} flaky` : ''}${stats.skipped ? `, ${stats.skipped} skipped` : ''}`,
      );
    } else {
      failed += 1;
      notes.push('the browser tests wrote no report');
    }
  } catch (error) {
    console.error(error);
    failed += 1;
    notes.push(`setup failed: ${String(error?.message ?? error).split('\n')[0]}`);
  } finally {
    await stopRecorded(p, { quiet: true });
  }
  const result = { passed, failed, note: `WordPress ${version}: ${notes.join(', ')} (${((Date.now() - started) / 1000).toFixed(0)} s)`, failures };
  writeFileSync(resultsFile, JSON.stringify(result, null, 2) + '\n');
  console.log(`\n[wp] ${passed} passed, ${failed} failed (${result.note})`);
  process.exit(failed ? 1 : 0);
}

const commands = { start, stop, test, 'test-one': testOne };
if (!commands[command]) {
  console.error(`Unknown command "${command}". Use: node scripts/wp.mjs [start|stop|test]`);
  process.exit(2);
}
await commands[command]();
