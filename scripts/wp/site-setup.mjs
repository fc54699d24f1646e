// Brings one profile's WordPress up: database, install, plugin, demo content, web server
// and the mock API beside it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { ADMIN, ROOT } from './profiles.mjs';
import { ensureDatabase, resetDatabase, startMariaDb } from './mariadb.mjs';
import { installPlugin, prepareSite, runPhp, THEMES } from './site.mjs';
import { demoData } from './demo-data.mjs';
import { startBackground, stopRecorded, waitFor } from './processes.mjs';

/** Text with every character the escaping must survive; no ] or ' (they end a shortcode or its value). */
export const HOSTILE_TEXT = 'Say "hi" &quot;quoted&quot; &amp; <b>bold</b> <script>window.yunoHacked=1</script> </script> café 日本語 🎓';

const distDir = () => join(ROOT, process.env.YUNO_DIST || 'dist');

export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function httpOk(url) {
  const response = await fetch(url, { redirect: 'manual' });
  return response.status < 500;
}

/** Builds the plugin (and its zip) from the current widget bundles. */
export function buildPlugin() {
  execFileSync('node', [join(ROOT, 'wp-plugin/bin/build.mjs')], { stdio: 'inherit', cwd: ROOT });
}

/**
 * A free pair of ports for the test site, from 5303/5304 up: a developer's demo server on one of
 * them must not fail the WordPress tests.
 */
export async function freeTestPorts() {
  for (let port = 5303; port < 5399; port += 2) {
    if (!(await portInUse(port)) && !(await portInUse(port + 1))) return `${port},${port + 1}`;
  }
  throw new Error('[wp] no free pair of ports between 5303 and 5399 for the test site');
}

/** build: false keeps the zip an earlier run built (the test of a second WordPress version). */
export async function startSite(p, { fresh = false, zip = false, rebuild = false, build = true } = {}) {
  await stopRecorded(p, { quiet: true });
  for (const port of [p.wpPort, p.mockPort]) {
    if (await portInUse(port))
      throw new Error(`[wp] port ${port} is in use by another program; stop it first (node scripts/wp.mjs stop stops what this script started)`);
  }
  mkdirSync(p.dir, { recursive: true });
  const pluginBuilt = existsSync(join(ROOT, 'wp-plugin/build/editor/index.asset.php')) && existsSync(join(ROOT, 'wp-plugin/build/widgets/manifest.json'));
  if (build && (zip || rebuild || !pluginBuilt)) buildPlugin();

  console.log(`[wp] preparing WordPress in ${p.dir}`);
  prepareSite(p);
  installPlugin(p, zip ? { zip: join(distDir(), 'yuno-widgets.zip') } : {});
  await startMariaDb(p);
  if (fresh) resetDatabase(p);
  else ensureDatabase(p);
  runPhp(p, 'install.php', [ADMIN.user, ADMIN.password, ADMIN.email]);

  const demo = await demoData();
  const setupFile = join(p.dir, 'setup.json');
  writeFileSync(
    setupFile,
    JSON.stringify({
      theme: THEMES.classic,
      admin: ADMIN.user,
      password: ADMIN.password,
      demoUsers: demo.demoUsers,
      courseId: demo.courseId,
      hostileText: HOSTILE_TEXT,
      settings: {
        environment: 'local',
        api_base_local: `${p.mockUrl}/wp-json/yuno`,
        login_url: `${p.wpUrl}/wp-login.php`,
        google_client_id: 'local-client-id',
        chat_number: '919876543210',
        notification_text: 'Free summer workshops for kids: coding, maths and more.',
        notification_url: '/free-summer-workshops-for-kids/',
        empty_state_message: 'No courses match these filters. Try fewer filters or another category.',
      },
    }),
  );
  const pages = JSON.parse(runPhp(p, 'setup.php', [setupFile], { quiet: true }).trim().split('\n').pop());

  startBackground(p, 'php', 'php', ['-S', `127.0.0.1:${p.wpPort}`, '-t', p.siteDir, join(p.dir, 'router.php')], {
    cwd: p.siteDir,
    env: { PHP_CLI_SERVER_WORKERS: '4', YUNO_MOCK_URL: p.mockUrl },
  });
  startBackground(p, 'mock-api', process.execPath, [join(ROOT, 'scripts/wp/mock-api.mjs'), String(p.mockPort)], { cwd: ROOT });
  await waitFor(`WordPress on ${p.wpUrl}`, () => httpOk(`${p.wpUrl}/wp-login.php`), 30000);
  await waitFor(`the mock API on ${p.mockUrl}`, () => httpOk(`${p.mockUrl}/wp-json/yuno/v4/categories`), 60000);
  return { pages, demo };
}
