/** Helpers for this package's component tests (not part of any bundle). */
import { afterEach, beforeEach } from 'vitest';
import { mockServer } from '@yuno/test-support';
import { events, STORAGE_KEYS, type YunoEvents } from '@yuno/core';
import { releaseOncePerPage } from '../shared/oncePerPage';
import { RESUME_CLAIM } from '../enrolment/useEnrolment';

/** Every API call of the test, as URLs, in the order they were made. */
export function recordRequests(): URL[] {
  const seen: URL[] = [];
  const listener = ({ request }: { request: Request }) => void seen.push(new URL(request.url));
  beforeEach(() => {
    seen.length = 0;
    mockServer.events.on('request:start', listener);
    releaseOncePerPage(RESUME_CLAIM);
  });
  afterEach(() => {
    mockServer.events.removeListener('request:start', listener);
  });
  return seen;
}

/** Calls to one route (by the last segments of its path). */
export const callsTo = (seen: URL[], pathPart: string) => seen.filter((u) => u.pathname.includes(pathPart));

/** Collects an event's emissions; call after renderAs (which gives a fresh bus). */
export function listen<K extends keyof YunoEvents>(name: K): YunoEvents[K][] {
  const got: YunoEvents[K][] = [];
  events.on(name, (detail) => void got.push(detail));
  return got;
}

export function storedPaymentState(): Record<string, unknown> | null {
  const text = localStorage.getItem(STORAGE_KEYS.paymentState);
  return text ? JSON.parse(text) : null;
}

/** Makes local storage refuse every write, as a locked-down browser does. */
export function breakLocalStorage(): () => void {
  const original = Storage.prototype.setItem;
  Storage.prototype.setItem = function setItem() {
    throw Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' });
  };
  return () => {
    Storage.prototype.setItem = original;
  };
}
