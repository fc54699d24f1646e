import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTokenStep, startTokenLoop, type TokenLoopDeps } from './tokenLoop';

const MIN = 60_000;

describe('nextTokenStep', () => {
  it('refreshes at 10 minutes or fewer', () => {
    expect(nextTokenStep(10, false)).toEqual({ action: 'refresh' });
    expect(nextTokenStep(3, false)).toEqual({ action: 'refresh' });
    expect(nextTokenStep(0, false)).toEqual({ action: 'refresh' });
  });
  it('otherwise waits (minutes − 10) minutes', () => {
    expect(nextTokenStep(11, false)).toEqual({ action: 'wait', ms: MIN });
    expect(nextTokenStep(60, false)).toEqual({ action: 'wait', ms: 50 * MIN });
  });
  it('after a refresh, treats a token still at 0 or less as expired and never refreshes twice in a row', () => {
    expect(nextTokenStep(0, true)).toEqual({ action: 'expired' });
    expect(nextTokenStep(5, true)).toEqual({ action: 'wait', ms: MIN });
    expect(nextTokenStep(60, true)).toEqual({ action: 'wait', ms: 50 * MIN });
  });
});

describe('startTokenLoop', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function deps(minutes: number[], over: Partial<TokenLoopDeps> = {}) {
    const reads = [...minutes];
    return {
      readMinutes: vi.fn(async () => {
        if (reads.length === 0) throw new Error('no more readings');
        return reads.shift()!;
      }),
      refresh: vi.fn(async () => 'new-token'),
      onToken: vi.fn(),
      onExpired: vi.fn(),
      ...over,
    };
  }

  it('waits (minutes − 10) minutes, then checks again and refreshes at the threshold', async () => {
    const d = deps([25, 10, 60]);
    startTokenLoop(d);
    await vi.advanceTimersByTimeAsync(0);
    expect(d.readMinutes).toHaveBeenCalledTimes(1);
    expect(d.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(15 * MIN - 1);
    expect(d.readMinutes).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    // 10 left: refresh, hand the new token over, and read the expiry again.
    expect(d.refresh).toHaveBeenCalledTimes(1);
    expect(d.onToken).toHaveBeenCalledWith('new-token');
    expect(d.readMinutes).toHaveBeenCalledTimes(3);
    expect(d.onExpired).not.toHaveBeenCalled();
  });

  it('refreshes at once when the first reading is at or under the threshold', async () => {
    const d = deps([4, 60]);
    startTokenLoop(d);
    await vi.advanceTimersByTimeAsync(0);
    expect(d.refresh).toHaveBeenCalledTimes(1);
    expect(d.onToken).toHaveBeenCalledWith('new-token');
  });

  it('ends the session when the refresh fails', async () => {
    const d = deps([3], { refresh: vi.fn(async () => Promise.reject(new Error('nope'))) });
    startTokenLoop(d);
    await vi.advanceTimersByTimeAsync(0);
    expect(d.onExpired).toHaveBeenCalledTimes(1);
    expect(d.onToken).not.toHaveBeenCalled();
  });

  it('ends the session when the token is still expired after a refresh', async () => {
    const d = deps([0, 0]);
    startTokenLoop(d);
    await vi.advanceTimersByTimeAsync(0);
    expect(d.onExpired).toHaveBeenCalledTimes(1);
  });

  it('tries a failed reading again a minute later, unless the failure is fatal', async () => {
    const failing = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(40);
    const d = deps([], { readMinutes: failing });
    startTokenLoop(d);
    await vi.advanceTimersByTimeAsync(0);
    expect(failing).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MIN);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(d.onExpired).not.toHaveBeenCalled();

    const fatal = deps([], { readMinutes: vi.fn().mockRejectedValue(new Error('401')), isFatal: () => true });
    startTokenLoop(fatal);
    await vi.advanceTimersByTimeAsync(0);
    expect(fatal.onExpired).toHaveBeenCalledTimes(1);
  });

  it('stops: no reading after the stop function ran', async () => {
    const d = deps([30, 30]);
    const stop = startTokenLoop(d);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(d.readMinutes).toHaveBeenCalledTimes(1);
  });
});
