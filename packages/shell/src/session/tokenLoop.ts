/**
 * The token refresh loop (spec 1 §4): read the minutes left; at 10 or fewer refresh the
 * token and read again; otherwise wait (minutes − 10) minutes and check again. A failed
 * refresh, or a token still expired after a refresh, ends the session.
 * The calls and the clock are passed in, so the loop is tested with fake timers.
 */
import { TOKEN_REFRESH_THRESHOLD_MIN } from '@yuno/core';

const MINUTE_MS = 60_000;
/** After a failed read of the expiry, try again this much later (the session may be fine). */
export const EXPIRY_RETRY_MS = MINUTE_MS;
/** The longest expiry taken at its word: a day. */
export const MAX_EXPIRY_MIN = 24 * 60;
/**
 * An expiry outside 0 to a day (negative, not a number, seconds sent as minutes) is not
 * trusted: the loop checks again after the refresh threshold, so a token that really is
 * near its end is still refreshed in time, and a huge value never becomes a delay that
 * overflows the browser's 32-bit timer (which would run it at once, in a tight loop).
 */
export const EXPIRY_FALLBACK_MS = TOKEN_REFRESH_THRESHOLD_MIN * MINUTE_MS;
/** Expiry reads are at least this far apart, whatever the server answers. */
export const MIN_READ_GAP_MS = MINUTE_MS;

export type TokenStep = { action: 'refresh' } | { action: 'wait'; ms: number } | { action: 'expired' };

/**
 * What to do with the minutes left. Right after a refresh the token is not refreshed again at
 * once (that could loop): it is expired at 0, else checked again a minute later at least.
 */
export function nextTokenStep(minutes: number, justRefreshed: boolean): TokenStep {
  if (!Number.isFinite(minutes) || minutes < 0 || minutes > MAX_EXPIRY_MIN) return { action: 'wait', ms: EXPIRY_FALLBACK_MS };
  if (justRefreshed) {
    if (minutes <= 0) return { action: 'expired' };
    return { action: 'wait', ms: Math.max(minutes - TOKEN_REFRESH_THRESHOLD_MIN, 1) * MINUTE_MS };
  }
  if (minutes <= TOKEN_REFRESH_THRESHOLD_MIN) return { action: 'refresh' };
  return { action: 'wait', ms: (minutes - TOKEN_REFRESH_THRESHOLD_MIN) * MINUTE_MS };
}

export interface TokenLoopDeps {
  /** Minutes left on the current token (NaN when the answer has none). Rejects when it cannot be read. */
  readMinutes: () => Promise<number>;
  /** A new token. Rejects when the refresh fails. */
  refresh: () => Promise<string>;
  onToken: (token: string) => void;
  onExpired: () => void;
  /** True when a failed read means the session is over (the server answered 401). */
  isFatal?: (error: unknown) => boolean;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  now?: () => number;
}

/** Starts the loop; returns a function that stops it. */
export function startTokenLoop(deps: TokenLoopDeps): () => void {
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  const now = deps.now ?? Date.now;
  let stopped = false;
  let timer: unknown = null;
  let lastRead = Number.NEGATIVE_INFINITY;

  const schedule = (ms: number, justRefreshed = false) => {
    if (!stopped) timer = setTimer(() => void check(justRefreshed), ms);
  };
  const expire = () => {
    if (stopped) return;
    stopped = true;
    deps.onExpired();
  };

  async function check(justRefreshed: boolean): Promise<void> {
    if (stopped) return;
    // The read after a refresh, too, waits for its turn: one read a minute at most.
    const early = lastRead + MIN_READ_GAP_MS - now();
    if (early > 0) return schedule(early, justRefreshed);
    lastRead = now();
    let minutes: number;
    try {
      minutes = await deps.readMinutes();
    } catch (error) {
      if (deps.isFatal?.(error)) expire();
      else schedule(EXPIRY_RETRY_MS);
      return;
    }
    if (stopped) return;
    const step = nextTokenStep(minutes, justRefreshed);
    if (step.action === 'wait') return schedule(step.ms);
    if (step.action === 'expired') return expire();
    let token: string;
    try {
      token = await deps.refresh();
    } catch {
      return expire();
    }
    if (stopped) return;
    if (!token) return expire();
    deps.onToken(token);
    await check(true);
  }

  void check(false);
  return () => {
    stopped = true;
    if (timer !== null) clearTimer(timer);
  };
}

let pageLoop: { stop: () => void; members: number } | null = null;

/**
 * The page's one loop: the first caller starts it and later ones join it, so a page with two
 * headers still reads the expiry once a minute at most. It stops when the last one leaves.
 */
export function joinTokenLoop(deps: TokenLoopDeps): () => void {
  const loop = (pageLoop ??= { stop: startTokenLoop(deps), members: 0 });
  loop.members += 1;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    loop.members -= 1;
    if (loop.members > 0) return;
    loop.stop();
    if (pageLoop === loop) pageLoop = null;
  };
}
