import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPIRY_FALLBACK_MS, joinTokenLoop, nextTokenStep, startTokenLoop, type TokenLoopDeps } from './tokenLoop';

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
  it('takes up to a day at its word', () => {
    expect(nextTokenStep(24 * 60, false)).toEqual({ action: 'wait', ms: (24 * 60 - 10) * MIN });
  });
  it('waits the fixed fallback for an expiry that is negative, not a number, or more than a day', () => {
    // 36,000 minutes (seconds sent as minutes) is a delay past the browser's 32-bit timer.
    for (const minutes of [-1, -1e9, Number.NaN, Number.POSITIVE_INFINITY, 24 * 60 + 1, 36_000, 1e9]) {
      for (const justRefreshed of [false, true]) {
        expect(nextTokenStep(minutes, justRefreshed), `${minutes}`).toEqual({ action: 'wait', ms: EXPIRY_FALLBACK_MS });
      }
    }
    expect(EXPIRY_FALLBACK_MS).toBe(10 * MIN);
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
    // 10 left: refresh, hand the new token over, and read the expiry again a minute later.
    expect(d.refresh).toHaveBeenCalledTimes(1);
    expect(d.onToken).toHaveBeenCalledWith('new-token');
    expect(d.readMinutes).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(MIN);
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
    await vi.advanceTimersByTimeAsync(MIN);
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

  /** Reads the loop makes in `ms` against a server that always answers `minutes`. */
  async function readsAgainst(minutes: number, ms: number) {
    const times: number[] = [];
    const d = deps([], {
      readMinutes: vi.fn(async () => {
        times.push(Date.now());
        return minutes;
      }),
    });
    const stop = startTokenLoop(d);
    await vi.advanceTimersByTimeAsync(ms);
    stop();
    return times;
  }

  it('never turns a huge expiry into a loop: one read over 5 s, and none again until the fallback interval', async () => {
    for (const minutes of [36_000, 1e9, 3600 * 24 * 365]) {
      expect(await readsAgainst(minutes, 5000), `${minutes}`).toHaveLength(1);
      expect(await readsAgainst(minutes, EXPIRY_FALLBACK_MS), `${minutes}`).toHaveLength(2);
    }
  });

  it('reads the expiry once a minute at most, whatever the server answers', async () => {
    for (const minutes of [0, 5, 10, 11, -3, Number.NaN]) {
      const times = await readsAgainst(minutes, 30 * MIN);
      expect(times.length, `${minutes}`).toBeGreaterThan(0);
      expect(times.length, `${minutes}`).toBeLessThanOrEqual(31);
      times.slice(1).forEach((t, i) => expect(t - times[i], `${minutes}`).toBeGreaterThanOrEqual(MIN));
    }
  });

  it('runs one loop per page however many join it, and stops when the last one leaves', async () => {
    const first = deps([30, 30, 30]);
    const second = deps([30, 30, 30]);
    const leaveFirst = joinTokenLoop(first);
    const leaveSecond = joinTokenLoop(second);
    await vi.advanceTimersByTimeAsync(0);
    expect(first.readMinutes).toHaveBeenCalledTimes(1);
    expect(second.readMinutes).not.toHaveBeenCalled();
    leaveFirst();
    leaveFirst();
    await vi.advanceTimersByTimeAsync(20 * MIN);
    expect(first.readMinutes).toHaveBeenCalledTimes(2);
    leaveSecond();
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(first.readMinutes).toHaveBeenCalledTimes(2);
  });
});
