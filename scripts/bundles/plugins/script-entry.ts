import type { Plugin } from 'vite';

/**
 * Part builds: a part's `export { … }` list is for the library and the tests, which import the
 * module; in a script nobody reads it (a part registers itself), and the bundler would still
 * build an exports object and a global for it. `export const` stays.
 */
export function scriptEntry(entry: string): Plugin {
  return {
    name: 'yuno-script-entry',
    transform(code, id) {
      if (id !== entry) return null;
      const out = code.replace(/^export \{[^}]*\};?[ \t]*$/gm, '');
      return out === code ? null : { code: out, map: null };
    },
  };
}
