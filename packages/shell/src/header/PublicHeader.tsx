/** The logged-out header: the pre-login menu with its search box, Login and Sign up. */
import { useState } from 'react';
import { events } from '@yuno/core';
import { Button } from '@yuno/ui';
import { AppPrompt, GetAppButton } from './AppPrompt';
import { BookDemoDialog } from './BookDemoDialog';
import { HeaderFrame } from './HeaderFrame';
import { HeaderNav } from './HeaderNav';
import { MenuStatus } from './MenuStatus';
import { NotificationBar } from './NotificationBar';
import type { HeaderMenu } from './useHeaderMenu';

export const PUBLIC_TEXT = { login: 'Login', signup: 'Sign up' } as const;

export interface PublicHeaderProps {
  logoUrl: string;
  homeUrl: string;
  appUrl: string;
  showSearch: boolean;
  showNotificationBar?: boolean;
  menu: HeaderMenu;
}

export function PublicHeader({ logoUrl, homeUrl, appUrl, showSearch, showNotificationBar = true, menu }: PublicHeaderProps) {
  const [demoOpen, setDemoOpen] = useState(false);
  return (
    <>
      <HeaderFrame
        variant="public"
        logoUrl={logoUrl}
        homeUrl={homeUrl}
        top={
          <>
            {showNotificationBar ? <NotificationBar /> : null}
            <AppPrompt appUrl={appUrl} />
          </>
        }
        panel={
          <>
            <HeaderNav entries={menu.entries} withSearch={showSearch} onBookDemo={() => setDemoOpen(true)} />
            <MenuStatus isLoading={menu.isLoading} failed={Boolean(menu.error) && menu.entries.length === 0} onRetry={menu.retry} />
          </>
        }
        actions={
          <>
            <GetAppButton appUrl={appUrl} />
            <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => events.emit('login:request', { mode: 'login' })}>
              {PUBLIC_TEXT.login}
            </Button>
            <Button size="sm" aria-haspopup="dialog" onClick={() => events.emit('login:request', { mode: 'signup' })}>
              {PUBLIC_TEXT.signup}
            </Button>
          </>
        }
      />
      <BookDemoDialog open={demoOpen} onClose={() => setDemoOpen(false)} />
    </>
  );
}
