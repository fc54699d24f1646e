/**
 * Browser bundles. Source imports `react`; the bundles run on preact/compat.
 *  - `yuno-runtime.js`: preact/compat, the page's data cache, the mount protocol, the stateful parts of core
 *    (config, http, events, storage) and every core/ui export that two or more bundles
 *    use, but for what the runtime's own parts carry (the dialogs' ui, the site's wording).
 *    Of React it hands on only the names the widget bundles import, so the rest of
 *    preact/compat (Suspense, lazy, Children, the legacy render calls) is left out.
 *    Loaded once per page.
 *  - `NAME.js`: one small IIFE per widget, found by convention at
 *    `packages/<feature>/src/widgets/<NAME>.ts`. It takes the shared code from
 *    `window.YunoRuntime` (under the short keys the build assigns: scripts/global-keys.mjs)
 *    and bundles only what no other widget needs (like a "used by at least two chunks"
 *    split, decided per export).
 *  - parts, `…/src/parts/<NAME>.ts`: code fetched on first use (see packages/runtime/src/parts.ts).
 * `scripts/build.mjs` runs the passes: analyse what each bundle imports, plan the split,
 * build the runtime, then one build per bundle (IIFE allows one entry per build).
 */
import { defineConfig, type InlineConfig, type Plugin } from 'vite';
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { basename, join, sep } from 'node:path';

const root = fileURLToPath(new URL('.', import.meta.url));
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version as string;

/** `YUNO_DIST` moves the output (e.g. to build twice side by side). */
export const outDir = join(root, process.env.YUNO_DIST || 'dist', 'widgets');

const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export const SHARED_PACKAGES = ['core', 'ui', 'runtime'] as const;

/** The React modules widget bundles take from the runtime, by the runtime's name for each. */
export const REACT_MODULES = { react: 'React', 'react-dom': 'ReactDOM', 'react-dom/client': 'ReactDOMClient', 'react/jsx-runtime': 'jsxRuntime' } as const;
export type ReactModule = keyof typeof REACT_MODULES;
export type SharedPackage = (typeof SHARED_PACKAGES)[number];

/** What a widget bundle takes from the runtime instead of bundling it. */
export const runtimeGlobals: Record<string, string> = {
  ...Object.fromEntries(Object.entries(REACT_MODULES).map(([source, name]) => [source, `YunoRuntime.${name}`])),
  'yuno-runtime:core': 'YunoRuntime.core',
  'yuno-runtime:ui': 'YunoRuntime.ui',
  'yuno-runtime:runtime': 'YunoRuntime.runtime',
};

const packageDir = (pkg: SharedPackage) => join(root, 'packages', pkg, 'src') + sep;
const packageIndex = (pkg: SharedPackage) => join(root, 'packages', pkg, 'src', 'index.ts');

/** Core modules that hold page state: one copy per page, always in the runtime. */
const STATEFUL = ['config', 'http', 'events', 'storage'].map((dir) => join(packageDir('core'), dir) + sep);
export const isStateful = (file: string) => STATEFUL.some((dir) => file.startsWith(dir));

/** The modules a package's index star-exports, as absolute paths. */
function packageFolders(pkg: SharedPackage): string[] {
  const index = readFileSync(packageIndex(pkg), 'utf8');
  const files = [...index.matchAll(/export \* from '\.\/([\w./-]+)'/g)].map((m) => join(packageDir(pkg), m[1]));
  if (files.length === 0) return [packageIndex(pkg)];
  return files.map((file) => (existsSync(join(file, 'index.ts')) ? join(file, 'index.ts') : existsSync(`${file}.ts`) ? `${file}.ts` : `${file}.tsx`));
}

export interface BundleEntry {
  name: string;
  entry: string;
  /** A part is a piece of a widget loaded on first use (see packages/runtime/src/parts.ts). */
  kind: 'runtime' | 'widget' | 'part';
}

/**
 * Which core/ui/runtime exports the widget bundles take from the runtime global, and which
 * React names it hands on (`react` keyed by module; `*` means the whole module). For a name
 * in `STAND_INS` the runtime hands on a stand-in instead of the real code.
 */
export type SharedPlan = Record<SharedPackage, string[]> & {
  react?: Partial<Record<ReactModule, string[]>>;
  /** The short property each shared name has on the runtime global (the name itself where absent). */
  keys?: Partial<Record<SharedPackage, Record<string, string>>>;
};

