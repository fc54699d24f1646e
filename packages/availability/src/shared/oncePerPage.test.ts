import { describe, expect, it } from 'vitest';
import { claimOncePerPage, releaseOncePerPage } from './oncePerPage';

describe('once per page', () => {
  it('grants a name once, to whichever bundle asks first', () => {
    expect(claimOncePerPage('test-claim')).toBe(true);
    expect(claimOncePerPage('test-claim')).toBe(false);
    expect(claimOncePerPage('other-claim')).toBe(true);
    releaseOncePerPage('test-claim');
    expect(claimOncePerPage('test-claim')).toBe(true);
    releaseOncePerPage('test-claim');
    releaseOncePerPage('other-claim');
  });

  it('shares the claims through the global symbol registry, not the module', () => {
    const registry = (globalThis as unknown as Record<symbol, Set<string>>)[Symbol.for('yuno.availability.oncePerPage')];
    registry.add('claimed-elsewhere');
    expect(claimOncePerPage('claimed-elsewhere')).toBe(false);
    releaseOncePerPage('claimed-elsewhere');
  });
});
