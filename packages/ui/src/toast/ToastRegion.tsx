import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { events } from '@yuno/core';
import type { EventBus, ToastTone } from '@yuno/core';
import { subscribeToastSlots, topToastSlot } from '../dialog/toastSlots';
import { CloseIcon } from '../icons/CloseIcon';
import { cx } from '../utils/dom';
import { addToast, MAX_TOASTS, toastDuration } from './toastModel';
import type { ToastEntry } from './toastModel';

export interface ToastRegionProps {
  /** Accessible name of the region. */
  label?: string;
  dismissLabel?: string;
  /** At most this many toasts at once. */
  max?: number;
  /** The event bus to listen to (defaults to the page's `events` from core). */
  bus?: Pick<EventBus, 'on'>;
}

let nextId = 1;

/**
 * Shows the core `toast` events at the bottom of the page. Info and success toasts go in a
 * polite live region (role=status, present before any toast so additions are announced);
 * danger toasts are red with role=alert. Each hides after its duration (danger 5,000 ms,
 * others 3,000 ms unless given), pausing while hovered or focused, or with its dismiss
 * button. The runtime mounts one per page.
 *
 * While a modal Dialog is open the region renders inside it (the rest of the page is
 * inert then, and under the dialog's top layer).
 */
export function ToastRegion({ label = 'Notifications', dismissLabel = 'Dismiss notification', max = MAX_TOASTS, bus = events }: ToastRegionProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const maxRef = useRef(max);
  maxRef.current = max;

  useEffect(
    () =>
      bus.on('toast', (detail) => {
        const message = typeof detail?.message === 'string' ? detail.message : String(detail?.message ?? '');
        if (!message) return;
        const tone: ToastTone = detail.tone === 'danger' || detail.tone === 'success' ? detail.tone : 'info';
        const entry: ToastEntry = { id: nextId++, message, tone, duration: toastDuration(tone, detail.duration) };
        setToasts((list) => addToast(list, entry, maxRef.current));
      }),
    [bus],
  );

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const slot = useSyncExternalStore(subscribeToastSlots, topToastSlot, () => null);

  const polite = toasts.filter((t) => t.tone !== 'danger');
  const alerts = toasts.filter((t) => t.tone === 'danger');

  const region = (
    <section className={cx('yuno-toast-region', toasts.length === 0 && 'yuno-toast-region--empty')} aria-label={label}>
      <div className="yuno-toast-region__list" role="status" aria-live="polite" aria-atomic="false">
        {polite.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={dismiss} dismissLabel={dismissLabel} />
        ))}
      </div>
      <div className="yuno-toast-region__list">
        {alerts.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={dismiss} dismissLabel={dismissLabel} />
        ))}
      </div>
    </section>
  );
  return slot ? createPortal(region, slot) : region;
}

interface ToastItemProps {
  toast: ToastEntry;
  onDismiss: (id: number) => void;
  dismissLabel: string;
}

function ToastItem({ toast, onDismiss, dismissLabel }: ToastItemProps) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);

  useEffect(() => {
    if (remaining.current === null || paused) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) remaining.current -= Date.now() - started;
    };
  }, [paused, onDismiss, toast.id]);

  return (
    <div
      className={cx('yuno-toast', `yuno-toast--${toast.tone}`)}
      role={toast.tone === 'danger' ? 'alert' : undefined}
      data-tone={toast.tone}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="yuno-toast__icon" aria-hidden="true">
        <ToneIcon tone={toast.tone} />
      </span>
      <p className="yuno-toast__message">{toast.message}</p>
      <button type="button" className="yuno-toast__dismiss" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
        <CloseIcon />
      </button>
    </div>
  );
}

function ToneIcon({ tone }: { tone: ToastTone }) {
  if (tone === 'success') {
    return (
      <svg viewBox="0 0 20 20" width="18" height="18" focusable="false">
        <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.75" />
        <path d="M6.5 10.5l2.2 2.2 4.8-5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  }
  if (tone === 'danger') {
    return (
      <svg viewBox="0 0 20 20" width="18" height="18" focusable="false">
        <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.75" />
        <path d="M10 6v5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        <circle cx="10" cy="14" r="1.1" fill="currentColor" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" focusable="false">
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.75" />
      <path d="M10 9v5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      <circle cx="10" cy="6" r="1.1" fill="currentColor" />
    </svg>
  );
}
