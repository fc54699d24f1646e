/**
 * The `side-menu` widget (logged-in pages): sections and items from the server, the
 * Account section with the profile, the Generate Code item. Full or mini (kept for the
 * session) on wide screens; at mobile widths a toggle opens it as a drawer.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { defineRoutes, navigation, REDIRECT_DELAY_MS, STORAGE_KEYS, events, getConfig, session, type UserInfo } from '@yuno/core';
import { normaliseSidebar } from './normaliseSidebar';
import { MOBILE_QUERY, useBoxLayout } from '@yuno/ui';
import { useApi, useUserInfo } from '@yuno/runtime';
import { sidebarSignUpRedirect } from './pendingSignUp';
import { redirectContext } from '../session/sessionActions';
import { SideMenuNav } from './SideMenuNav';
import { SIDE_TEXT } from './sideMenuText';
import { currentLinks } from './currentLinks';
import { trapTab } from './focusStops';
import { readCollapsed, sidebarHeading, sidebarMode } from './sidebarState';
import { sideMenuRoutes } from './routes';

defineRoutes(sideMenuRoutes);

/** Whether the page's header lets the side menu show (its `showSideMenu` option). */
function useShownByHeader(): boolean {
  const [visible, setVisible] = useState(() => events.last('side-menu:visibility')?.visible ?? true);
  useEffect(() => events.on('side-menu:visibility', (detail) => setVisible(detail.visible)), []);
  return visible;
}

export function SideMenu() {
  const { loggedIn, user, isLoading } = useUserInfo();
  const shown = useShownByHeader();
  if (!shown) return null;
  if (loggedIn && isLoading) {
    return (
      <div className="yuno-side yuno-side--loading" role="status">
        <span className="yuno-visually-hidden">{SIDE_TEXT.loading}</span>
      </div>
    );
  }
  // Logged-out pages have no side menu; a failed user info is shown by the header.
  if (!loggedIn || !user) return null;
  return <SideMenuFor user={user} />;
}

function SideMenuFor({ user }: { user: UserInfo }) {
  const { userId } = getConfig();
  const navId = `yuno-side-${useId().replace(/:/g, '')}`;
  const box = useRef<HTMLDivElement>(null);
  // At phone widths the menu is a drawer over the whole window: its stylesheet decides (by the
  // window), and the first render already reads the window, so the bar paints once at its height.
  const isMobile = useBoxLayout(box, '', window.matchMedia?.(MOBILE_QUERY).matches ? 'drawer' : '') === 'drawer';
  const [collapsed, setCollapsed] = useState(() => readCollapsed(session.get(STORAGE_KEYS.sidebarCollapsed)));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const mode = sidebarMode(isMobile, collapsed);
  // Open at mobile widths, the drawer covers the page: a modal dialog until it closes.
  const modal = mode === 'mobile' && drawerOpen;
  // What is left of the widget's time-out after user info: one budget for its load.
  const { timeLeft } = useUserInfo();
  const menu = useApi<unknown>(['sidebarMenu', { userId, orgId: user.current_state.org_id || 0 }], { timeout: timeLeft });
  const sections = normaliseSidebar(menu.data?.data);
  const current = currentLinks(sections.flatMap((section) => section.items.flatMap((item) => [item.url, ...item.sub_items.map((sub) => sub.url)])));
  const heading = sidebarHeading(user.role);

  useEffect(() => {
    const to = sidebarSignUpRedirect(redirectContext(user));
    if (!to) return undefined;
    const timer = setTimeout(() => navigation.go(to), REDIRECT_DELAY_MS.signUp);
    return () => clearTimeout(timer);
  }, [user]);

  useEffect(() => {
    if (!isMobile) setDrawerOpen(false);
  }, [isMobile]);

  // Native modal: the page behind becomes inert, to screen readers as well as to Tab and clicks.
  useEffect(() => {
    if (modal) dialogRef.current?.showModal();
  }, [modal]);

  const toggleCollapsed = () => {
    session.set(STORAGE_KEYS.sidebarCollapsed, String(!collapsed));
    setCollapsed(!collapsed);
  };
  const closeDrawer = () => {
    // Out of the top layer first: until then the toggle behind is inert and cannot take focus.
    dialogRef.current?.close();
    setDrawerOpen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeDrawer();
    } else trapTab(event.currentTarget, event);
  };

  const mini = mode === 'mini';
  const showList = mode !== 'mobile' || drawerOpen;
  const list = showList ? (
    <SideMenuNav
      id={navId}
      heading={heading}
      mini={mini}
      user={user}
      sections={sections}
      current={current}
      loading={menu.isLoading}
      failed={Boolean(menu.error)}
      onRetry={() => void menu.mutate()}
    />
  ) : null;
  return (
    <div ref={box} className={`yuno-side yuno-side--${mode}`}>
      {mode === 'mobile' ? (
        // Under the header's own Menu, this one names what it opens (Learn…), as a section's bar.
        <button
          ref={toggleRef}
          type="button"
          className="yuno-side__toggle"
          aria-expanded={drawerOpen ? 'true' : 'false'}
          aria-controls={navId}
          aria-label={`${SIDE_TEXT.open}: ${heading}`}
          onClick={() => setDrawerOpen(true)}
        >
          {heading}
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M9 6l6 6-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
        </button>
      ) : (
        <button
          type="button"
          className="yuno-side__toggle"
          aria-expanded={collapsed ? 'false' : 'true'}
          aria-controls={navId}
          aria-label={collapsed ? SIDE_TEXT.expand : SIDE_TEXT.collapse}
          onClick={toggleCollapsed}
        >
          <MenuIcon open={false} />
        </button>
      )}
      {modal ? (
        // onClose: a close the browser makes itself (a back gesture) closes the drawer too.
        <dialog ref={dialogRef} className="yuno-side__dialog" aria-label={heading} onKeyDown={onKeyDown} onClose={closeDrawer}>
          <button type="button" className="yuno-side__toggle" aria-label={SIDE_TEXT.close} onClick={closeDrawer}>
            <MenuIcon open />
          </button>
          {/* The page behind a modal does not scroll; a shared scroll lock would cost this bundle its copy. */}
          <div className="yuno-side__backdrop" onClick={closeDrawer} onWheel={holdPage} onTouchMove={holdPage} aria-hidden="true" />
          {list}
        </dialog>
      ) : (
        list
      )}
    </div>
  );
}

/** Stops a wheel or a swipe on the backdrop from scrolling the page behind the drawer. */
const holdPage = (event: { preventDefault(): void }) => event.preventDefault();

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}
