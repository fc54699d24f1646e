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

export type TokenStep = { action: 'refresh' } | { action: 'wait'; ms: number } | { action: 'expired' };

/**
 * What to do with the minutes left. Right after a refresh the token is not refreshed again at
 * once (that could loop): it is expired at 0 or less, else checked again a minute later at least.
 */
export function nextTokenStep(minutes: number, justRefreshed: boolean): TokenStep {
  if (justRefreshed) {
    if (minutes <= 0) return { action: 'expired' };
    return { action: 'wait', ms: Math.max(minutes - TOKEN_REFRESH_THRESHOLD_MIN, 1) * MINUTE_MS };
  }
  if (minutes <= TOKEN_REFRESH_THRESHOLD_MIN) return { action: 'refresh' };
  return { action: 'wait', ms: (minutes - TOKEN_REFRESH_THRESHOLD_MIN) * MINUTE_MS };
}

export interface TokenLoopDeps {
  /** Minutes left on the current token. Rejects when it cannot be read. */
  readMinutes: () => Promise<number>;
  /** A new token. Rejects when the refresh fails. */
  refresh: () => Promise<string>;
  onToken: (token: string) => void;
  onExpired: () => void;
  /** True when a failed read means the session is over (e.g. the server answered 401). */
  isFatal?: (error: unknown) => boolean;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** Starts the loop; returns a function that stops it. */
export function startTokenLoop(deps: TokenLoopDeps): () => void {
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let stopped = false;
  let timer: unknown = null;

  const schedule = (ms: number) => {
    if (!stopped) timer = setTimer(() => void check(false), ms);
  };
  const expire = () => {
    if (stopped) return;
    stopped = true;
    deps.onExpired();
  };

  async function check(justRefreshed: boolean): Promise<void> {
    if (stopped) return;
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
