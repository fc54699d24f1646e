/**
 * Browser bundles. Source imports `react`; the bundles run on preact/compat.
 *  - `yuno-runtime.js`: preact/compat, the page's data cache, the mount protocol, the stateful
 *    parts of core (config, http, events, storage) and the core helpers its own code uses.
 *    Of React it hands on only the names the widget bundles and the kit import, so the rest
 *    of preact/compat (Suspense, lazy, Children, the legacy render calls) is left out.
 *    Loaded once per page, first.
 *  - `yuno-kit.js`: every other core/ui export that two or more bundles use (the primitives,
 *    their stylesheet, the shared helpers), but for what the runtime's own parts carry (the
 *    dialogs' ui, the site's wording). It adds them to the runtime's global under the same
 *    short keys, so a widget reads both alike. Loaded once per page, after the runtime.
 *  - `NAME.js`: one small IIFE per widget, found by convention at
 *    `packages/<feature>/src/widgets/<NAME>.ts`. It takes the shared code from
 *    `window.YunoRuntime` (under the short keys the build assigns: scripts/global-keys.mjs)
 *    and bundles only what no other widget needs (like a "used by at least two chunks"
 *    split, decided per export).
 *  - parts, `…/src/parts/<NAME>.ts`: code fetched on first use (see packages/runtime/src/parts.ts).
 * `scripts/build.mjs` runs the passes: analyse what each bundle imports, plan the split
 * (and the runtime's and the kit's shares of it), build the runtime, the kit, then one build per bundle (IIFE allows one entry per build). The plan's
 * types, the bundle list, the source scanning and each build plugin have a file of their own
 * in `scripts/bundles/`.
 */
import { defineConfig, type InlineConfig, type Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './scripts/bundles/paths';
import { runtimeGlobals, withoutKit, type SharedPlan } from './scripts/bundles/plan';
import { bundleEntries, carriedNames, type BundleEntry } from './scripts/bundles/entries';
import { collectUsage } from './scripts/bundles/plugins/collect-usage';
import { globalBindings } from './scripts/bundles/plugins/global-bindings';
import { kitExports } from './scripts/bundles/plugins/kit-exports';
import { partsAsScripts } from './scripts/bundles/plugins/parts-as-scripts';
import { scriptEntry } from './scripts/bundles/plugins/script-entry';
import { runtimeExports } from './scripts/bundles/plugins/runtime-exports';
import { sharedInternals } from './scripts/bundles/plugins/shared-internals';
import { splitShared } from './scripts/bundles/plugins/split-shared';

// What scripts/build.mjs and the bench read from here; the pieces live in scripts/bundles/.
export { KIT_BRINGS, REACT_MODULES, SHARED_PACKAGES, STAND_INS, type ReactModule, type SharedPackage, type SharedPlan } from './scripts/bundles/plan';
export { bundleEntries, carriedNames, type BundleEntry } from './scripts/bundles/entries';

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
  options: { react?: boolean; outDir?: string; plan?: SharedPlan | null; usage?: Set<string>; rendered?: Map<string, Set<string>>; write?: boolean } = {},
): InlineConfig {
  const { name, kind } = entry;
  const plan = options.plan ?? null;
  const own = new Set(carriedNames(entry));
  // The runtime and the kit's own code see the plan without the kit's names: the runtime
  // leaves them out, the kit bundles them.
  const seen = plan && (kind === 'runtime' || kind === 'kit') ? withoutKit(plan) : plan;
  const widgetPlugins = [...(seen ? [globalBindings(seen)] : []), splitShared(seen, own), sharedInternals(seen, own)];
  const plugins: Plugin[] =
    kind === 'runtime' ? [runtimeExports(seen), partsAsScripts()] : kind === 'kit' ? [...widgetPlugins, kitExports(plan), partsAsScripts()] : [...widgetPlugins, partsAsScripts()];
  if (kind === 'part') plugins.push(scriptEntry(entry.entry));
  if (options.usage) plugins.push(collectUsage(options.usage, options.rendered));
  return {
    ...productionBase,
    plugins,
    // In the browser the kit brings the primitives' stylesheet (packages/runtime/src/base-sheet.ts).
    define: { ...productionBase.define, __YUNO_KIT__: 'true' },
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
      lib: { entry: entry.entry, name: kind === 'runtime' ? 'YunoRuntimeBundle' : kind === 'kit' ? 'YunoKitBundle' : `YunoWidget_${name.replace(/-/g, '_')}`, formats: ['iife'], fileName: () => `${name}.js` },
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
          // The library also exports every preset at once (`PRESETS`), so the presets' parts
          // are in its data-table code anyway; `loadPreset`'s import then costs nothing. The
          // browser bundles still fetch them as parts.
          if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && /data-table-presets-/.test(warning.message)) return;
          warn(warning);
        },
      },
    },
  };
}

export default defineConfig(bundleConfig(bundleEntries()[0]));
