// The scratch app the library checks run in, installed the way the README tells users to:
// `npm pack` of the library, and the tarball installed with the app's own React (a copy, not
// a link: a linked folder resolves `react` from beside the library, a second React).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const npm = (args, cwd) => {
  const run = spawnSync('npm', [...args, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`npm ${args.join(' ')} failed: ${run.stderr || run.stdout}`);
  return run.stdout;
};

/** Packs `lib`, installs it with React into `.cache/library-app`; `load(name)` imports as the app does. */
export async function installApp(lib) {
  const dir = join(process.cwd(), '.cache', 'library-app');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const [{ filename, files }] = JSON.parse(npm(['pack', lib, '--json', '--pack-destination', dir], dir));
  const { version } = JSON.parse(readFileSync('node_modules/react/package.json', 'utf8'));
  const manifest = { name: 'library-app', private: true, type: 'module', dependencies: { '@yuno/widgets': `file:./${filename}`, react: version, 'react-dom': version } };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  npm(['install', '--no-package-lock'], dir);
  // Imports from here resolve from the app's node_modules.
  writeFileSync(join(dir, 'load.mjs'), 'export const load = (name) => import(name);\n');
  const { load } = await import(pathToFileURL(join(dir, 'load.mjs')).href);
  return { dir, load, files: files.map((f) => f.path) };
}
