#!/usr/bin/env node
// Builds the ESM library for React apps into dist/lib (YUNO_DIST moves it):
//  - `<entry>.js` per package (core, ui, runtime, the feature packages) with shared chunks;
//    React and ReactDOM stay imports (peers of the app);
//  - `<entry>.d.ts` per package, from the sources' declarations (vite-plugin-dts), with the
//    packages' `@yuno/*` imports pointing at the declarations beside them;
//  - `package.json` naming the entries, so an app can install the folder as `@yuno/widgets`.
import { build } from 'vite';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importTs } from './ts-import.mjs';

const { productionBase } = await importTs('scripts/bundles/config.ts');

const { featurePackages } = await importTs('scripts/widget-registry.ts');

/** Apps import the shell package as `header`, its name before. */
const PUBLIC_NAMES = { shell: 'header' };

/**
 * The packages the ESM library exposes, one entry each (`@yuno/widgets/<name>`): the shared
 * ones, then every package that builds a widget.
 */
export const LIBRARY_ENTRIES = ['core', 'ui', 'runtime', ...featurePackages().map((pkg) => PUBLIC_NAMES[pkg] ?? pkg)];

/** The package folder behind an entry. */
const libraryPackage = (entry) => Object.keys(PUBLIC_NAMES).find((pkg) => PUBLIC_NAMES[pkg] === entry) ?? entry;

/** What a React app brings itself: one React. */
const LIBRARY_PEERS = /^(react|react-dom)(\/.*)?$/;

/**
 * The ESM library for React apps: the packages' public faces as ES modules with shared chunks,
 * React and ReactDOM left to the app (peers), stylesheets as strings beside the components
 * (`courseCardCss`, …).
 */
function libraryConfig({ outDir }) {
  const entries = Object.fromEntries(LIBRARY_ENTRIES.map((name) => [name, join(process.cwd(), 'packages', libraryPackage(name), 'src', 'index.ts')]));
  return {
    ...productionBase,
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2020',
      // Readable output: the app's own bundler minifies.
      minify: false,
      sourcemap: true,
      reportCompressedSize: false,
      copyPublicDir: false,
      lib: { entry: entries, formats: ['es'], fileName: (_format, name) => `${name}.js` },
      rolldownOptions: {
        external: (id) => LIBRARY_PEERS.test(id),
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
const dts = (await import('vite-plugin-dts')).default;

/**
 * The React the components need: 19 or later. They take `ref` as a prop (ui's `Button`, whose ref
 * the widgets use to move focus); React 18 drops it, with a warning, and the focus moves fail.
 */
export const REACT_PEER = '>=19';

export const libraryDir = join(process.cwd(), process.env.YUNO_DIST || 'dist', 'lib');

export async function buildLibrary({ quiet = false } = {}) {
  const started = Date.now();
  const config = libraryConfig({ outDir: libraryDir });
  config.plugins = [
    dts({
      tsconfigPath: 'tsconfig.library.json',
      entryRoot: 'packages',
      outDirs: join(libraryDir, 'types'),
      // The packages import each other by name: declarations get relative paths instead.
      pathsToAliases: true,
      logLevel: 'error',
    }),
  ];
  await build(config);
  useJsExtensions(join(libraryDir, 'types'));

  const root = JSON.parse(readFileSync('package.json', 'utf8'));
  const exports = {};
  for (const name of LIBRARY_ENTRIES) {
    const types = `./types/${libraryPackage(name)}/src/index.d.ts`;
    if (!existsSync(join(libraryDir, types))) throw new Error(`The library has no declarations for ${name} (${types})`);
    writeFileSync(join(libraryDir, `${name}.d.ts`), `export * from '${types.replace(/\.d\.ts$/, '.js')}';\n`);
    exports[`./${name}`] = { types: `./${name}.d.ts`, import: `./${name}.js` };
  }
  const manifest = {
    name: '@yuno/widgets',
    version: root.version,
    description: 'Yuno widgets as React components (ES modules with types).',
    license: root.license,
    type: 'module',
    sideEffects: false,
    exports,
    peerDependencies: { react: REACT_PEER, 'react-dom': REACT_PEER },
  };
  writeFileSync(join(libraryDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (!quiet) console.log(`built the ESM library (${LIBRARY_ENTRIES.length} entries with types) in ${Date.now() - started} ms`);
}

/**
 * Declarations import each other as `…/index.ts` or without an extension; `nodenext` wants the
 * file's `.js` name (TS2834), which every resolution maps to the `.d.ts` beside it.
 * Throws for an import of anything but a declaration, so a new kind cannot ship broken.
 */
function useJsExtensions(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    const fixed = text
      // A stylesheet re-exported from its file (`?inline`) is a string; apps have no such module.
      .replace(/export \{ default as (\w+) \} from '[^']+\.css\?inline';/g, 'export declare const $1: string;')
      .replace(/((?:from\s+|import\()')(\.{1,2}(?:\/[^']*)?)'/g, (_, head, spec) => `${head}${jsSpecifier(entry.parentPath, spec)}'`);
    if (fixed !== text) writeFileSync(file, fixed);
  }
}

function jsSpecifier(from, spec) {
  const bare = spec.replace(/\.(?:d\.ts|tsx?|js)$/, '');
  if (existsSync(join(from, `${bare}.d.ts`))) return `${bare}.js`;
  if (existsSync(join(from, bare, 'index.d.ts'))) return `${bare}/index.js`;
  throw new Error(`A declaration in ${from} imports ${spec}, which has no .d.ts`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildLibrary();
}
