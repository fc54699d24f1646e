/** The bundles the build makes, found by convention: the runtime, the kit, then every widget and part. */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

/** The project's root folder. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

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
  for (const [folder, kind] of [
    ['widgets', 'widget'],
    ['parts', 'part'],
  ] as const) {
    for (const pkg of readdirSync(join(root, 'packages'))) {
      const dir = join(root, 'packages', pkg, 'src', folder);
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir)) {
        const name = /^([a-z-]+)\.tsx?$/.exec(file)?.[1];
        if (name) entries.push({ name, entry: join(dir, file), kind });
      }
    }
  }
  return entries;
}

/**
 * The bundle a part goes with on a page: the widget its name starts with (`header-member-tools`
 * is the header's), else its package's first widget; the runtime's own parts go alone.
 */
export function ownerOf(part: BundleEntry, entries: BundleEntry[]): string {
  if (part.kind !== 'part') return part.name;
  const packageOf = (entry: BundleEntry) => entry.entry.split(`${join('src', 'parts')}`)[0].split(join('src', 'widgets'))[0];
  const widgets = entries.filter((entry) => entry.kind === 'widget' && packageOf(entry) === packageOf(part));
  return (widgets.find((entry) => part.name.startsWith(`${entry.name}-`)) ?? widgets[0])?.name ?? part.name;
}
