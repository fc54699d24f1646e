import type { Plugin } from 'vite';
import { SHARED_PACKAGES, type SharedPlan } from '../plan';
import { isStateful, packageDir } from '../paths';
import { declarations, importList, RELATIVE_IMPORT, resolveSource } from '../source-scan';

/**
 * Widget build: core and ui code bundled into a widget imports its package's other modules
 * by relative path; a name the runtime already carries is taken from the runtime instead, so
 * (say) a widget's own course normaliser does not bring a second copy of the URL sanitiser.
 */
export function sharedInternals(plan: SharedPlan | null, own: ReadonlySet<string>): Plugin {
  return {
    name: 'yuno-shared-internals',
    enforce: 'pre',
    transform(code, id) {
      if (!plan) return null;
      const pkg = SHARED_PACKAGES.find((p) => id.startsWith(packageDir(p)));
      if (!pkg || pkg === 'runtime' || isStateful(id)) return null;
      const shared = new Set(plan[pkg].filter((name) => !own.has(name)));
      let changed = false;
      const out = code.replace(RELATIVE_IMPORT, (statement, list: string, _quote: string, specifier: string) => {
        const target = resolveSource(id, specifier);
        if (!target || isStateful(target)) return statement;
        const local: string[] = [];
        const fromRuntime: string[] = [];
        for (const { entry, name, isValue } of importList(list)) {
          (isValue && shared.has(name) && declarations(pkg).get(name) === target ? fromRuntime : local).push(entry);
        }
        if (fromRuntime.length === 0) return statement;
        changed = true;
        const lines = [`import { ${fromRuntime.join(', ')} } from 'yuno-shared:${pkg}';`];
        if (local.length) lines.push(`import { ${local.join(', ')} } from '${specifier}';`);
        return lines.join('\n');
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
