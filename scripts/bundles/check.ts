/**
 * Compares the plan with what the built bundles hold, and says what to change in plan.json.
 * Pure: the build hands in what the bundler reported for each bundle.
 */
import { relative } from 'node:path';
import { PACKAGES, REACT_GLOBALS, sharedKeys, type Pkg, type Plan } from './plan';

export interface BuiltBundle {
  name: string;
  kind: 'runtime' | 'kit' | 'widget' | 'part';
  /** The bundle it goes with on a page (a part's widget; else its own name). */
  owner: string;
  code: string;
  /** Its core and ui modules, each with the exports of it that the bundle holds. */
  modules: Map<string, string[]>;
  /** `core:safeUrl`, `react:useState`: the names it reads from the runtime global. */
  reads: Set<string>;
  /** `runtime:foo`: names it imports that the runtime global does not have. */
  missing: Set<string>;
}

const list = (names: Iterable<string>) => [...names].sort().join(', ');

export function checkPlan(plan: Plan, bundles: BuiltBundle[], root = ''): string[] {
  const problems: string[] = [];
  const shared = (pkg: Pkg) => sharedKeys(plan, pkg);

  // Code of one export in two bundles that go on a page apart: the plan should share it.
  const holders = new Map<string, { name: string; file: string; owners: Set<string> }>();
  for (const bundle of bundles) {
    for (const [file, names] of bundle.modules) {
      for (const name of names) {
        const key = `${file}:${name}`;
        (holders.get(key) ?? holders.set(key, { name, file, owners: new Set() }).get(key)!).owners.add(bundle.owner);
      }
    }
  }
  const copied = new Set([...holders.values()].filter(({ owners }) => owners.size > 1).map(({ name }) => name));
  for (const { name, file, owners } of holders.values()) {
    if (owners.size < 2 || plan.copies.includes(name)) continue;
    // A shared name's code belongs to the bundle that hands it on (and to the part with a stand-in's real code).
    const home = Object.values(plan.runtime).some((keys) => name in keys) ? 'yuno-runtime' : 'yuno-kit';
    const others = [...owners].filter((owner) => owner !== home && owner !== plan.standIns[name]?.realIn);
    const where = relative(root, file);
    if (!(name in shared('core') || name in shared('ui')))
      problems.push(`add \`${name}\` (${where}), bundled by ${list(owners)}, to plan.json's kit (or to its copies)`);
    else if (others.includes('yuno-runtime'))
      problems.push(
        `\`${name}\` (${where}) is in plan.json's kit, but the runtime's own code bundles it too: move it to plan.json's runtime (or add it to its copies)`,
      );
    else if (others.length)
      problems.push(
        `\`${name}\` (${where}), which ${home} hands on, is bundled by ${list(others)} too: code in its module uses it directly; move that code out (or add the name to plan.json's copies)`,
      );
  }

  for (const [module, keys] of Object.entries(plan.react)) {
    const names = Object.keys(keys);
    for (const [i, name] of names.entries()) {
      const twin = names.slice(0, i).find((other) => keys[other] === keys[name]);
      if (twin) problems.push(`\`${twin}\` and \`${name}\` (${module}) have the same key \`${keys[name]}\` in plan.json: give \`${name}\` a key of its own`);
    }
  }

  // One key names one thing on the global; outside scripts read names as they are.
  for (const pkg of PACKAGES) {
    const byKey = new Map<string, string>();
    for (const [name, key] of Object.entries(shared(pkg))) {
      if (byKey.has(key))
        problems.push(`\`${byKey.get(key)}\` and \`${name}\` (${pkg}) have the same key \`${key}\` in plan.json: give \`${name}\` a key of its own`);
      byKey.set(key, name);
    }
    for (const name of plan.readOutside[pkg] ?? [])
      if (shared(pkg)[name] !== name) problems.push(`scripts outside the bundles read \`${name}\` (${pkg}): plan.json must hand it on under its own name`);
  }

  // Names the plan hands on that nothing reads any more.
  const read = new Set(bundles.flatMap((bundle) => [...bundle.reads]));
  for (const pkg of PACKAGES) {
    for (const name of Object.keys(shared(pkg))) {
      if (!read.has(`${pkg}:${name}`) && !plan.readOutside[pkg]?.includes(name))
        problems.push(`\`${name}\` (${pkg}) is in plan.json, but no bundle reads it: take it out`);
    }
  }
  for (const name of plan.copies) if (!copied.has(name)) problems.push(`\`${name}\` is in plan.json's copies, but one bundle at most holds it: take it out`);
  for (const [module, keys] of Object.entries(plan.react)) {
    for (const name of Object.keys(keys))
      if (!read.has(`${module}:${name}`)) problems.push(`\`${name}\` (${module}) is in plan.json's react, but no bundle reads it: take it out`);
  }

  for (const bundle of bundles) {
    if (bundle.kind === 'runtime') continue;
    // What a bundle reads from the runtime must be there.
    const reactMissing = [...bundle.reads].filter((key) => key.split(':')[0] in REACT_GLOBALS && !(key.split(':')[1] in (plan.react[key.split(':')[0]] ?? {})));
    for (const key of [...bundle.missing, ...reactMissing]) {
      const [module, name] = key.split(':');
      const where = module in REACT_GLOBALS ? `react["${module}"]` : `runtime.${module}`;
      problems.push(`${bundle.name} needs \`${name}\` (${module}), which the runtime does not hand on: add it to plan.json's ${where}`);
    }
    // The bundler names a runtime global after its module when it failed to pass it into the
    // IIFE (seen for an import reached through two re-exports): the bundle would throw as it runs.
    const unbound = /\byuno_runtime_\w+/.exec(bundle.code);
    if (unbound)
      problems.push(
        `${bundle.name}.js reads ${unbound[0]}, a runtime global the bundler did not pass in: import it from the package, not through a module that re-exports it`,
      );
  }
  return problems;
}
