#!/usr/bin/env node
// Builds every browser bundle and writes dist/widgets/manifest.json (file, raw, gzip and
// brotli bytes, dependencies per bundle, and which shared exports the runtime carries).
//  1. analyse: which core/ui/runtime exports each widget's own code imports
//  2. plan: the runtime carries all of the runtime package, the stateful core modules (handing
//     on the names of them that some bundle uses), and every core/ui export used by two or more
//     bundles (or by one bundle and the runtime's own code);
//     a second look at the core code each widget then bundles adds what two of them share;
//     the core names the plugin's block editor reads from the runtime global are always in.
//     Of React, and of the runtime package, it hands on the names that any bundle imports.
//     What the runtime's own parts carry (the dialogs' ui) stays out of it (see vite.config.ts).
//  3. split the plan: the runtime keeps React, the runtime package, the stateful core and
//     what its own code or outside scripts use; the shared kit (yuno-kit.js) brings the other
//     shared core and ui names, under the same keys on the same global
//  4. build the runtime, the kit, then each widget and each part (a piece of a widget loaded
//     on first use) against that plan
import { build } from 'vite';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { importTs } from './ts-import.mjs';
import { globalKeys } from './global-keys.mjs';
const { declarations, importList } = await importTs('scripts/bundles/source-scan.ts');

const { bundleConfig, bundleEntries, carriedNames, outDir, KIT_BRINGS, SHARED_PACKAGES, REACT_MODULES, STAND_INS } = await importTs('vite.config.ts');

/**
 * The runtime is analysed against an empty plan: what its own code uses, not everything it
 * could hand on (which made every core helper count as the runtime's, and kept it there).
 */
const NOTHING_HANDED_ON = { core: [], ui: [], runtime: [] };

/** A usage key (`core:safeUrl`, `react/jsx-runtime:jsx`) as [module, name]. */
const splitKey = (key) => [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
const isReactKey = (key) => Object.hasOwn(REACT_MODULES, splitKey(key)[0]);

const STATEFUL_INDEXES = ['config', 'http', 'events', 'storage'].map((dir) => `packages/core/src/${dir}/index.ts`);
/** The names of the core modules that hold page state: a bundle always takes the runtime's copy. */
const statefulNames = new Set((await Promise.all(STATEFUL_INDEXES.map((file) => importTs(file)))).flatMap((mod) => Object.keys(mod)));
const isStatefulKey = (key) => key.startsWith('core:') && statefulNames.has(splitKey(key)[1]);
/** The names core's index exports: only those can be handed on. */
const coreExports = new Set(Object.keys(await importTs('packages/core/src/index.ts')));

/**
 * Core names that scripts outside the bundles read from the runtime global: the plugin's
 * block editor calls `YunoRuntime.core.routeUrl` and `getConfig` (see wp-plugin/src/editor).
 * The runtime always hands these on, whether or not a widget uses them.
 */
function coreNamesUsedOutside(dir = 'wp-plugin/src') {
  const names = new Set();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.[jt]sx?$/.test(entry.name)) continue;
    const code = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    if (!code.includes('YunoRuntime')) continue;
    for (const [, name] of code.matchAll(/\bcore\.(\w+)/g)) names.add(name);
  }
  return [...names].sort();
}

async function analyse(entries, sharedPlan = null) {
  const usage = {};
  for (const entry of entries) {
    const used = new Set();
    await build(bundleConfig(entry, { plan: entry.kind === 'runtime' ? NOTHING_HANDED_ON : sharedPlan, usage: used, write: false }));
    usage[entry.name] = used;
  }
  return usage;
}

/** The source modules a bundle built against the plan holds, each with the exports of it that it holds. */
async function renderedModules(entry, sharedPlan) {
  const rendered = new Map();
  await build(bundleConfig(entry, { plan: sharedPlan, usage: new Set(), rendered, write: false }));
  return rendered;
}

