/** Where the shared packages live, and which of their modules hold page state. */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, sep } from 'node:path';
import type { SharedPackage } from './plan';

/** The project's root folder. */
export const root = fileURLToPath(new URL('../../', import.meta.url));

export const packageDir = (pkg: SharedPackage) => join(root, 'packages', pkg, 'src') + sep;
export const packageIndex = (pkg: SharedPackage) => join(root, 'packages', pkg, 'src', 'index.ts');

/** Core modules that hold page state: one copy per page, always in the runtime. */
const STATEFUL = ['config', 'http', 'events', 'storage'].map((dir) => join(packageDir('core'), dir) + sep);
export const isStateful = (file: string) => STATEFUL.some((dir) => file.startsWith(dir));

/** The modules a package's index star-exports, as absolute paths. */
export function packageFolders(pkg: SharedPackage): string[] {
  const index = readFileSync(packageIndex(pkg), 'utf8');
  const files = [...index.matchAll(/export \* from '\.\/([\w./-]+)'/g)].map((m) => join(packageDir(pkg), m[1]));
  if (files.length === 0) return [packageIndex(pkg)];
  return files.map((file) => (existsSync(join(file, 'index.ts')) ? join(file, 'index.ts') : existsSync(`${file}.ts`) ? `${file}.ts` : `${file}.tsx`));
}
