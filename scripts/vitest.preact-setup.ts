import { afterAll, vi } from 'vitest';

/**
 * Preact runs effects after the next frame, with a 35 ms time-out beside the frame
 * (RAF_TIMEOUT in preact/hooks); that time-out calls `cancelAnimationFrame`. If the file ends
 * first, the DOM environment is gone when it fires, and the run fails with "cancelAnimationFrame
 * is not defined" after a test that passed. Node fires timers in the order they fall due, so a
 * timer of 36 ms set now runs after every such time-out already set.
 */
const PREACT_FRAME_TIMEOUT_MS = 35;

afterAll(async () => {
  // A time-out set on a fake clock never fires; only real ones are left to wait for.
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, PREACT_FRAME_TIMEOUT_MS + 1));
});