function mergeUsage(a, b) {
  return Object.fromEntries(Object.keys(a).map((name) => [name, new Set([...a[name], ...(b[name] ?? [])])]));
}

/**
 * A part counts as its widget (the one its name starts with, e.g. `header-member-tools` is the
 * header's; else its package's first): what only the two of them use stays out of the runtime.
 */
function withPartsInWidgets(usage, entries) {
  const merged = Object.fromEntries(Object.entries(usage).map(([name, used]) => [name, new Set(used)]));
  const packageOf = (entry) => entry.entry.split('/src/')[0];
  for (const part of entries.filter((entry) => entry.kind === 'part')) {
    const widgets = entries.filter((entry) => entry.kind === 'widget' && packageOf(entry) === packageOf(part));
    const owner = widgets.find((entry) => part.name.startsWith(`${entry.name}-`)) ?? widgets[0];
    if (!owner) continue;
    for (const key of merged[part.name]) merged[owner.name].add(key);
    delete merged[part.name];
  }
  return merged;
}

async function plan(usage, entries) {
  const counts = new Map();
  const react = {};
  for (const [name, used] of Object.entries(withPartsInWidgets(usage, entries))) {
    if (name === 'yuno-runtime') continue;
    for (const key of used) {
      if (!isReactKey(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
      else {
        const [source, imported] = splitKey(key);
        (react[source] ??= new Set()).add(imported);
      }
    }
  }
  const shared = new Set();
  // Widgets never bundle the runtime package or a stateful core module: the runtime hands on
  // every name of them that one bundle uses (and only those: an unused export cannot be shaken).
  for (const [key, count] of counts) {
    if (count >= 2 || usage['yuno-runtime'].has(key) || key.startsWith('runtime:') || isStatefulKey(key)) shared.add(key);
  }
  for (const name of coreNamesUsedOutside()) shared.add(`core:${name}`);
  // The kit hands the primitives' stylesheet to the runtime through it (packages/runtime/src/kit.ts).
  shared.add('runtime:provideBaseSheet');
  // What the runtime's own parts carry (the dialogs' ui) stays out of the runtime: a name the
  // widgets share needs a stand-in there.
  for (const part of entries.filter((entry) => entry.kind === 'part')) {
    for (const name of carriedNames(part)) {
      if (shared.has(`ui:${name}`) && !STAND_INS[name]) throw new Error(`${name} is shared, but the ${part.name} part carries it and the runtime has no stand-in for it`);
    }
  }
  const result = Object.fromEntries(SHARED_PACKAGES.map((pkg) => [pkg, []]));
  // Names found through core's own relative imports are shared only if the core index exports them.
  for (const key of [...shared].sort()) {
    const [pkg, name] = key.split(':');
    if (pkg === 'core' && !coreExports.has(name)) continue;
    result[pkg].push(name);
  }
  result.react = Object.fromEntries(Object.entries(react).map(([source, names]) => [source, [...names].sort()]));
  result.keys = globalKeys(result, { readable: { core: coreNamesUsedOutside() } });
  return result;
}

/**
 * The kit's share: every shared core and ui name but those the runtime keeps (the stateful
 * core, what the runtime's own code uses, what outside scripts read, the stand-ins).
 */
function kitShare(sharedPlan, runtimeUsage) {
  const outside = new Set(coreNamesUsedOutside());
  const runtimeKeeps = (pkg, name) =>
    (runtimeUsage.has(`${pkg}:${name}`) && !KIT_BRINGS.includes(name)) ||
    (pkg === 'core' ? isStatefulKey(`core:${name}`) || outside.has(name) : Boolean(STAND_INS[name]));
  return { core: sharedPlan.core.filter((name) => !runtimeKeeps('core', name)), ui: sharedPlan.ui.filter((name) => !runtimeKeeps('ui', name)) };
}

/**
 * Splits the plan between the runtime and the kit (see each step below) and gives every
 * shared name its key.
 */
async function withKit(sharedPlan, usage, entries) {
  const [runtimeEntry, kitEntry] = ['runtime', 'kit'].map((kind) => entries.find((entry) => entry.kind === kind));
  const result = { ...sharedPlan, kit: kitShare(sharedPlan, usage['yuno-runtime']) };
  const kitUsed = (await analyse([kitEntry], result))[kitEntry.name];
  handKitNeeds(result, kitUsed);
  await handRuntimeHelpers(result, kitUsed, runtimeEntry);
  await takeFromKit(result, usage, kitEntry, entries);
  result.keys = globalKeys(result, { readable: { core: coreNamesUsedOutside() } });
  return result;
}

/** Adds a name to what the plan hands on for a package (once, in order). */
function hand(result, pkg, name) {
  if (!result[pkg].includes(name)) result[pkg] = [...result[pkg], name].sort();
}

/** What the kit's code takes from the runtime: the React names its primitives use, the stateful core, the runtime package. */
function handKitNeeds(result, kitUsed) {
  const react = Object.fromEntries(Object.entries(result.react).map(([source, names]) => [source, new Set(names)]));
  for (const key of kitUsed) {
    const [source, name] = splitKey(key);
    if (isReactKey(key)) (react[source] ??= new Set()).add(name);
    else if (source === 'runtime' || isStatefulKey(key)) hand(result, source, name);
  }
  result.react = Object.fromEntries(Object.entries(react).map(([source, names]) => [source, [...names].sort()]));
}

/**
 * Core helpers the kit uses in modules the runtime's bundle holds anyway (the URL sanitiser,
 * the coercions) go with the runtime, so the kit carries no second copy; until none is left.
 * Whole modules count here: handing on the rest of a module the runtime holds costs little.
 */
async function handRuntimeHelpers(result, kitUsed, runtimeEntry) {
  for (let moved = true; moved; ) {
    const rendered = await renderedModules(runtimeEntry, result);
    const inRuntime = (name) => coreExports.has(name) && rendered.has(declarations('core').get(name));
    const before = result.core.length + result.kit.core.length;
    for (const key of kitUsed) if (key.startsWith('core:') && inRuntime(splitKey(key)[1])) hand(result, 'core', splitKey(key)[1]);
    result.kit = { ...result.kit, core: result.kit.core.filter((name) => !inRuntime(name)) };
    moved = result.core.length + result.kit.core.length !== before;
  }
}

/**
 * A name only one widget uses whose code the kit holds anyway (a hook its primitives use)
 * comes from the kit, so that widget carries no second copy. Only exports the kit's bundle
 * holds count, so nothing new is added to every page.
 */
async function takeFromKit(result, usage, kitEntry, entries) {
  const kitModules = await renderedModules(kitEntry, result);
  const exported = { core: coreExports, ui: uiExports() };
  const carried = new Set(entries.flatMap((entry) => carriedNames(entry)));
  for (const [bundle, bundleUsed] of Object.entries(usage)) {
    if (bundle === 'yuno-runtime') continue;
    for (const key of bundleUsed) {
      const [pkg, name] = splitKey(key);
      if ((pkg !== 'core' && pkg !== 'ui') || result[pkg].includes(name) || carried.has(name) || isStatefulKey(key)) continue;
      if (!exported[pkg].has(name) || !kitModules.get(declarations(pkg).get(name))?.has(name)) continue;
      hand(result, pkg, name);
      result.kit = { ...result.kit, [pkg]: [...result.kit[pkg], name].sort() };
    }
  }
}

/** The value names ui's index exports (`export { a, b as c } from …`: a, c). */
function uiExports() {
  const code = readFileSync('packages/ui/src/index.ts', 'utf8');
  const listed = [...code.matchAll(/^export \{([^}]*)\} from/gm)].flatMap(([, list]) => importList(list).filter((entry) => entry.isValue));
  return new Set(listed.map(({ entry }) => entry.split(/\s+as\s+/).pop()));
}

/** Whether the runtime planned to hand on a React, runtime or stateful core name (`react:useState`, `runtime:loadPart`, `core:request`). */
function handedOn(plan, key) {
  const [source, name] = splitKey(key);
  const handed = isReactKey(key) ? (plan.react?.[source] ?? []) : (plan[source] ?? []);
  return handed.includes('*') || handed.includes(name);
}

/**
 * Builds one widget or part against the plan, and refuses a bundle that needs a React or
 * runtime name the runtime does not hand on (say, a bundle built against an older plan).
 */
export async function buildBundle(entry, plan, options = {}) {
  const used = new Set();
  await build(bundleConfig(entry, { ...options, plan, usage: used }));
  const missing = [...used].filter((key) => (isReactKey(key) || key.startsWith('runtime:') || isStatefulKey(key)) && !handedOn(plan, key));
  if (entry.kind !== 'runtime' && missing.length) {
    throw new Error(`${entry.name} imports ${missing.join(', ')}, which the runtime does not hand on: build it with the widgets (scripts/build.mjs).`);
  }
  // The bundler names a runtime global after its module when it failed to pass it into the
  // IIFE (seen for an import reached through two re-exports): the bundle would throw as it runs.
  const unbound = /\byuno_runtime_\w+/.exec(readFileSync(join(options.outDir ?? outDir, `${entry.name}.js`), 'utf8'));
  if (entry.kind !== 'runtime' && unbound) {
    throw new Error(`${entry.name}.js reads ${unbound[0]}, a runtime global the bundler did not pass in: import it from the package, not through a module that re-exports it`);
  }
}

/** The placeholders' stylesheet and inline script that the demo and the plugin print (see packages/runtime/src/placeholders). */
async function writePlaceholders() {
  const { placeholderCss } = await importTs('packages/runtime/src/placeholders/placeholderCss.ts');
  const css = placeholderCss();
  const file = 'yuno-placeholders.css';
  writeFileSync(join(outDir, file), css);
  // The inline script that sets the root's classes the stylesheet reads (pages print it in the head).
  const { pageFactsScript } = await importTs('packages/runtime/src/placeholders/pageFacts.ts');
  const script = 'yuno-page-facts.js';
  writeFileSync(join(outDir, script), pageFactsScript() + '\n');
  return { file, script, hash: createHash('sha256').update(css + pageFactsScript()).digest('hex').slice(0, 10) };
}

export async function buildWidgets({ quiet = false } = {}) {
  const started = Date.now();
  const entries = bundleEntries();
  // The kit holds what the others share: it is planned from them, not with them.
  const planned = entries.filter((entry) => entry.kind !== 'kit');
  const usage = await analyse(planned);
  // Then what the core code bundled into each widget uses: shared when two bundles need it.
  const firstPlan = await plan(usage, planned);
  const fullUsage = mergeUsage(usage, await analyse(planned, firstPlan));
  const sharedPlan = await withKit(await plan(fullUsage, planned), fullUsage, entries);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const manifest = { version: JSON.parse(readFileSync('package.json', 'utf8')).version, bundles: {}, shared: sharedPlan };
  for (const entry of entries) {
    await buildBundle(entry, sharedPlan);
    const file = `${entry.name}.js`;
    const bytes = readFileSync(join(outDir, file));
    manifest.bundles[entry.name] = {
      file,
      kind: entry.kind,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes).length,
      dependencies: entry.kind === 'runtime' ? [] : entry.kind === 'kit' ? ['yuno-runtime'] : ['yuno-runtime', 'yuno-kit'],
    };
  }
  manifest.placeholders = await writePlaceholders();
  writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  if (!quiet) {
    for (const [name, b] of Object.entries(manifest.bundles)) {
      console.log(`${name.padEnd(22)} ${String(b.raw).padStart(8)} B  ${(b.gzip / 1024).toFixed(2).padStart(7)} KB gzip`);
    }
    console.log(`built ${Object.keys(manifest.bundles).length} bundles in ${Date.now() - started} ms`);
  }
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildWidgets();
}
