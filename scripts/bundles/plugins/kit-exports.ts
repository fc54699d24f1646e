import type { Plugin } from 'vite';
import { globalKey, type SharedPlan } from '../plan';

/**
 * Kit build: `virtual:yuno-kit/<core|ui>` exports, as its default, a plain object of the kit's
 * share of the plan under the keys the widgets read (a module namespace would cost a getter
 * each); packages/runtime/src/kit.ts puts them on the runtime global.
 */
export function kitExports(plan: SharedPlan | null): Plugin {
  return {
    name: 'yuno-kit-exports',
    resolveId: (source) => (/^virtual:yuno-kit\/(core|ui)$/.test(source) ? `\0${source}` : null),
    load(id) {
      const match = /^\0virtual:yuno-kit\/(core|ui)$/.exec(id);
      if (!match) return null;
      const pkg = match[1] as 'core' | 'ui';
      const names = plan?.kit?.[pkg] ?? [];
      const entries = names.map((name) => `${JSON.stringify(globalKey(plan!, pkg, name))}: ${name}`);
      return `${names.length ? `import { ${names.join(', ')} } from '@yuno/${pkg}';\n` : ''}export default { ${entries.join(', ')} };`;
    },
  };
}
