/**
 * Runs a task once the page has finished loading and the browser has a quiet moment, so
 * prefetching never competes with what the page needs first. Returns a cancel function.
 */
const IDLE_TIMEOUT_MS = 3000;

export function afterLoadWhenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 0);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
  } else {
    window.addEventListener('load', whenIdle, { once: true });
  }
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}
