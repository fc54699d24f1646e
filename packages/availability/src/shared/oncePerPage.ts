/**
 * "Once per page" across bundles: the two widgets are separate bundles, each with its own
 * module scope, so a plain module flag would let both run. The claims live on a registry
 * symbol, which every script of the page shares.
 */
const REGISTRY = Symbol.for('yuno.availability.oncePerPage');

function claims(): Set<string> {
  const holder = globalThis as unknown as Record<symbol, Set<string> | undefined>;
  return (holder[REGISTRY] ??= new Set<string>());
}

/** True the first time a name is claimed on this page, false after that. */
export function claimOncePerPage(name: string): boolean {
  const taken = claims();
  if (taken.has(name)) return false;
  taken.add(name);
  return true;
}

/** Tests only: let a name be claimed again. */
export function releaseOncePerPage(name: string): void {
  claims().delete(name);
}
