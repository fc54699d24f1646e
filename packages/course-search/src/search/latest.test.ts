import { describe, expect, it } from 'vitest';
import { createLatestOnly } from './latest';

describe('createLatestOnly', () => {
  it('accepts the answer of the newest request only', () => {
    const latest = createLatestOnly();
    const first = latest.begin();
    const second = latest.begin();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
  });

  it('an older answer arriving last is still refused', () => {
    const latest = createLatestOnly();
    const older = latest.begin();
    const newer = latest.begin();
    // The newer answer arrives first and is used; the older one arrives after it.
    expect(newer()).toBe(true);
    expect(older()).toBe(false);
  });

  it('invalidate makes every pending answer stale', () => {
    const latest = createLatestOnly();
    const pending = latest.begin();
    latest.invalidate();
    expect(pending()).toBe(false);
    expect(latest.begin()()).toBe(true);
  });
});
