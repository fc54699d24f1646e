/**
 * Dialogs that any widget may open (login, session expired, unauthorised, account type) and
 * the toast region live in one host, created on first use, so they work on pages without
 * the header. The dialogs themselves come from the overlays bundle, registered here; when
 * a page never loaded it, the host loads it the first time a dialog is asked for. The toast
 * region comes with the dialogs' ui (see deferred-ui.tsx); toasts shown before it arrives
 * wait for it, and if it cannot be fetched they are shown as plain alerts.
 */
import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { events, type YunoEvents } from '@yuno/core';
import { useDialogPart } from './deferred-ui';
import { adoptStyles } from './styles';
import { baseSheet } from './base-sheet';
import { shellCss } from './shell';

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

// Each overlay has a detail of its own type: a component of OverlayProps<LoginDetail> is not one
// of OverlayProps<unknown>, so the map and registerOverlay take any detail.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above.
type AnyOverlay = ComponentType<OverlayProps<any>>;

const components = new Map<string, AnyOverlay>();
const styles: string[] = [];
let open: { name: OverlayName; detail: unknown }[] = [];
/** Shows the host again after a change of the dialogs open or registered (set with the host). */
let notify = () => {};
let hostRoot: ShadowRoot | null = null;
let bundleUrl = '';
let bundleRequested = false;
let queuedToasts: YunoEvents['toast'][] | null = [];

export function registerOverlay(name: OverlayName, component: AnyOverlay, css = ''): void {
  if (components.has(name)) return;
  components.set(name, component);
  if (css) styles.push(css);
  if (hostRoot) adoptStyles(hostRoot, [baseSheet(), shellCss, ...styles]);
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
  const [failed, setFailed] = useState(false);
  const ui = useDialogPart(true, () => setFailed(true));
  // From the region's first render until it listens (its effect), toasts wait for it; then
  // they are replayed (a child's effect runs before this one).
  useLayoutEffect(() => {
    if (ui) queuedToasts ??= [];
  }, [ui]);
  useEffect(() => {
    if (!ui) return;
    const pending = queuedToasts ?? [];
    queuedToasts = null;
    pending.forEach((detail) => events.emit('toast', detail));
  }, [ui]);
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
      {ui ? (
        <>
          <style>{ui.css}</style>
          <ui.ToastRegion />
        </>
      ) : failed ? (
        <PlainToasts />
      ) : null}
    </>
  );
}

/** Toasts as plain alerts, when the toast region's code could not be fetched (offline). */
function PlainToasts() {
  const [messages, setMessages] = useState<string[]>([]);
  // Takes over from the queue in the same commit that shows it: a toast that comes between
  // this render and a later effect would be queued after the queue was read, and lost.
  useLayoutEffect(() => {
    const show = (detail: YunoEvents['toast']) => setMessages((list) => [...list.slice(-2), String(detail?.message ?? '')]);
    (queuedToasts ?? []).forEach(show);
    queuedToasts = null;
    return events.on('toast', show);
  }, []);
  return (
    <div style={{ position: 'fixed', insetInline: '16px', bottom: '16px', zIndex: 2147483647 }}>
      {messages.filter(Boolean).map((message, i) => (
        <p key={i} role="alert" className="yuno-widget-error">
          {message}
        </p>
      ))}
    </div>
  );
}

function ensureHost(): void {
  if (hostRoot || typeof document === 'undefined') return;
  const element = document.createElement('div');
  element.setAttribute('data-yuno-overlay-host', '');
  document.body.appendChild(element);
  hostRoot = element.attachShadow({ mode: 'open' });
  adoptStyles(hostRoot, [baseSheet(), shellCss, ...styles]);
  const container = document.createElement('div');
  hostRoot.appendChild(container);
  const root = createRoot(container);
  // Rendered again at every change: a dialogs bundle that registers the moment the host is
  // created (from the browser's cache) is shown as surely as one that comes later.
  (notify = () => root.render(<HostApp />))();
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
