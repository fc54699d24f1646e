/**
 * The `side-menu` widget (logged-in pages): sections and items from the server, the
 * Account section with the profile, the Generate Code item. Full or mini (kept for the
 * session) on wide screens; at mobile widths a toggle opens it as a drawer.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { REDIRECT_DELAY_MS, STORAGE_KEYS, events, getConfig, normaliseSidebar, session, type UserInfo } from '@yuno/core';
import { Skeleton, useIsMobile } from '@yuno/ui';
import { useApi, useUserInfo } from '@yuno/runtime';
import { Avatar } from '../shared/Avatar';
import { navigation } from '../shared/navigation';
import { RetryMessage } from '../header/RetryMessage';
import { sidebarSignUpRedirect } from './pendingSignUp';
import { SideMenuItem } from './SideMenuItem';
import { currentLinks } from './currentLinks';
import { isAccountSection, readCollapsed, sidebarHeading, sidebarMode } from './sidebarState';
import { useDrawerTrap } from './useDrawerTrap';

export const SIDE_TEXT = {
  collapse: 'Collapse the menu',
  expand: 'Expand the menu',
  open: 'Open the menu',
  close: 'Close the menu',
  loading: 'Loading the menu…',
  failed: "The menu couldn't be loaded.",
} as const;

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
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(() => readCollapsed(session.get(STORAGE_KEYS.sidebarCollapsed)));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const mode = sidebarMode(isMobile, collapsed);
  // Open at mobile widths, the drawer covers the page: a modal dialog until it closes.
  const modal = mode === 'mobile' && drawerOpen;
  const trapTab = useDrawerTrap(rootRef, modal);
  const menu = useApi<unknown>(['sidebarMenu', { userId, orgId: user.current_state.org_id || 0 }]);
  const sections = normaliseSidebar(menu.data?.data);
  const current = currentLinks(sections.flatMap((section) => section.items.flatMap((item) => [item.url, ...item.sub_items.map((sub) => sub.url)])));
  const heading = sidebarHeading(user.role);
  const name = user.yuno_display_name || user.first_name;

  useEffect(() => {
    const to = sidebarSignUpRedirect(user, window.location.pathname, window.location.search, session.get(STORAGE_KEYS.returnState));
    if (!to) return undefined;
    const timer = setTimeout(() => navigation.assign(to), REDIRECT_DELAY_MS.signUp);
    return () => clearTimeout(timer);
  }, [user]);

  useEffect(() => {
    if (!isMobile) setDrawerOpen(false);
  }, [isMobile]);

  const toggleCollapsed = () => {
    session.set(STORAGE_KEYS.sidebarCollapsed, String(!collapsed));
    setCollapsed(!collapsed);
  };
  const closeDrawer = () => {
    setDrawerOpen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && modal) {
      event.stopPropagation();
      closeDrawer();
    } else trapTab(event);
  };

  const mini = mode === 'mini';
  const showList = mode !== 'mobile' || drawerOpen;
  return (
    <div
      ref={rootRef}
      className={`yuno-side yuno-side--${mode}${drawerOpen ? ' yuno-side--drawer-open' : ''}`}
      role={modal ? 'dialog' : undefined}
      aria-modal={modal ? 'true' : undefined}
      aria-label={modal ? heading : undefined}
      onKeyDown={onKeyDown}
    >
      {mode === 'mobile' ? (
        <button
          ref={toggleRef}
          type="button"
          className="yuno-side__toggle"
          aria-expanded={drawerOpen ? 'true' : 'false'}
          aria-controls={navId}
          aria-label={drawerOpen ? SIDE_TEXT.close : SIDE_TEXT.open}
          onClick={() => (drawerOpen ? closeDrawer() : setDrawerOpen(true))}
        >
          <MenuIcon open={drawerOpen} />
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
      {mode === 'mobile' && drawerOpen ? (
        // The page behind a modal does not scroll; a shared scroll lock would cost this bundle its copy.
        <div className="yuno-side__backdrop" onClick={closeDrawer} onWheel={holdPage} onTouchMove={holdPage} aria-hidden="true" />
      ) : null}
      {showList ? (
        <nav id={navId} className="yuno-side__nav" aria-label={heading}>
          <h2 className={mini ? 'yuno-visually-hidden' : 'yuno-side__heading'}>{heading}</h2>
          {menu.isLoading ? (
            <div className="yuno-side__loading" role="status">
              <span className="yuno-visually-hidden">{SIDE_TEXT.loading}</span>
              <Skeleton height={20} lines={5} />
            </div>
          ) : sections.length === 0 && menu.error ? (
            <RetryMessage message={SIDE_TEXT.failed} onRetry={() => void menu.mutate()} />
          ) : (
            sections.map((section, index) => {
              const items = section.items.filter((item) => item.is_active && item.label);
              const titled = section.section && section.section.toLowerCase() !== heading.toLowerCase();
              return (
                <div key={`${section.section}-${index}`} className="yuno-side__section">
                  {titled ? <h3 className={mini ? 'yuno-visually-hidden' : 'yuno-side__section-title'}>{section.section}</h3> : null}
                  {isAccountSection(section.section) ? (
                    <div className="yuno-side__profile">
                      <Avatar src={user.profile_img} name={name} size={mini ? 32 : 40} />
                      {mini ? null : (
                        // Both can be cut with an ellipsis: the title shows the whole value.
                        <span className="yuno-side__who">
                          <span className="yuno-side__name" title={name}>
                            {name}
                          </span>
                          <span className="yuno-side__email" title={user.email}>
                            {user.email}
                          </span>
                        </span>
                      )}
                    </div>
                  ) : null}
                  <ul className="yuno-side__list">
                    {items.map((item) => (
                      <SideMenuItem key={item.slug || item.label} item={item} role={user.role} mini={mini} current={current} />
                    ))}
                  </ul>
                </div>
              );
            })
          )}
        </nav>
      ) : null}
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
