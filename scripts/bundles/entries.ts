/** The bundles the build makes: the runtime, the shared kit, one per widget, one per part. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { packageDir, root } from './paths';
import { importList } from './source-scan';

export interface BundleEntry {
  name: string;
  entry: string;
  /** A part is a piece of a widget loaded on first use (see packages/runtime/src/parts.ts). */
  kind: 'runtime' | 'kit' | 'widget' | 'part';
}

/** The runtime, the shared kit, every `packages/<feature>/src/widgets/<NAME>.ts`, then every `…/src/parts/<NAME>.ts`. */
export function bundleEntries(): BundleEntry[] {
  const entries: BundleEntry[] = [
    { name: 'yuno-runtime', entry: join(root, 'packages/runtime/src/global.ts'), kind: 'runtime' },
    { name: 'yuno-kit', entry: join(root, 'packages/runtime/src/kit.ts'), kind: 'kit' },
  ];
  for (const [folder, kind] of [['widgets', 'widget'], ['parts', 'part']] as const) {
    for (const pkg of readdirSync(join(root, 'packages'))) {
      const dir = join(root, 'packages', pkg, 'src', folder);
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir)) {
        if (/^[a-z-]+\.tsx?$/.test(file)) entries.push({ name: basename(file).replace(/\.tsx?$/, ''), entry: join(dir, file), kind });
      }
    }
  }
  return entries;
}

/**
 * The shared names one of the runtime's own parts carries: the ones it registers
 * (`registerPart('ui-dialog', { Dialog, ToastRegion })`). Its own build bundles them; the
 * runtime leaves them out, and hands on a stand-in where the widgets use one (`STAND_INS`).
 */
export function carriedNames(entry: BundleEntry): string[] {
  if (entry.kind === 'part' && entry.entry.startsWith(packageDir('runtime'))) {
    const match = /registerPart\(\s*'[\w-]+'\s*,\s*\{([^}]*)\}/.exec(readFileSync(entry.entry, 'utf8'));
    return match ? importList(match[1]).map(({ name }) => name) : [];
  }
  return [];
}
