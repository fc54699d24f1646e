// Installs Debian packages the tests need when they are missing, saying so first.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

let updated = false;

/** Installs `packages` with apt when `isPresent()` is false. Throws with a clear message on failure. */
export function ensureDebianPackages(what, packages, isPresent) {
  if (isPresent()) return false;
  console.log(`[setup] ${what} is missing: installing Debian packages ${packages.join(', ')} with apt-get…`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = !asRoot && spawnSync('sh', ['-c', 'command -v sudo'], { stdio: 'ignore' }).status === 0;
  if (!asRoot && !sudo) {
    throw new Error(`[setup] ${what} is missing and this user cannot install packages. Run as root: apt-get install -y ${packages.join(' ')}`);
  }
  const run = (args) =>
    execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!updated) {
    run(['apt-get', 'update', '-qq']);
    updated = true;
  }
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
  if (!isPresent()) throw new Error(`[setup] installed ${packages.join(', ')} but ${what} is still not usable`);
  console.log(`[setup] ${what} installed.`);
  return true;
}

export const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  return ensureDebianPackages('Chromium (for the browser tests)', ['chromium', 'fonts-dejavu-core'], () => existsSync(CHROMIUM));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium();
}
