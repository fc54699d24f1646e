/** Helpers for this package's component tests. */
import { vi } from 'vitest';
import { mockServer } from '@yuno/test-support';

/** Records the API requests made, as 'METHOD path?query' after the API base. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname.replace(/^.*\/wp-json\/yuno\//, '')}${url.search}`);
  };
  mockServer.events.on('request:start', listener);
  return seen;
}

export function stopRecording(): void {
  mockServer.events.removeAllListeners('request:start');
}

/** Moves the page to a path (and query) without reloading. */
export function goTo(pathAndQuery: string): void {
  window.history.replaceState(null, '', pathAndQuery);
}

/** Pretends to be another browser. */
export function userAgent(ua: string) {
  return vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
}

export const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
export const IOS_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
export const FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
export { watchNavigation } from '@yuno/test-support';
