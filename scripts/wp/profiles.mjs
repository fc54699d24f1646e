// Where each local WordPress lives and which ports it uses (5301–5304 unless taken).
//   dev:  `npm run wp` for a site editor to try things; keeps its data between runs.
//   test: `node scripts/wp.mjs test`; rebuilt from scratch on every run.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

const PROFILES = {
  dev: { dir: '.cache/wp', wpPort: 5301, mockPort: 5302 },
  test: { dir: '.cache/wp-test' },
};

/**
 * The test site's ports: 5303 and 5304, or the pair `wp.mjs test` found free when another
 * program (a demo server, say) holds those (`YUNO_WP_TEST_PORTS=5305,5306`).
 */
function testPorts() {
  const [wpPort, mockPort] = (process.env.YUNO_WP_TEST_PORTS || '5303,5304').split(',').map(Number);
  return { wpPort, mockPort };
}

export const ADMIN = { user: 'admin', password: 'password', email: 'admin@example.com' };

/** Demo users of the mock API that get a WordPress login of the same name (password `password`). */
export const DEMO_LOGINS = ['learner', 'learner-pending', 'instructor', 'org-admin', 'org-admin-multi', 'yuno-admin'];

export function profile(name) {
  const base = name === 'test' ? { ...PROFILES.test, ...testPorts() } : PROFILES[name];
  if (!PROFILES[name]) throw new Error(`Unknown WordPress profile "${name}" (use dev or test)`);
  const dir = join(ROOT, base.dir);
  return {
    name,
    ...base,
    dir,
    siteDir: join(dir, 'site'),
    dbDir: join(dir, 'mysql'),
    logDir: join(dir, 'logs'),
    socket: join(dir, 'mysqld.sock'),
    myCnf: join(dir, 'my.cnf'),
    pidsFile: join(dir, 'pids.json'),
    wpUrl: `http://127.0.0.1:${base.wpPort}`,
    mockUrl: `http://127.0.0.1:${base.mockPort}`,
  };
}
