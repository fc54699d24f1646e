import type { Plugin } from 'vite';
import { join } from 'node:path';
import type { SharedPackage, SharedPlan } from '../plan';
import { isStateful, packageDir, packageFolders } from '../paths';

const UI_CORE_EVENTS = join(packageDir('ui'), 'core-events.ts');

/** Widget build: shared names come from the runtime, the rest is bundled. */
export function splitShared(plan: SharedPlan | null, own: ReadonlySet<string>): Plugin {
  return {
    name: 'yuno-split-shared',
    enforce: 'pre',
    async resolveId(source, importer) {
      const pkgMatch = /^@yuno\/(core|ui|runtime)(\/.*)?$/.exec(source);
      if (pkgMatch) {
        if (pkgMatch[2]) this.error(`Import "${source}" from the package root instead, so the runtime's copy is used.`);
        const pkg = pkgMatch[1] as SharedPackage;
        if (!plan) return { id: `yuno-runtime:${pkg}`, external: true };
        if (pkg === 'runtime') return `\0yuno-shared:runtime`;
        if (importer?.startsWith(packageDir(pkg))) return null;
        return `\0yuno-split/${pkg}`;
      }
      if (!importer || !source.startsWith('.')) return null;
      // Bundled core code must still reach the one copy of the page's state.
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (resolved && isStateful(resolved.id) && !isStateful(importer)) return plan ? '\0yuno-shared:core' : { id: 'yuno-runtime:core', external: true };
      // ui's core-events only re-exports @yuno/core: resolve it as @yuno/core. Through the extra
      // re-export the bundler loses the runtime global (scripts/build.mjs checks for that).
      if (resolved?.id === UI_CORE_EVENTS) return `\0yuno-split/core`;
      return null;
    },
    load(id) {
      if (!id.startsWith('\0yuno-split/')) return null;
      const pkg = id.slice('\0yuno-split/'.length) as SharedPackage;
      // What this bundle carries itself (the real Dialog, in the runtime's ui-dialog part) is bundled.
      const shared = (plan?.[pkg] ?? []).filter((name) => !own.has(name));
      // Explicit re-exports shadow the star exports: shared names resolve to the runtime.
      // Star exports name the package's folders directly, leaving out the stateful ones
      // (a star export of an external would keep everything from being tree-shaken).
      const stars = packageFolders(pkg)
        .filter((file) => !isStateful(file))
        .map((file) => `export * from ${JSON.stringify(file)};`);
      return `${stars.join('\n')}\n${shared.length ? `export { ${shared.join(', ')} } from 'yuno-shared:${pkg}';` : ''}`;
    },
  };
}
