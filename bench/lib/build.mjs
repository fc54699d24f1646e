/**
 * The bench's builds, each into its own folder under .cache so nobody else's output moves:
 *  - ours: the production bundles (scripts/build.mjs) into .cache/bench-dist/widgets
 *  - ours on React: the same widget bundles with a runtime built on React instead of Preact
 *  - the bench-only data-table entry (rows per page as a prop), for the growth figures
 *  - the peer: react-instantsearch on React, one IIFE bundle
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const DIRS = {
  ours: '.cache/bench-dist/widgets',
  react: '.cache/bench-dist-react/widgets',
  peer: '.cache/bench-peer',
};

export function sizeOf(file) {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
}

/** Before the builds: they read the output folder from it. */
export function useBenchDist() {
  process.env.YUNO_DIST = '.cache/bench-dist';
  // Production builds only, whatever the shell says (the peer's build reads it).
  process.env.NODE_ENV = 'production';
}

export async function buildAll(log) {
  const { buildWidgets, buildBundle } = await import('../../scripts/build.mjs');
  const { importTs } = await import('../../scripts/ts-import.mjs');
  const { build } = await import('vite');
  const { bundleConfig } = await importTs('scripts/bundles/config.ts');
  const { bundleEntries } = await importTs('scripts/bundles/entries.ts');

  let started = Date.now();
  const manifest = await buildWidgets({ quiet: true });
  log(`built our bundles in ${Date.now() - started} ms`);

  started = Date.now();
  rmSync(DIRS.react, { recursive: true, force: true });
  mkdirSync(DIRS.react, { recursive: true });
  const runtime = bundleEntries().find((e) => e.kind === 'runtime');
  await build(bundleConfig(runtime, { react: true, outDir: DIRS.react }));
  // Widget bundles take React from the runtime, so they are the same files on both.
  for (const file of readdirSync(DIRS.ours)) if (/\.(js|css)$/.test(file) && file !== 'yuno-runtime.js') copyFileSync(join(DIRS.ours, file), join(DIRS.react, file));
  const benchTable = { name: 'bench-data-table', entry: join(process.cwd(), 'bench/entries/bench-data-table.tsx'), kind: 'widget' };
  await buildBundle(benchTable, { outDir: DIRS.ours });
  copyFileSync(join(DIRS.ours, 'bench-data-table.js'), join(DIRS.react, 'bench-data-table.js'));
  log(`built the React runtime and the bench table in ${Date.now() - started} ms`);

  started = Date.now();
  rmSync(DIRS.peer, { recursive: true, force: true });
  await build({
    configFile: false,
    root: process.cwd(),
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { runtime: 'automatic', development: false } },
    build: {
      outDir: DIRS.peer,
      emptyOutDir: true,
      target: 'es2020',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry: join(process.cwd(), 'bench/peer/main.tsx'), formats: ['iife'], name: 'BenchPeer', fileName: () => 'peer.js' },
    },
  });
  copyFileSync('bench/peer/peer.css', join(DIRS.peer, 'peer.css'));
  log(`built the peer in ${Date.now() - started} ms`);

  const reactRuntime = sizeOf(join(DIRS.react, 'yuno-runtime.js'));
  const peer = { js: sizeOf(join(DIRS.peer, 'peer.js')), css: sizeOf(join(DIRS.peer, 'peer.css')) };
  writeFileSync(join(DIRS.peer, 'sizes.json'), JSON.stringify({ reactRuntime, peer }, null, 2));
  return { manifest, reactRuntime, peer };
}
