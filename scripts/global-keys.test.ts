import { describe, expect, it } from 'vitest';
import { globalKeys, planFingerprint, shortKey } from './global-keys.mjs';

const plan = { core: ['getConfig', 'routeUrl', 'safeUrl', 'toast'], ui: ['Button', 'Dialog'], runtime: ['registerPart', 'registerWidget', 'useApi'] };

describe('globalKeys', () => {
  it('counts through one letter, then two', () => {
    expect([0, 25, 26, 51, 52, 53, 104].map(shortKey)).toEqual(['a', 'z', 'A', 'Z', 'aa', 'ba', 'ab']);
  });

  it('gives each planned name its own short key per package', () => {
    const keys = globalKeys(plan);
    expect(keys.ui).toEqual({ Button: 'a', Dialog: 'b' });
    expect(Object.values(keys.core)).toEqual(['a', 'b', 'c', 'd']);
    expect(new Set(Object.values(keys.runtime)).size).toBe(3);
  });

  it('keeps readable the names that scripts outside the bundles read', () => {
    const keys = globalKeys(plan, { readable: { core: ['getConfig', 'routeUrl'] } });
    expect(keys.core).toEqual({ getConfig: 'getConfig', routeUrl: 'routeUrl', safeUrl: 'a', toast: 'b' });
  });

  it('marks the registration keys with the plan, so a bundle of another build cannot register', () => {
    const keys = globalKeys(plan);
    const other = globalKeys({ ...plan, core: [...plan.core, 'formatPrice'] });
    expect(keys.runtime.registerWidget).toBe(`b${planFingerprint(plan, ['core', 'ui', 'runtime'])}`);
    expect(other.runtime.registerWidget).not.toBe(keys.runtime.registerWidget);
    expect(other.runtime.registerPart).not.toBe(keys.runtime.registerPart);
    // The other keys may coincide: the registration fails first.
    expect(other.runtime.useApi).toBe(keys.runtime.useApi);
  });
});
