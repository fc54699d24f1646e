/**
 * The runtime bundle (`yuno-runtime.js`): loaded once per page, before any widget bundle.
 * It carries preact/compat (as React), the page's data cache, the mount protocol, the
 * stateful core, and the ui and core helpers that two or more bundles use, and hands them to
 * the widget bundles through one global, so five widgets on a page load them once. What no page
 * needs before someone acts comes later, as the runtime's own parts: the dialogs and toasts
 * (`ui-dialog`), and the site's wording (`site-strings`) on sites that reword the widgets.
 */
// In the bundle these hold the React names the widgets import, and the core and ui exports
// they share (scripts/bundles/plan.json).
import * as React from 'virtual:yuno-react/react';
import * as ReactDOM from 'virtual:yuno-react/react-dom';
import * as ReactDOMClient from 'virtual:yuno-react/react-dom/client';
import * as jsxRuntime from 'virtual:yuno-react/react/jsx-runtime';
import * as core from 'virtual:yuno-shared/core';
import * as ui from 'virtual:yuno-shared/ui';
import * as shared from 'virtual:yuno-shared/runtime';
import * as runtime from './index';
import { tokensCss } from '@yuno/ui';
import { options } from 'preact';
import { getConfig, parseConfig } from '@yuno/core';
import { kitLoaded } from './base-sheet';

declare global {
  interface Window {
    yuno?: { mount: (root?: ParentNode) => void; unmount: (element: Element) => void; version: string };
    YunoRuntime?: Record<string, unknown>;
  }
}

/** Puts the site's wording into rendering before anything renders (a page without any fetches nothing). */
function loadWording(strings: Record<string, string>): Promise<void> {
  return import('./parts/site-strings').then(
    ({ wordRendering }) => void wordRendering(options, strings),
    // The widgets still mount, in English, rather than not at all.
    () => console.error("[yuno] the site's wording could not be loaded; the widgets show their own texts"),
  );
}

if (window.yuno?.version) {
  // A second copy of the runtime on the page: the first one already mounts everything.
  console.warn(`[yuno] the runtime was loaded twice; keeping version ${window.yuno.version}`);
} else {
  // Shared names sit under short keys, and ui's `Dialog` is a stand-in that fetches the
  // dialogs' ui when first needed (scripts/bundles/plan.json and deferred-ui.tsx). `core` and `ui`
  // are plain objects: the kit adds its names to them (kit.ts).
  window.YunoRuntime = { React, ReactDOM, ReactDOMClient, jsxRuntime, core: { ...core }, ui: { ...ui }, runtime: shared };
  window.yuno = { mount: runtime.mount, unmount: runtime.unmount, version: runtime.version };
  // Parsed, not read through getConfig(): the page may still add to its config before it loads.
  const runtimeSrc = (document.currentScript as HTMLScriptElement | null)?.src ?? '';
  const overlaysUrl = parseConfig((window as { yunoConfig?: unknown }).yunoConfig).overlaysUrl || runtime.bundleBeside('overlays', runtimeSrc);
  runtime.setOverlayBundleUrl(overlaysUrl);
  // Parts are built beside the overlays bundle.
  runtime.setPartsBase(overlaysUrl);
  runtime.ensureTokens(tokensCss);
  runtime.startOverlayHost();
  // Once the page's scripts have run: a page that lists `site-strings.js` among them (the
  // WordPress plugin does, on sites with wording) has it already, and fetches nothing.
  const start = () => {
    // A page that lists only the runtime and the widget bundles gets the kit from beside them
    // (one round trip later than a tag of its own; a failure is logged, and each widget says so).
    if (!kitLoaded() && !document.querySelector('script[src*="yuno-kit.js"]')) runtime.loadPart('yuno-kit').catch(() => {});
    const strings = getConfig().strings;
    if (Object.keys(strings).length > 0) void loadWording(strings).then(() => runtime.startAutoMount());
    else runtime.startAutoMount();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
