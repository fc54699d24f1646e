import type { Plugin } from 'vite';
import { SHARED_PACKAGES } from '../plan';
import { isStateful, packageDir } from '../paths';
import { declarations, importedNames, importList, reactNames, RELATIVE_IMPORT, resolveSource } from '../source-scan';

/**
 * Records, while a widget builds, which shared exports its own code uses, and which React names
 * any of its modules use; with `rendered`, also which modules made it into the bundle, with
 * the exports of each that did.
 */
export function collectUsage(usage: Set<string>, rendered?: Map<string, Set<string>>): Plugin {
  const coreCode = new Map<string, string>();
  return {
    name: 'yuno-collect-usage',
    transform(code, id) {
      if (!/\.(tsx?|jsx?)$/.test(id)) return null;
      for (const key of reactNames(code)) usage.add(key);
      const inShared = SHARED_PACKAGES.some((pkg) => id.startsWith(packageDir(pkg)));
      for (const [pkg, name] of importedNames(code)) {
        // Inside core/ui, only imports of *another* shared package count (the runtime's own
        // parts import it by name: those count).
        if (inShared && pkg !== 'runtime' && id.startsWith(packageDir(pkg))) continue;
        usage.add(`${pkg}:${name}`);
      }
      if (id.startsWith(packageDir('core')) && !isStateful(id)) coreCode.set(id, code);
      return null;
    },
    // Core code a widget bundles uses other core code by relative path: that counts too (the
    // build keeps only names the core index exports), so two widgets whose rules both need
    // `defineRule` share the runtime's copy instead of bundling one each. Only modules that
    // made it into the bundle count: a folder index loads many that tree-shaking then drops.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, info] of Object.entries(chunk.modules)) {
          if (info.renderedLength > 0) rendered?.set(id, new Set(info.renderedExports));
          const code = coreCode.get(id);
          if (!code || info.renderedLength === 0) continue;
          for (const [, list, , specifier] of code.matchAll(RELATIVE_IMPORT)) {
            const target = resolveSource(id, specifier);
            // A stateful module's names always come from the runtime, whichever file of it is named.
            const fromRuntime = target !== null && isStateful(target);
            for (const { name, isValue } of importList(list)) {
              if (isValue && target && (fromRuntime || declarations('core').get(name) === target)) usage.add(`core:${name}`);
            }
          }
        }
      }
    },
  };
}
