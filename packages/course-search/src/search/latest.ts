/**
 * Keeps only the newest answer: each request takes a ticket, and an answer is accepted only
 * if no newer request has been made since. A slow answer for an older state can then never
 * be shown over the answer for a newer one, whatever order they arrive in.
 */
export interface LatestOnly {
  /** Starts a request; the returned function says whether its answer may still be used. */
  begin(): () => boolean;
  /** Makes every pending answer stale (unmount, reset). */
  invalidate(): void;
}

export function createLatestOnly(): LatestOnly {
  let ticket = 0;
  return {
    begin() {
      const mine = ++ticket;
      return () => mine === ticket;
    },
    invalidate() {
      ticket += 1;
    },
  };
}
