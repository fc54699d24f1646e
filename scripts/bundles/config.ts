/** The Vite config of one browser bundle (an IIFE), built against the plan. */
import type { InlineConfig } from 'vite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockAttributesOnly } from './block-attributes';
import { minifyAgain } from './minify-again';
import { root, type BundleEntry } from './entries';
import { readPlan, REACT_GLOBALS, type Plan } from './plan';
import { sharedCode } from './shared-code';

const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version as string;

/** `YUNO_DIST` moves the output (e.g. to build twice side by side). */
export const outDir = () => join(root, process.env.YUNO_DIST || 'dist', 'widgets');

/** What every build shares (the library's too): production code whatever the shell's NODE_ENV says. */
export const productionBase: InlineConfig = {
  configFile: false,
  root,
  mode: 'production',
  // Production JSX (jsx, not jsxDEV): the runtime provides only the production JSX functions.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  logLevel: 'warn',
  // Library mode leaves process.env.NODE_ENV alone: without this the bundles ship dev code.
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), __YUNO_VERSION__: JSON.stringify(version) },
};

const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** What a bundle other than the runtime reads from `window.YunoRuntime`. */
const globals: Record<string, string> = {
  ...Object.fromEntries(Object.entries(REACT_GLOBALS).map(([source, name]) => [`yuno-runtime:${source}`, `YunoRuntime.${name}`])),
  ...Object.fromEntries(['core', 'ui', 'runtime'].map((pkg) => [`yuno-runtime:${pkg}`, `YunoRuntime.${pkg}`])),
};

export interface BundleOptions {
  plan?: Plan;
  /** The runtime on React rather than Preact (the bench's comparison). */
  react?: boolean;
  outDir?: string;
  /** Called with the bundle's modules and what it takes from the runtime, for the check. */
  report?: Parameters<typeof sharedCode>[2];
}

export function bundleConfig(entry: BundleEntry, options: BundleOptions = {}): InlineConfig {
  const { name, kind } = entry;
  return {
    ...productionBase,
    plugins: [blockAttributesOnly(), sharedCode(entry, options.plan ?? readPlan(), options.report), minifyAgain()],
    // In the browser the kit brings the primitives' stylesheet (packages/runtime/src/base-sheet.ts).
    define: { ...productionBase.define, __YUNO_KIT__: 'true' },
    // Only the runtime aliases React to Preact: the others take React from the runtime.
    resolve: { alias: kind === 'runtime' && !options.react ? preactAliases : [] },
    build: {
      outDir: options.outDir ?? outDir(),
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      lib: { entry: entry.entry, name: `Yuno_${name.replace(/-/g, '_')}`, formats: ['iife'], fileName: () => `${name}.js` },
      rolldownOptions: {
        external: kind === 'runtime' ? [] : (id: string) => id in globals,
        // Widget code reads no getters for their effects: an unused `A.b` (e.g. one constant
        // naming another) must not keep a whole module's copy alive.
        treeshake: kind === 'runtime' ? true : { propertyReadSideEffects: false },
        // A name the global lacks is left undefined and reported: the plan's check names it.
        shimMissingExports: true,
        output: { globals, extend: false },
        onwarn(warning, warn) {
          // Third-party 'use client' directives mean nothing in an IIFE, and the second
          // minification pass (minify-again.ts) is most of a bundle's build time by design.
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warning.code !== 'PLUGIN_TIMINGS') warn(warning);
        },
      },
    },
  };
}
