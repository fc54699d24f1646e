/**
 * The plugins of a bundle's build: they read the plan and make the bundle take the shared
 * names from `window.YunoRuntime` instead of bundling them.
 *  - Any import that resolves to a core or ui module (`@yuno/core`, or core code's own
 *    `./safeUrl`) gets that module with the shared names swapped for the global's
 *    (`\0yuno-via:FILE`); one that resolves into page state, and `@yuno/runtime`, gets the global.
 *  - The runtime's and the kit's virtual modules (`virtual:yuno-*`) hand the plan's names on.
 *  - A dynamic import of a part becomes `loadPart(NAME)` (see packages/runtime/src/parts.ts).
 *  - The entry is imported, not exported: a bundle registers itself and exports nothing.
 *  - What the bundle holds and reads from the global is reported for the check (check.ts).
 */
import type { Plugin } from 'vite';
import { join, sep } from 'node:path';
import { bundleEntries, root, type BundleEntry } from './entries';
import type { BuiltBundle } from './check';
import { globalKeys, REACT_GLOBALS, sharedKeys, type Pkg, type Plan } from './plan';

const SCRIPT = '\0yuno-script:';
const VIA = '\0yuno-via:';
const GLOBAL = '\0yuno-global:';
const REACT = '\0yuno-react:';
const srcOf = (pkg: Pkg) => join(root, 'packages', pkg, 'src') + sep;
/** The shared package whose code (not stylesheet) a module is. */
const pkgOf = (id: string) => (['core', 'ui'] as const).find((pkg) => id.startsWith(srcOf(pkg)) && /\.tsx?$/.test(id));

/** What a build reports for the check: its core and ui modules with their rendered exports, and the shared names it reads. */
export type BundleReport = Pick<BuiltBundle, 'modules' | 'reads' | 'missing'>;

type Node = { type: string; start: number; end: number; [key: string]: unknown };
function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) for (const item of node) yield* walk(item);
  else {
    if (typeof (node as Node).type === 'string') yield node as Node;
    for (const value of Object.values(node)) if (value && typeof value === 'object') yield* walk(value);
  }
}

