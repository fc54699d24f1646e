/**
 * Where the page gate draws: a box of ours put in place of the element the page marks as
 * its main area (`data-yuno-main`), which is hidden meanwhile. The box has its own shadow
 * root, so our styles apply there and the page's content is untouched; the marked element
 * comes back as it was when the gate opens.
 */
import { useLayoutEffect, useState } from 'react';
import { uiCssWithoutDialogs } from '@yuno/ui';
import { adoptStyles, MAIN_SELECTOR } from '@yuno/runtime';

export function useGateHost(active: boolean, css: string): HTMLElement | null {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!active) return undefined;
    const main = document.querySelector<HTMLElement>(MAIN_SELECTOR);
    if (!main?.parentNode) return undefined;
    // A custom element name: a theme's rules for div or section cannot reach the box.
    const host = document.createElement('yuno-gate');
    host.setAttribute('data-yuno-gate', '');
    const root = host.attachShadow({ mode: 'open' });
    adoptStyles(root, [uiCssWithoutDialogs, css]);
    const box = document.createElement('div');
    box.className = 'yuno-root';
    root.appendChild(box);
    main.parentNode.insertBefore(host, main);
    const display = main.style.getPropertyValue('display');
    const priority = main.style.getPropertyPriority('display');
    // Inline and !important: a theme's own rules for <main> cannot show it again.
    main.style.setProperty('display', 'none', 'important');
    setContainer(box);
    return () => {
      if (display) main.style.setProperty('display', display, priority);
      else main.style.removeProperty('display');
      host.remove();
      setContainer(null);
    };
  }, [active, css]);
  return container;
}
