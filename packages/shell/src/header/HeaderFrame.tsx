/**
 * The header's frame: logo, the collapsible panel (the menu, search and tools; a toggle
 * opens it at mobile widths) and the actions that always stay in the bar.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { safeUrl } from '@yuno/core';
import { useBoxLayout } from '@yuno/ui';

export interface HeaderFrameProps {
  variant: 'public' | 'member' | 'admin' | 'error' | 'loading';
  logoUrl: string;
  homeUrl: string;
  /** Content of the collapsible panel; no toggle when there is none. */
  panel?: ReactNode;
  /** What always stays in the bar (sign-in buttons, the account menu, a loader). */
  actions: ReactNode;
  /** Above the bar (notification bar, app prompt). */
  top?: ReactNode;
}

export const FRAME_TEXT = { menu: 'Menu', home: 'Yuno Learning home', name: 'Yuno Learning' } as const;

export function HeaderFrame({ variant, logoUrl, homeUrl, panel, actions, top }: HeaderFrameProps) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const wrap = useRef<HTMLDivElement>(null);
  // In a box wide enough the panel shows in the bar and Menu hides: a panel left open from a
  // narrower box closes, so the page's order (the actions after the panel) matches the bar again.
  // Read from the header's empty box before its content renders (see useBoxLayout).
  const layout = useBoxLayout(wrap, 'bar', null);
  const wide = layout === 'bar';
  useEffect(() => {
    if (wide) setOpen(false);
  }, [wide]);
  const panelId = `yuno-header-panel-${useId().replace(/:/g, '')}`;
  const logo = safeUrl(logoUrl);
  const mark = logo ? (
    <img src={logo} alt={variant === 'error' ? FRAME_TEXT.name : ''} height={32} />
  ) : (
    <span className="yuno-header__wordmark" {...(variant === 'error' ? { role: 'img', 'aria-label': FRAME_TEXT.name } : { 'aria-hidden': true })}>
      yuno
    </span>
  );
  // Escape closes the open panel from the Menu button too, not only from inside the panel.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open && !event.defaultPrevented) {
      setOpen(false);
      toggle.current?.focus();
    }
  };
  // The open panel sits under the bar's row (below 1280 px, where Menu shows): the actions
  // beside Menu come before it in the page too, so Tab follows what a person sees. Keys move
  // both without remounting (a typed search, an open account menu keep their state).
  const bar = (
    <div key="a" className="yuno-header__actions">
      {actions}
    </div>
  );
  if (layout === null) return <div ref={wrap} className="yuno-header-wrap" />;
  return (
    <div ref={wrap} className="yuno-header-wrap">
      {top}
      <header className={`yuno-header yuno-header--${variant}`}>
        <div className="yuno-header__bar">
          {variant === 'error' ? (
            // The error header offers only Logout: the logo is not a link there.
            <span className="yuno-header__logo">{mark}</span>
          ) : (
            <a className="yuno-header__logo" href={safeUrl(homeUrl) || '/'} aria-label={FRAME_TEXT.home}>
              {mark}
            </a>
          )}
          {panel ? (
            <button
              ref={toggle}
              type="button"
              className="yuno-header__toggle"
              aria-expanded={open ? 'true' : 'false'}
              aria-controls={panelId}
              onClick={() => setOpen(!open)}
              onKeyDown={closeOnEscape}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
              </svg>
              <span>{FRAME_TEXT.menu}</span>
            </button>
          ) : null}
          {open && bar}
          {panel ? (
            <div key="p" id={panelId} className={`yuno-header__panel${open ? ' yuno-header__panel--open' : ''}`} onKeyDown={closeOnEscape}>
              {panel}
            </div>
          ) : null}
          {!open && bar}
        </div>
      </header>
    </div>
  );
}
