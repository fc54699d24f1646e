// The short keys under which the runtime global holds the shared names (`safeUrl` is
// `YunoRuntime.core.b`): the runtime's table of them and every widget's call sites stay short.
// Pure, so the build and its test share it.
import { createHash } from 'node:crypto';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `a` … `z`, `A` … `Z`, `aa`, `ba`, …: the nth short property name. */
export function shortKey(n) {
  let key = '';
  do {
    key += LETTERS[n % LETTERS.length];
    n = Math.floor(n / LETTERS.length) - 1;
  } while (n >= 0);
  return key;
}

/**
 * The names every bundle calls once as it loads. Their keys carry the plan's fingerprint, so a
 * bundle of another build (a stale cache) fails to register, and the page says the widget is
 * unknown, rather than calling whatever another plan put under the same short key.
 */
export const REGISTRATION_NAMES = ['registerWidget', 'registerPart'];

/** Six hex digits that change whenever the planned names do. */
export function planFingerprint(plan, packages) {
  const names = Object.fromEntries(packages.map((pkg) => [pkg, plan[pkg]]));
  return createHash('sha256').update(JSON.stringify(names)).digest('hex').slice(0, 6);
}

/**
 * `{ core: { name: key } , … }` for the planned names of each package. Names that scripts
 * outside the bundles read (the block editor's `core.routeUrl`) stay readable.
 */
export function globalKeys(plan, { packages = ['core', 'ui', 'runtime'], readable = {} } = {}) {
  const fingerprint = planFingerprint(plan, packages);
  return Object.fromEntries(
    packages.map((pkg) => {
      const kept = new Set(readable[pkg] ?? []);
      let next = 0;
      const keyFor = (name) => {
        if (kept.has(name)) return name;
        let key;
        do key = shortKey(next++);
        while (kept.has(key));
        return REGISTRATION_NAMES.includes(name) ? `${key}${fingerprint}` : key;
      };
      return [pkg, Object.fromEntries(plan[pkg].map((name) => [name, keyFor(name)]))];
    }),
  );
}
