/**
 * The mount protocol: `<div data-yuno-widget="NAME" data-yuno-props='{…}'>`.
 * Idempotent (a mounted element is marked and skipped), elements added later are mounted
 * by an observer, and every failure stays inside its own mount point.
 */
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { getWidget, onWidgetRegistered } from './registry';
import { parseProps, parsePropsAttribute } from './props';
import { adoptStyles } from './styles';
import { baseSheet, kitLoaded, whenKitArrives } from './base-sheet';
import { MountMessage, WidgetErrorBoundary, shellCss } from './shell';
import { WidgetHostContext } from './host-context';
import { holdReservedBox, releaseReservedBox, reservedHeight } from './placeholders/holdReservedBox';
import { afterNextPaint, byView, mountInTurns } from './mount-turns';
import { afterLoadWhenIdle } from './when-idle';

const SELECTOR = '[data-yuno-widget]';
const MOUNTED = 'data-yuno-mounted';

interface Mounted {
  root: Root;
  name: string;
}

const mounts = new Map<Element, Mounted>();
/** Mount points whose widget bundle has not registered yet. */
const waiting = new Set<HTMLElement>();

function scriptsFinished(): boolean {
  return typeof document === 'undefined' || document.readyState === 'complete';
}

export function shadowFor(element: HTMLElement): { root: ShadowRoot | HTMLElement; container: HTMLElement } {
  let root: ShadowRoot | HTMLElement;
  try {
    root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  } catch {
    // Elements that cannot host a shadow root still get the widget, without isolation.
    root = element;
  }
  const container = document.createElement('div');
  container.className = 'yuno-root';
  root.appendChild(container);
  return { root, container };
}

function render(element: HTMLElement, name: string, content: ReactNode, css: string[], state: 'ok' | 'error'): void {
  const reserved = reservedHeight(element);
  const { root, container } = shadowFor(element);
  holdReservedBox(element, container, reserved);
  // The dialogs' and toasts' styles come with their code (see deferred-ui.tsx).
  if (root instanceof ShadowRoot) adoptStyles(root, [baseSheet(), shellCss, ...css]);
  const reactRoot = createRoot(container);
  mounts.set(element, { root: reactRoot, name });
  element.setAttribute(MOUNTED, state);
  reactRoot.render(
    <WidgetHostContext.Provider value={{ element, name }}>
      <WidgetErrorBoundary name={name}>{content}</WidgetErrorBoundary>
    </WidgetHostContext.Provider>,
  );
}

function showMessage(element: HTMLElement, name: string, message: string): void {
  console.error(`[yuno] widget "${name}": ${message}`);
  render(element, name, <MountMessage name={name} message={message} />, [], 'error');
}

/** Mounts one element; returns false when it has to wait for its widget's bundle. */
export function mountElement(element: HTMLElement): boolean {
  if (element.hasAttribute(MOUNTED) || mounts.has(element)) return true;
  const name = (element.getAttribute('data-yuno-widget') || '').trim();
  const definition = getWidget(name);
  if (!definition) {
    if (!scriptsFinished()) {
      waiting.add(element);
      return false;
    }
    waiting.delete(element);
    // Either the name is mistyped or the widget's own script is not on the page.
    showMessage(element, name || '(no name)', `There is no widget called “${name}” here: is its script on the page?`);
    return true;
  }
  if (!kitLoaded()) {
    if (!scriptsFinished()) return (waiting.add(element), false);
    waiting.delete(element);
    // The widget's code takes its primitives from the kit: without it, it cannot render.
    return (showMessage(element, name, 'The widgets’ shared code (yuno-kit.js) could not be loaded.'), true);
  }
  waiting.delete(element);
  const attribute = parsePropsAttribute(element.getAttribute('data-yuno-props'));
  if (!attribute.ok) return (showMessage(element, name, attribute.message), true);
  const parsed = parseProps<Record<string, unknown>>(attribute.value, definition.props);
  if (!parsed.ok) return (showMessage(element, name, parsed.message), true);
  const refusal = definition.validate?.(parsed.props);
  if (refusal) return (showMessage(element, name, refusal), true);
  const Widget = definition.component;
  render(element, name, <Widget {...parsed.props} />, definition.css ? [definition.css] : [], 'ok');
  return true;
}

/** Mounts every mount point under `scope` (the whole page by default). */
export function mount(scope: ParentNode = document): void {
  const elements: HTMLElement[] = [];
  if (scope instanceof HTMLElement && scope.matches(SELECTOR)) elements.push(scope);
  scope.querySelectorAll<HTMLElement>(SELECTOR).forEach((el) => elements.push(el));
  for (const element of elements) {
    try {
      mountElement(element);
    } catch (error) {
      console.error('[yuno] mounting failed', error);
    }
  }
}

/** Unmounts a mount point, leaving the element empty and mountable again. */
export function unmount(element: Element): void {
  const entry = mounts.get(element);
  waiting.delete(element as HTMLElement);
  if (!entry) return;
  releaseReservedBox(element as HTMLElement);
  entry.root.unmount();
  mounts.delete(element);
  element.removeAttribute(MOUNTED);
  const root = (element as HTMLElement).shadowRoot;
  if (root) {
    root.replaceChildren();
    if ('adoptedStyleSheets' in root) root.adoptedStyleSheets = [];
  } else {
    element.querySelectorAll(':scope > .yuno-root').forEach((node) => node.remove());
  }
}

export const mountedElements = () => [...mounts.keys()];

let observer: MutationObserver | null = null;

/** Watches the page for mount points added (and removed) later, and for bundles that register late. */
export function startAutoMount(): void {
  if (observer || typeof MutationObserver === 'undefined') return;
  onWidgetRegistered(() => [...waiting].forEach((el) => (el.isConnected ? mountElement(el) : waiting.delete(el))));
  const settle = () => [...waiting].forEach((el) => mountElement(el));
  whenKitArrives(settle);
  if (!scriptsFinished()) window.addEventListener('load', settle, { once: true });
  observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => node instanceof HTMLElement && mount(node));
      record.removedNodes.forEach((node) => {
        if (!(node instanceof HTMLElement)) return;
        for (const element of [...mounts.keys()]) if (!element.isConnected && (node === element || node.contains(element))) unmount(element);
      });
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  mountPageInTurns();
}

/**
 * The page's mount points as it starts, once it has painted with their placeholders: those in
 * view first, one per task; the rest when idle (see mount-turns.ts).
 */
function mountPageInTurns(): void {
  afterNextPaint(() => {
    const elements = [...document.querySelectorAll<HTMLElement>(SELECTOR)];
    const { inView, later } = byView(elements, (element) => element.getBoundingClientRect(), window.innerHeight);
    void mountInTurns(inView, later, (element) => element.isConnected && mount(element), {
      nextTask: () => new Promise<void>((next) => setTimeout(next)),
      whenIdle: afterLoadWhenIdle,
    });
  });
}
