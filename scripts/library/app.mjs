// The scratch app the library checks run in, installed the way the README tells users to:
// `npm pack` of the library, and the tarball installed with the app's own React (a copy, not
// a link: a linked folder resolves `react` from beside the library, a second React) and
// React's types. It lives outside the repository, as an app does: inside it, a package the
// library forgot to declare (or React's types) would resolve from the repository's
// node_modules, and the checks would pass where an app fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const npm = (args, cwd) => {
  const run = spawnSync('npm', [...args, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`npm ${args.join(' ')} failed: ${run.stderr || run.stdout}`);
  return run.stdout;
};

/** The version of a package this repository installed. */
const installed = (name) => JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')).version;

/** What the app installs besides the library: React and its types, at this repository's versions. */
export const APP_PACKAGES = ['react', 'react-dom', '@types/react', '@types/react-dom'];

/**
 * Packs `lib`, installs it with React into a new folder under the system's temporary folder;
 * `load(name)` imports as the app does, `remove()` deletes the folder.
 */
export async function installApp(lib) {
  const dir = mkdtempSync(join(tmpdir(), 'yuno-library-app-'));
  try {
    const [{ filename, files }] = JSON.parse(npm(['pack', lib, '--json', '--pack-destination', dir], dir));
    const dependencies = Object.fromEntries([['@yuno/widgets', `file:./${filename}`], ...APP_PACKAGES.map((name) => [name, installed(name)])]);
    const manifest = { name: 'library-app', private: true, type: 'module', dependencies };
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    npm(['install', '--no-package-lock'], dir);
    // Imports from here resolve from the app's node_modules.
    writeFileSync(join(dir, 'load.mjs'), 'export const load = (name) => import(name);\n');
    const { load } = await import(pathToFileURL(join(dir, 'load.mjs')).href);
    return { dir, load, files: files.map((f) => f.path), remove: () => rmSync(dir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The app holds what it installed and nothing more: a package the repository has but the app did not install does not resolve. */
export async function checkIsolation({ load }) {
  const strays = [];
  for (const name of ['preact', 'clsx']) {
    try {
      await load(name);
      strays.push(name);
    } catch (error) {
      if (error?.code !== 'ERR_MODULE_NOT_FOUND') strays.push(`${name} (${error?.code ?? error})`);
    }
  }
  return {
    name: 'library app isolation',
    ok: strays.length === 0,
    detail: strays.length
      ? `the app resolves ${strays.join(', ')}, which it never installed: it is inside another project`
      : 'outside the repository: only what it installed resolves',
  };
}
