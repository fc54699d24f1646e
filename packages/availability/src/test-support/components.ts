/** Helpers for this package's component tests (not part of any bundle). */
import { beforeEach } from 'vitest';
import { events, STORAGE_KEYS, type YunoEvents } from '@yuno/core';
import { releaseOncePerPage } from '../shared/oncePerPage';
import { RESUME_CLAIM } from '../enrolment/useEnrolment';

/** Each test starts as a new page would: the claim to resume a saved enrolment is free again. */
export function freshResumeClaim(): void {
  beforeEach(() => releaseOncePerPage(RESUME_CLAIM));
}

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
