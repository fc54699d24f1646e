/** The logged-out header: the pre-login menu with its search box, Login and Sign up. */
import { events } from '@yuno/core';
import { Button } from '@yuno/ui';
import { AppPrompt, GetAppButton } from './AppPrompt';
import { MenuHeader } from './MenuHeader';
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
  return (
    <MenuHeader
      variant="public"
      logoUrl={logoUrl}
      homeUrl={homeUrl}
      menu={menu}
      withSearch={showSearch}
      top={
        <>
          {showNotificationBar ? <NotificationBar /> : null}
          <AppPrompt appUrl={appUrl} />
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
  );
}
