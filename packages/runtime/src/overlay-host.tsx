/**
 * Dialogs that any widget may open (login, session expired, unauthorised, account type) and
 * the toast region live in one host, created on first use, so they work on pages without
 * the header. The dialogs themselves come from the overlays bundle, registered here; when
 * a page never loaded it, the host loads it the first time a dialog is asked for.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { events, type YunoEvents } from '@yuno/core';
import { ToastRegion, uiCss } from '@yuno/ui';
import { adoptStyles } from './styles';

export interface OverlayProps<D = unknown> {
  detail: D;
  onClose: () => void;
}

type OverlayName = 'login' | 'session-expired' | 'unauthorised' | 'account-type';

const TRIGGERS: Record<OverlayName, keyof YunoEvents> = {
  login: 'login:request',
  'session-expired': 'session:expired',
  unauthorised: 'unauthorised',
  'account-type': 'account-type:request',
};

const components = new Map<string, ComponentType<OverlayProps<any>>>();
const styles: string[] = [];
let open: { name: OverlayName; detail: unknown }[] = [];
const subscribers = new Set<() => void>();
const notify = () => subscribers.forEach((fn) => fn());

let hostRoot: ShadowRoot | null = null;
let bundleUrl = '';
let bundleRequested = false;
let queuedToasts: YunoEvents['toast'][] | null = [];

export function registerOverlay(name: OverlayName, component: ComponentType<OverlayProps<any>>, css = ''): void {
  if (components.has(name)) return;
  components.set(name, component);
  if (css) styles.push(css);
  if (hostRoot) adoptStyles(hostRoot, [uiCss, ...styles]);
  notify();
}

/** Where the overlays bundle is (beside the runtime script by default). */
export function setOverlayBundleUrl(url: string): void {
  bundleUrl = url;
}

function requestBundle(): void {
  if (bundleRequested || !bundleUrl) return;
  bundleRequested = true;
  const script = document.createElement('script');
  script.src = bundleUrl;
  script.async = true;
  script.onerror = () => console.error('[yuno] the dialogs bundle could not be loaded from', bundleUrl);
  document.head.appendChild(script);
}

function HostApp() {
  const [, setVersion] = useState(0);
  useEffect(() => {
    const update = () => setVersion((v) => v + 1);
    subscribers.add(update);
    // The toast that created the host (and any before it) are replayed now that the region listens.
    const pending = queuedToasts ?? [];
    queuedToasts = null;
    pending.forEach((detail) => events.emit('toast', detail));
    return () => void subscribers.delete(update);
  }, []);
  return (
    <>
      {open.map(({ name, detail }) => {
        const Overlay = components.get(name);
        if (!Overlay) return null;
        const close = () => {
          open = open.filter((entry) => entry.name !== name);
          notify();
        };
        return <Overlay key={name} detail={detail} onClose={close} />;
      })}
      <ToastRegion />
    </>
  );
}

function ensureHost(): void {
  if (hostRoot || typeof document === 'undefined') return;
  const element = document.createElement('div');
  element.setAttribute('data-yuno-overlay-host', '');
  document.body.appendChild(element);
  hostRoot = element.attachShadow({ mode: 'open' });
  adoptStyles(hostRoot, [uiCss, ...styles]);
  const container = document.createElement('div');
  hostRoot.appendChild(container);
  createRoot(container).render(<HostApp />);
}

export function openOverlay(name: OverlayName, detail: unknown = {}): void {
  ensureHost();
  if (!components.has(name)) requestBundle();
  if (!open.some((entry) => entry.name === name)) open = [...open, { name, detail }];
  notify();
}

let listening = false;
/** Wires the page's events to the host; the host itself is created on the first one. */
export function startOverlayHost(): void {
  if (listening) return;
  listening = true;
  for (const [name, trigger] of Object.entries(TRIGGERS) as [OverlayName, keyof YunoEvents][]) {
    events.on(trigger, (detail) => openOverlay(name, detail));
  }
  events.on('toast', (detail) => {
    if (queuedToasts) {
      queuedToasts.push(detail);
      ensureHost();
    }
  });
}
