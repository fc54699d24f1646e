// The newer WordPress the tests also run on (script modules, block theme twentytwentyfour).
// Debian ships only 6.1; the npm package @wp-playground/wordpress-builds ships full cores
// (PHP in a zip, static files beside it). Fetched once into .cache with `npm pack`, not as a
// devDependency: the package is about 160 MB and only the test stage needs it.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './profiles.mjs';

export const NEWER = { version: '6.5.5', blockTheme: 'twentytwentyfour', npmPackage: '@wp-playground/wordpress-builds@0.9.19', build: 'wp-6.5' };

/** The unpacked WordPress NEWER.version, fetched from the npm registry the first time. */
export function ensureNewerWordPress() {
  const dir = join(ROOT, '.cache', `wordpress-${NEWER.version}`);
  if (existsSync(join(dir, 'wp-includes', 'version.php'))) return dir;
  const work = join(ROOT, '.cache', 'wordpress-builds');
  console.log(`[wp] WordPress ${NEWER.version} is not in ${dir} yet: fetching ${NEWER.npmPackage} (about 160 MB) from the npm registry, once`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  try {
    execFileSync('npm', ['pack', '--silent', NEWER.npmPackage], { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] });
    const tgz = readdirSync(work).find((f) => f.endsWith('.tgz'));
    const zip = `package/src/wordpress/${NEWER.build}.zip`;
    const statics = `package/public/${NEWER.build}`;
    execFileSync('tar', ['-xzf', tgz, zip, statics], { cwd: work });
    const unpacked = join(work, 'wordpress');
    execFileSync('unzip', ['-q', zip, '-d', unpacked], { cwd: work });
    // The zip holds the PHP; images, scripts and styles come from the static folder.
    cpSync(join(work, statics), unpacked, { recursive: true });
    rmSync(join(unpacked, 'wordpress-remote-asset-paths'), { force: true });
    rmSync(dir, { recursive: true, force: true });
    cpSync(unpacked, dir, { recursive: true });
  } catch (error) {
    throw new Error(
      `[wp] could not fetch WordPress ${NEWER.version} (${NEWER.npmPackage} from the npm registry): ${String(error?.message ?? error).split('\n')[0]}`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`[wp] WordPress ${NEWER.version} unpacked in ${dir}`);
  return dir;
}
