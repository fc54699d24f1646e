/**
 * Reading source text: import lists, the shared names and React names a module imports,
 * and where each name of a shared package is declared. Regular expressions over our own
 * code, whose import style the README fixes (named imports from the package roots).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REACT_MODULES, type SharedPackage } from './plan';
import { packageDir } from './paths';

const declared = new Map<SharedPackage, Map<string, string>>();

/** Where each name of a shared package is declared (names declared twice are left out); read once per build run. */
export function declarations(pkg: SharedPackage): Map<string, string> {
  const known = declared.get(pkg);
  if (known) return known;
  const found = new Map<string, string>();
  const twice = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$|\.d\.ts$/.test(entry.name)) {
        const code = readFileSync(file, 'utf8');
        for (const m of code.matchAll(/^export\s+(?:async\s+)?(?:const|let|function\*?|class)\s+([\w$]+)/gm)) {
          // Overloads repeat a name in one file; two files declaring it make it ambiguous.
          if (found.has(m[1]) && found.get(m[1]) !== file) twice.add(m[1]);
          found.set(m[1], file);
        }
      }
    }
  };
  walk(packageDir(pkg));
  for (const name of twice) found.delete(name);
  declared.set(pkg, found);
  return found;
}

/** The names of an import list ('a, b as c, type T'): each entry as written, its imported name, and whether it is a value. */
export function importList(list: string): Array<{ entry: string; name: string; isValue: boolean }> {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => ({ entry, name: entry.replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim(), isValue: !entry.startsWith('type ') }));
}

export const RELATIVE_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*(['"])(\.{1,2}\/[^'"]+)\2;?$/gm;

export function resolveSource(from: string, specifier: string): string | null {
  const base = join(from, '..', specifier);
  for (const file of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (existsSync(file)) return file;
  return null;
}

const IMPORT = /(?:import|export)\s*(type\s+)?\{([^}]*)\}\s*from\s*['"]@yuno\/(core|ui|runtime)['"]/g;

/** Named imports from the shared packages, read from source (named imports only: see README). */
export function importedNames(code: string): Array<[SharedPackage, string]> {
  const found: Array<[SharedPackage, string]> = [];
  for (const match of code.matchAll(IMPORT)) {
    if (match[1]) continue;
    for (const { name, isValue } of importList(match[2])) if (isValue) found.push([match[3] as SharedPackage, name]);
  }
  return found;
}

const REACT_IMPORT = new RegExp(
  String.raw`\b(?:import|export)\s*([\w$\s{},*]*?)\s*from\s*['"](${Object.keys(REACT_MODULES).join('|')})['"]`,
  'g',
);

/**
 * The React names a module imports or re-exports (after JSX became `jsx` calls), as
 * `module:name`; a default or namespace import needs the whole module (`module:*`).
 */
export function reactNames(code: string): string[] {
  const found: string[] = [];
  for (const [, clause, source] of code.matchAll(REACT_IMPORT)) {
    // The build reads code its TypeScript transform has already stripped of types; a source
    // file read as it is may still have them.
    if (/^type\b/.test(clause)) continue;
    const named = /\{([^}]*)\}/.exec(clause);
    for (const { name, isValue } of named ? importList(named[1]) : []) if (isValue) found.push(`${source}:${name}`);
    const rest = clause.replace(/\{[^}]*\}/, '').replace(/[\s,]/g, '');
    if (rest) found.push(`${source}:*`);
  }
  return found;
}