export function sharedCode(entry: BundleEntry, plan: Plan, report?: (report: BundleReport) => void): Plugin[] {
  const keys = globalKeys(plan);
  const parts = new Map(
    bundleEntries()
      .filter((e) => e.kind === 'part')
      .map((e) => [e.entry, e.name]),
  );
  const isStateful = (id: string) => plan.stateful.some((dir) => id.startsWith(join(root, dir)));
  // The kit's own code bundles the kit's names; the part with a stand-in's real code bundles it.
  const taken = (pkg: Pkg) => Object.keys(sharedKeys(plan, pkg, entry.kind !== 'kit')).filter((name) => plan.standIns[name]?.realIn !== entry.name || pkg !== 'ui');
  /** The names of a module's exports (all, for an index whose star exports are not known yet) that the global has. */
  const swapped = (pkg: Pkg, exports: string[]) => taken(pkg).filter((name) => exports.includes('*') || exports.includes(name));
  const fromGlobal = (pkg: Pkg, names: string[]) =>
    names.length ? `export { ${names.map((name) => `${keys[pkg][name]} as ${name}`).join(', ')} } from 'yuno-runtime:${pkg}';` : 'export {};';
  /** A React module as the runtime hands it on: each planned name under its short key. */
  const fromReact = (source: string) =>
    `export { ${Object.entries(plan.react[source] ?? {})
      .map(([name, key]) => `${key} as ${name}`)
      .join(', ')} } from 'yuno-runtime:${source}';`;
  /** Where each import of this build's modules led: importer → specifier → package whose global it reads. */
  const ledTo = new Map<string, Map<string, string>>();
  const lead = (importer: string | undefined, source: string, id: string) => {
    if (importer) (ledTo.get(importer) ?? ledTo.set(importer, new Map()).get(importer)!).set(source, id);
    return id;
  };

  const runtimeModules = (id: string) => {
    const [kind, pkg] = id.slice('\0virtual:yuno-'.length).split(/\/(.*)/);
    if (kind === 'react')
      return `export { ${Object.entries(plan.react[pkg] ?? {})
        .map(([name, key]) => `${name} as ${key}`)
        .join(', ')} } from '${pkg}';`;
    // Where a name comes from: its stand-in's module when it has one, else its package.
    const origin = (name: string) => {
      const standIn = pkg === 'ui' ? plan.standIns[name] : undefined;
      return standIn
        ? { from: JSON.stringify(join(root, standIn.module)), exported: standIn.export }
        : { from: JSON.stringify(join(srcOf(pkg as Pkg), 'index.ts')), exported: name };
    };
    if (kind === 'kit') {
      const names = Object.keys(plan.kit[pkg as 'core' | 'ui']);
      const imports = names.map((name) => `import { ${origin(name).exported} as ${name} } from ${origin(name).from};`);
      return `${imports.join('\n')}\nexport default { ${names.map((name) => `${JSON.stringify(keys[pkg as Pkg][name])}: ${name}`).join(', ')} };`;
    }
    return Object.keys(plan.runtime[pkg as Pkg])
      .map((name) => `export { ${origin(name).exported} as ${keys[pkg as Pkg][name]} } from ${origin(name).from};`)
      .join('\n');
  };

  const resolver: Plugin = {
    name: 'yuno-shared-code',
    enforce: 'pre',
    async resolveId(source, importer, { isEntry }) {
      if (source === entry.entry) return isEntry ? SCRIPT + source : { id: source, moduleSideEffects: true };
      if (source.startsWith('virtual:yuno-')) return `\0${source}`;
      if (entry.kind === 'runtime') return null;
      if (source in REACT_GLOBALS) return lead(importer, source, REACT + source);
      const named = source.startsWith('@yuno/') ? source.slice('@yuno/'.length) : null;
      if (named && /^(core|ui|runtime)\//.test(named)) this.error(`Import "${source}" from the package root instead, so the runtime's copy is used.`);
      if (named === 'runtime') return lead(importer, source, `${GLOBAL}runtime`);
      if (!named && !(importer && pkgOf(importer) && source.startsWith('.'))) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved) return null;
      if (isStateful(resolved.id)) return lead(importer, source, `${GLOBAL}core`);
      const pkg = pkgOf(resolved.id);
      if (!pkg) return null;
      const { exports } = await this.load(resolved);
      return swapped(pkg, exports).length ? lead(importer, source, VIA + resolved.id) : null;
    },
    load(id) {
      if (id.startsWith(SCRIPT)) return `import ${JSON.stringify(id.slice(SCRIPT.length))};`;
      if (id.startsWith('\0virtual:yuno-')) return runtimeModules(id);
      if (id.startsWith(REACT)) return fromReact(id.slice(REACT.length));
      if (id.startsWith(GLOBAL)) return fromGlobal(id.slice(GLOBAL.length) as Pkg, taken(id.slice(GLOBAL.length) as Pkg));
      if (!id.startsWith(VIA)) return null;
      const file = id.slice(VIA.length);
      const pkg = pkgOf(file)!;
      return `export * from ${JSON.stringify(file)};\n${fromGlobal(pkg, swapped(pkg, this.getModuleInfo(file)!.exports))}`;
    },
  };

  // After the TypeScript transform: the bundler's parser reads plain JavaScript.
  const partsAsScripts: Plugin = {
    name: 'yuno-parts-as-scripts',
    async transform(code, id) {
      if (!code.includes('import(')) return null;
      let out = code;
      const found = [...walk(this.parse(code))].filter((node) => node.type === 'ImportExpression').reverse();
      for (const node of found) {
        const source = (node.source as { value?: unknown }).value;
        const name = typeof source === 'string' ? parts.get((await this.resolve(source, id))?.id ?? '') : undefined;
        if (name) out = `${out.slice(0, node.start)}__yunoLoadPart(${JSON.stringify(name)})${out.slice(node.end)}`;
      }
      return out === code ? null : { code: `import { loadPart as __yunoLoadPart } from '@yuno/runtime';\n${out}`, map: null };
    },
  };

  const missing = new Set<string>();
  const reporter: Plugin = {
    name: 'yuno-bundle-report',
    // A name the global lacks is shimmed as undefined and reported: the check says what to add to the plan.
    onLog(_level, log) {
      const { code, exporter = '', binding } = log as typeof log & { exporter?: string; binding?: string };
      if (code !== 'SHIMMED_EXPORT') return;
      // A React name the plan lacks: the check finds it among the names the bundle reads.
      if (exporter.startsWith(REACT)) return false;
      missing.add(`${exporter.startsWith(GLOBAL) ? exporter.slice(GLOBAL.length) : pkgOf(exporter.slice(VIA.length))}:${binding}`);
      return false;
    },
    generateBundle(_options, bundle) {
      const modules = new Map<string, string[]>();
      const reads = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        for (const [id, info] of Object.entries(chunk.type === 'chunk' ? chunk.modules : {})) {
          if (info.renderedLength === 0) continue;
          if (pkgOf(id)) modules.set(id, info.renderedExports);
          const code = this.getModuleInfo(id)?.code;
          for (const node of code?.includes('import') ? (this.parse(code).body as Node[]) : []) {
            const source = (node.source as { value?: string } | null)?.value ?? '';
            const target = source in REACT_GLOBALS ? source : ledTo.get(id)?.get(source);
            const pkg = target?.startsWith(GLOBAL) ? target.slice(GLOBAL.length) : target?.startsWith(VIA) ? pkgOf(target.slice(VIA.length)) : target;
            if (!pkg || (node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration')) continue;
            for (const spec of node.specifiers as Array<{ imported?: { name: string }; local: { name: string } }>) {
              const name = spec.imported?.name ?? (node.type === 'ExportNamedDeclaration' ? spec.local.name : '*');
              if (pkg in REACT_GLOBALS || taken(pkg as Pkg).includes(name)) reads.add(`${pkg}:${name}`);
            }
          }
        }
      }
      report?.({ modules, reads, missing });
    },
  };
  return [resolver, partsAsScripts, reporter];
}