/** The property under which the runtime global holds a shared name. */
export const globalKey = (plan: SharedPlan, pkg: SharedPackage, name: string) => plan.keys?.[pkg]?.[name] ?? name;

/**
 * ui names the runtime hands on as stand-ins while the real code is one of its parts:
 * under `Dialog`'s key it puts `DeferredDialog` (packages/runtime/src/deferred-ui.tsx),
 * which fetches the `ui-dialog` part.
 */
export const STAND_INS: Record<string, { part: string; module: string; name: string }> = {
  Dialog: { part: 'ui-dialog', module: 'packages/runtime/src/deferred-ui.tsx', name: 'DeferredDialog' },
};

/** The runtime, every `packages/<feature>/src/widgets/<NAME>.ts`, then every `…/src/parts/<NAME>.ts`. */
export function bundleEntries(): BundleEntry[] {
  const entries: BundleEntry[] = [{ name: 'yuno-runtime', entry: join(root, 'packages/runtime/src/global.ts'), kind: 'runtime' }];
  for (const [folder, kind] of [['widgets', 'widget'], ['parts', 'part']] as const) {
    for (const pkg of readdirSync(join(root, 'packages'))) {
      const dir = join(root, 'packages', pkg, 'src', folder);
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir)) {
        if (/^[a-z-]+\.tsx?$/.test(file)) entries.push({ name: basename(file).replace(/\.tsx?$/, ''), entry: join(dir, file), kind });
      }
    }
  }
  return entries;
}

/**
 * The shared names one of the runtime's own parts carries: the ones it registers
 * (`registerPart('ui-dialog', { Dialog, ToastRegion })`). Its own build bundles them; the
 * runtime leaves them out, and hands on a stand-in where the widgets use one (`STAND_INS`).
 */
export function carriedNames(entry: BundleEntry): string[] {
  if (entry.kind === 'part' && entry.entry.startsWith(packageDir('runtime'))) {
    const match = /registerPart\(\s*'[\w-]+'\s*,\s*\{([^}]*)\}/.exec(readFileSync(entry.entry, 'utf8'));
    return match ? importList(match[1]).map(({ name }) => name) : [];
  }
  return [];
}

const declared = new Map<SharedPackage, Map<string, string>>();

/** Where each name of a shared package is declared (names declared twice are left out); read once per build run. */
function declarations(pkg: SharedPackage): Map<string, string> {
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
          if (found.has(m[1])) twice.add(m[1]);
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
function importList(list: string): Array<{ entry: string; name: string; isValue: boolean }> {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => ({ entry, name: entry.replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim(), isValue: !entry.startsWith('type ') }));
}

