import type { Plugin } from 'vite';

/** `import('…/parts/NAME')` in source: a part, fetched by the runtime in the browser bundles. */
const PART_IMPORT = /\bimport\(\s*(['"])(?:\.{1,2}\/)+(?:[\w-]+\/)*parts\/([a-z-]+)\1\s*\)/g;

/** Widget build: a part's dynamic import becomes `loadPart(NAME)`, so its code stays out of the bundle. */
export function partsAsScripts(): Plugin {
  return {
    name: 'yuno-parts-as-scripts',
    transform(code, id) {
      if (!/\.(tsx?|jsx?)$/.test(id) || !code.includes('parts/')) return null;
      let found = false;
      const out = code.replace(PART_IMPORT, (_match, _quote, name: string) => {
        found = true;
        return `__yunoLoadPart(${JSON.stringify(name)})`;
      });
      return found ? { code: `import { loadPart as __yunoLoadPart } from '@yuno/runtime';\n${out}`, map: null } : null;
    },
  };
}
