import type { Plugin } from 'vite';
import { globalKey, type SharedPackage, type SharedPlan } from '../plan';

/**
 * Widget build: the shared names a bundle uses, read from the runtime global under their short
 * keys (`safeUrl` is `YunoRuntime.core.da`), so neither the runtime's table of them nor every
 * call site spells out the long names.
 */
export function globalBindings(plan: SharedPlan): Plugin {
  return {
    name: 'yuno-global-bindings',
    resolveId: (source) => (/^\0?yuno-shared:(core|ui|runtime)$/.test(source) ? `\0${source.replace(/^\0/, '')}` : null),
    load(id) {
      const match = /^\0yuno-shared:(core|ui|runtime)$/.exec(id);
      if (!match) return null;
      const pkg = match[1] as SharedPackage;
      const names = plan[pkg].map((name) => `${globalKey(plan, pkg, name)} as ${name}`);
      return names.length ? `export { ${names.join(', ')} } from 'yuno-runtime:${pkg}';` : 'export {};';
    },
  };
}
