import { describe, expect, it } from 'vitest';
import { HISTORY_BURST_MS, historyWrite } from './historyPolicy';

describe('historyWrite', () => {
  it('writes nothing when the address would not change', () => {
    expect(historyWrite({ current: '/s/?state=a', next: '/s/?state=a', now: 10_000, lastWriteAt: null })).toBe('none');
  });

  it('pushes the first change and any change after a pause', () => {
    expect(historyWrite({ current: '/s/', next: '/s/?state=a', now: 10_000, lastWriteAt: null })).toBe('push');
    expect(historyWrite({ current: '/s/?state=a', next: '/s/?state=b', now: 10_000 + HISTORY_BURST_MS, lastWriteAt: 10_000 })).toBe('push');
  });

  it('replaces during a burst, so quick steps make one history entry', () => {
    expect(historyWrite({ current: '/s/?state=a', next: '/s/?state=b', now: 10_100, lastWriteAt: 10_000 })).toBe('replace');
    expect(historyWrite({ current: '/s/?state=b', next: '/s/?state=c', now: 10_000 + HISTORY_BURST_MS - 1, lastWriteAt: 10_000 })).toBe('replace');
  });

  it('takes a custom burst length', () => {
    expect(historyWrite({ current: 'a', next: 'b', now: 150, lastWriteAt: 0, burstMs: 100 })).toBe('push');
    expect(historyWrite({ current: 'a', next: 'b', now: 50, lastWriteAt: 0, burstMs: 100 })).toBe('replace');
  });
});
