/**
 * Builds every browser bundle against the plan (one build each), checks the plan against what
 * the bundles hold, and writes dist/widgets/manifest.json: per bundle its file, kind, raw,
 * gzip and brotli bytes and dependencies, and the shared names' keys.
 */
import { build } from 'vite';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { bundleConfig, outDir, type BundleOptions } from './config';
import { bundleEntries, ownerOf, root, type BundleEntry } from './entries';
import { checkPlan } from './check';
import { globalKeys, readPlan, type Plan } from './plan';
import type { BundleReport } from './shared-code';
import { placeholderCss } from '../../packages/runtime/src/placeholders/placeholderCss';
import { pageFactsScript } from '../../packages/runtime/src/placeholders/pageFacts';

/** Builds one bundle; with `plan` from outside (the bench's extra table), refuses names the runtime does not hand on. */
export async function buildBundle(entry: BundleEntry, options: BundleOptions = {}): Promise<BundleReport> {
  let built: BundleReport = { modules: new Map(), reads: new Set(), missing: new Set() };
  await build(bundleConfig(entry, { ...options, report: (report) => (built = report) }));
  return built;
}

/** The placeholders' stylesheet and inline script that the demo and the plugin print (see packages/runtime/src/placeholders). */
function writePlaceholders(dir: string) {
  const css = placeholderCss();
  const script = pageFactsScript();
  writeFileSync(join(dir, 'yuno-placeholders.css'), css);
  writeFileSync(join(dir, 'yuno-page-facts.js'), script + '\n');
  return {
    file: 'yuno-placeholders.css',
    script: 'yuno-page-facts.js',
    hash: createHash('sha256')
      .update(css + script)
      .digest('hex')
      .slice(0, 10),
  };
}

const sizes = (bytes: Buffer) => ({ raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length });
const DEPENDENCIES = { runtime: [], kit: ['yuno-runtime'], widget: ['yuno-runtime', 'yuno-kit'], part: ['yuno-runtime', 'yuno-kit'] };

export async function buildWidgets({ quiet = false, plan = readPlan() }: { quiet?: boolean; plan?: Plan } = {}) {
  const started = Date.now();
  const dir = outDir();
  const entries = bundleEntries();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const reports = new Map<BundleEntry, BundleReport>();
  for (const entry of entries) reports.set(entry, await buildBundle(entry, { plan }));
  const built = entries.map((entry) => ({
    ...entry,
    owner: ownerOf(entry, entries),
    code: readFileSync(join(dir, `${entry.name}.js`), 'utf8'),
    ...reports.get(entry)!,
  }));
  const problems = checkPlan(plan, built, root);
  if (problems.length) throw new Error(`The bundles and scripts/bundles/plan.json disagree:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  const bundles = Object.fromEntries(
    entries.map(({ name, kind }) => [name, { file: `${name}.js`, kind, ...sizes(readFileSync(join(dir, `${name}.js`))), dependencies: DEPENDENCIES[kind] }]),
  );
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  const manifest = { version, bundles, shared: { keys: globalKeys(plan) }, placeholders: writePlaceholders(dir) };
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  if (!quiet) {
    for (const [name, b] of Object.entries(bundles))
      console.log(`${name.padEnd(30)} ${String(b.raw).padStart(8)} B  ${(b.gzip / 1024).toFixed(2).padStart(7)} KB gzip`);
    console.log(`built ${entries.length} bundles in ${Date.now() - started} ms`);
  }
  return manifest;
}