const RELATIVE_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*(['"])(\.{1,2}\/[^'"]+)\2;?$/gm;

function resolveSource(from: string, specifier: string): string | null {
  const base = join(from, '..', specifier);
  for (const file of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (existsSync(file)) return file;
  return null;
}

/**
 * Widget build: core and ui code bundled into a widget imports its package's other modules
 * by relative path; a name the runtime already carries is taken from the runtime instead, so
 * (say) a widget's own course normaliser does not bring a second copy of the URL sanitiser.
 */
function sharedInternals(plan: SharedPlan | null, own: ReadonlySet<string>): Plugin {
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

/** `import('…/parts/NAME')` in source: a part, fetched by the runtime in the browser bundles. */
const PART_IMPORT = /\bimport\(\s*(['"])(?:\.{1,2}\/)+(?:[\w-]+\/)*parts\/([a-z-]+)\1\s*\)/g;

/** Widget build: a part's dynamic import becomes `loadPart(NAME)`, so its code stays out of the bundle. */
function partsAsScripts(): Plugin {
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
    const named = /\{([^}]*)\}/.exec(clause);
    for (const { name, isValue } of named ? importList(named[1]) : []) if (isValue) found.push(`${source}:${name}`);
    const rest = clause.replace(/\{[^}]*\}/, '').replace(/^type\b/, '').replace(/[\s,]/g, '');
    if (rest) found.push(`${source}:*`);
  }
  return found;
}

/** Records, while a widget builds, which shared exports its own code uses, and which React names any of its modules use. */
export function collectUsage(usage: Set<string>): Plugin {
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

/**
 * Runtime build: `virtual:yuno-shared/<pkg>` exports exactly the planned names, and
 * `virtual:yuno-react/<module>` the React names the widgets use (everything without a plan).
 */
function runtimeExports(plan: SharedPlan | null): Plugin {
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

/**
 * Widget build: the shared names a bundle uses, read from the runtime global under their short
 * keys (`safeUrl` is `YunoRuntime.core.da`), so neither the runtime's table of them nor every
 * call site spells out the long names.
 */
function globalBindings(plan: SharedPlan): Plugin {
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

const UI_CORE_EVENTS = join(packageDir('ui'), 'core-events.ts');

/** Widget build: shared names come from the runtime, the rest is bundled. */
function splitShared(plan: SharedPlan | null, own: ReadonlySet<string>): Plugin {
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

/** What every build shares: production code whatever the shell's NODE_ENV says. */
const productionBase: InlineConfig = {
  configFile: false,
  root,
  // Production JSX (jsx, not jsxDEV): the runtime provides only the production JSX functions.
  mode: 'production',
  oxc: { jsx: { runtime: 'automatic', development: false } },
  logLevel: 'warn',
  define: {
    // Library mode leaves process.env.NODE_ENV alone: without this the bundles ship dev code.
    'process.env.NODE_ENV': JSON.stringify('production'),
    __YUNO_VERSION__: JSON.stringify(version),
  },
};

export function bundleConfig(
  entry: BundleEntry,
  options: { react?: boolean; outDir?: string; plan?: SharedPlan | null; usage?: Set<string>; write?: boolean } = {},
): InlineConfig {
  const { name, kind } = entry;
  const plan = options.plan ?? null;
  const own = new Set(carriedNames(entry));
  const plugins: Plugin[] = kind === 'runtime' ? [runtimeExports(plan), partsAsScripts()] : [...(plan ? [globalBindings(plan)] : []), splitShared(plan, own), sharedInternals(plan, own), partsAsScripts()];
  if (options.usage) plugins.push(collectUsage(options.usage));
  return {
    ...productionBase,
    plugins,
    // Only the runtime aliases React to Preact: a widget bundle takes React from the
    // runtime, and an alias there would pull Preact into every widget.
    resolve: { alias: kind === 'runtime' && !options.react ? preactAliases : [] },
    build: {
      outDir: options.outDir ?? outDir,
      write: options.write ?? true,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      lib: { entry: entry.entry, name: kind === 'runtime' ? 'YunoRuntimeBundle' : `YunoWidget_${name.replace(/-/g, '_')}`, formats: ['iife'], fileName: () => `${name}.js` },
      rolldownOptions: {
        external: kind === 'runtime' ? [] : (id: string) => id in runtimeGlobals,
        // Widget code reads no getters for their effects: an unused `A.b` (e.g. one constant
        // naming another) must not keep a whole module's copy alive.
        treeshake: kind === 'runtime' ? true : { propertyReadSideEffects: false },
        output: { globals: runtimeGlobals, extend: false },
        onwarn(warning, warn) {
          // Third-party 'use client' directives mean nothing in an IIFE.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  };
}

/** The packages the ESM library exposes, one entry each (`@yuno/widgets/<name>`). */
export const LIBRARY_ENTRIES = ['core', 'ui', 'runtime', 'header', 'course-search', 'course-card', 'availability', 'referral-menu', 'data-table'] as const;

/** What a React app brings itself: one React. */
const LIBRARY_PEERS = /^(react|react-dom)(\/.*)?$/;

/**
 * The ESM library for React apps: the packages' public faces as ES modules with shared chunks,
 * React and ReactDOM left to the app (peers), stylesheets as strings beside the
 * components (`courseCardCss`, …). Declarations come from vite-plugin-dts (scripts/build-library.mjs).
 */
export function libraryConfig(options: { outDir?: string } = {}): InlineConfig {
  const entries = Object.fromEntries(LIBRARY_ENTRIES.map((name) => [name, join(root, 'packages', name, 'src', 'index.ts')]));
  return {
    ...productionBase,
    build: {
      outDir: options.outDir ?? join(root, process.env.YUNO_DIST || 'dist', 'lib'),
      emptyOutDir: true,
      target: 'es2020',
      // Readable output: the app's own bundler minifies.
      minify: false,
      sourcemap: true,
      reportCompressedSize: false,
      copyPublicDir: false,
      lib: { entry: entries, formats: ['es'], fileName: (_format, name) => `${name}.js` },
      rolldownOptions: {
        external: (id: string) => LIBRARY_PEERS.test(id),
        // The declarations plugin is slow by nature; its timing report is noise here.
        checks: { pluginTimings: false },
        output: { chunkFileNames: 'chunks/[name]-[hash].js' },
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  };
}

export default defineConfig(bundleConfig(bundleEntries()[0]));
