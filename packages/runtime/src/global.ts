/**
 * The runtime bundle (`yuno-runtime.js`): loaded once per page, before any widget bundle.
 * It carries preact/compat (as React), the page's data cache, core and ui, and hands them to the widget
 * bundles through one global, so five widgets on a page load them once.
 */
// In the bundle these hold the React names the widgets import, and the core and ui exports
// they share (see vite.config.ts).
import * as React from 'virtual:yuno-react/react';
import * as ReactDOM from 'virtual:yuno-react/react-dom';
import * as ReactDOMClient from 'virtual:yuno-react/react-dom/client';
import * as jsxRuntime from 'virtual:yuno-react/react/jsx-runtime';
import * as core from 'virtual:yuno-shared/core';
import * as ui from 'virtual:yuno-shared/ui';
import * as shared from 'virtual:yuno-shared/runtime';
import * as runtime from './index';
import { tokensCss } from '@yuno/ui';
import { createTranslator, getConfig } from '@yuno/core';
import { translateRendering } from './translate-rendering';

declare global {
  interface Window {
    yuno?: { mount: (root?: ParentNode) => void; unmount: (element: Element) => void; version: string };
    YunoRuntime?: Record<string, unknown>;
  }
}

if (window.yuno?.version) {
  // A second copy of the runtime on the page: the first one already mounts everything.
  console.warn(`[yuno] the runtime was loaded twice; keeping version ${window.yuno.version}`);
} else {
  const translate = createTranslator(getConfig().strings);
  if (translate) translateRendering(translate);
  window.YunoRuntime = { React, ReactDOM, ReactDOMClient, jsxRuntime, core, ui, runtime: shared };
  window.yuno = { mount: runtime.mount, unmount: runtime.unmount, version: runtime.version };
  const configured = (window as { yunoConfig?: { overlaysUrl?: unknown } }).yunoConfig?.overlaysUrl;
  const runtimeSrc = (document.currentScript as HTMLScriptElement | null)?.src ?? '';
  const overlaysUrl = typeof configured === 'string' ? configured : runtime.bundleBeside('overlays', runtimeSrc);
  runtime.setOverlayBundleUrl(overlaysUrl);
  // Widgets' parts are built beside the overlays bundle.
  runtime.setPartsBase(overlaysUrl);
  runtime.ensureTokens(tokensCss);
  runtime.startOverlayHost();
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => runtime.startAutoMount(), { once: true });
  } else {
    runtime.startAutoMount();
  }
}
