import type { Plugin } from 'vite';
import { join } from 'node:path';
import { globalKey, STAND_INS, type ReactModule, type SharedPackage, type SharedPlan } from '../plan';
import { packageIndex, root } from '../paths';

/**
 * Runtime build: `virtual:yuno-shared/<pkg>` exports exactly the planned names, and
 * `virtual:yuno-react/<module>` the React names the widgets use (everything without a plan).
 */
export function runtimeExports(plan: SharedPlan | null): Plugin {
  return {
    name: 'yuno-runtime-exports',
    resolveId: (source) => (/^virtual:yuno-(shared|react)\//.test(source) ? `\0${source}` : null),
    load(id) {
      if (id.startsWith('\0virtual:yuno-react/')) {
        const source = id.slice('\0virtual:yuno-react/'.length) as ReactModule;
        const names = plan ? (plan.react?.[source] ?? []) : ['*'];
        if (names.includes('*')) return `export * from '${source}';`;
        return names.length ? `export { ${names.join(', ')} } from '${source}';` : 'export {};';
      }
      if (!id.startsWith('\0virtual:yuno-shared/')) return null;
      const pkg = id.slice('\0virtual:yuno-shared/'.length) as SharedPackage;
      const index = JSON.stringify(packageIndex(pkg));
      if (!plan) return `export * from ${index};`;
      // For a stand-in's name the runtime hands on the stand-in, not the real code.
      const lines = plan[pkg].map((name) => {
        const standIn = pkg === 'ui' ? STAND_INS[name] : undefined;
        return standIn
          ? `export { ${standIn.name} as ${globalKey(plan, pkg, name)} } from ${JSON.stringify(join(root, standIn.module))};`
          : `export { ${name} as ${globalKey(plan, pkg, name)} } from ${index};`;
      });
      return lines.length ? lines.join('\n') : 'export {};';
    },
  };
}
