/** The bundle plan (plan.json): its shape, and the views of it the builds and the check read. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export type Pkg = 'core' | 'ui' | 'runtime';
/** name → the short key it has on `window.YunoRuntime[pkg]`. */
export type Keys = Record<string, string>;

export interface Plan {
  /** The React names the runtime hands on, per module, with their short keys (`useState` is `YunoRuntime.React.j`). */
  react: Record<string, Keys>;
  /** What the runtime hands on, and what the kit adds to the same global. */
  runtime: Record<Pkg, Keys>;
  kit: Record<'core' | 'ui', Keys>;
  /** ui names the runtime (or the kit) hands on as a stand-in, while the real code is in a part of its own. */
  standIns: Record<string, { module: string; export: string; realIn: string }>;
  /** Names that scripts outside the bundles read (under their own names). */
  readOutside: Partial<Record<Pkg, string[]>>;
  /** Folders of modules that hold page state: one copy per page, the runtime's. */
  stateful: string[];
  /** Names whose code two or more bundles carry on purpose (sharing them would cost a key on the global for little). */
  copies: string[];
  /** Keys that carry the plan's fingerprint, so a bundle of another build cannot register. */
  fingerprinted: string[];
}

export const PACKAGES: Pkg[] = ['core', 'ui', 'runtime'];
export const REACT_GLOBALS: Record<string, string> = {
  react: 'React',
  'react-dom': 'ReactDOM',
  'react-dom/client': 'ReactDOMClient',
  'react/jsx-runtime': 'jsxRuntime',
};

export const readPlan = (file = new URL('plan.json', import.meta.url)): Plan => JSON.parse(readFileSync(file, 'utf8'));

/** Six hex digits that change whenever the shared names do. */
function fingerprint(plan: Plan): string {
  const names = Object.fromEntries(PACKAGES.map((pkg) => [pkg, Object.keys(sharedKeys(plan, pkg)).sort()]));
  // React's keys too: a widget of another build must not call the wrong hook under a key.
  return createHash('sha256')
    .update(JSON.stringify({ ...names, react: plan.react }))
    .digest('hex')
    .slice(0, 6);
}

/** Every shared name of a package with its key: the runtime's and (unless `withKit` is false) the kit's. */
export function sharedKeys(plan: Plan, pkg: Pkg, withKit = true): Keys {
  return { ...plan.runtime[pkg], ...(withKit && pkg !== 'runtime' ? plan.kit[pkg] : {}) };
}

/** The keys as the bundles use them: the registration keys with the fingerprint. */
export function globalKeys(plan: Plan): Record<Pkg, Keys> {
  const print = fingerprint(plan);
  const keys = (pkg: Pkg) => Object.entries(sharedKeys(plan, pkg)).map(([name, key]) => [name, plan.fingerprinted.includes(name) ? key + print : key]);
  return Object.fromEntries(PACKAGES.map((pkg) => [pkg, Object.fromEntries(keys(pkg).sort(([a], [b]) => (a < b ? -1 : 1)))])) as Record<Pkg, Keys>;
}
