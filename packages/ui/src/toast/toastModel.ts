import type { ToastTone } from '@yuno/core';

/** The spec's durations: error toasts 5,000 ms; others (e.g. copy is given as 1,000) 3,000 by default. */
export const DANGER_TOAST_MS = 5000;
export const DEFAULT_TOAST_MS = 3000;
/** At most this many toasts at once; the oldest goes first. */
export const MAX_TOASTS = 4;

export interface ToastEntry {
  id: number;
  message: string;
  tone: ToastTone;
  /** ms until it hides; null = until dismissed. */
  duration: number | null;
}

/**
 * How long a toast stays: the given duration when it is a positive finite number; the
 * default for its tone when none is given; until dismissed for 0, a negative number or
 * Infinity.
 */
export function toastDuration(tone: ToastTone, duration?: number): number | null {
  if (duration === undefined || duration === null || Number.isNaN(duration)) {
    return tone === 'danger' ? DANGER_TOAST_MS : DEFAULT_TOAST_MS;
  }
  return duration > 0 && Number.isFinite(duration) ? duration : null;
}

/** The list after adding one toast, keeping at most `max` (oldest dropped). */
export function addToast(list: readonly ToastEntry[], entry: ToastEntry, max = MAX_TOASTS): ToastEntry[] {
  const next = [...list, entry];
  return next.length > max ? next.slice(next.length - max) : next;
}
