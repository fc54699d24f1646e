/** The logged-out header: the pre-login menu with its search box, Login and Sign up; on Android, the app prompt's part. */
import { events } from '@yuno/core';
import { Button } from '@yuno/ui';
import { MenuHeader } from './MenuHeader';
import { NotificationBar } from './NotificationBar';
import type { AppPromptPart } from '../app-prompt/loadAppPrompt';
import type { HeaderMenu } from './useHeaderMenu';

export const PUBLIC_TEXT = { login: 'Login', signup: 'Sign up' } as const;

export interface PublicHeaderProps {
  logoUrl: string;
  homeUrl: string;
  appUrl?: string;
  /** Get the app and the app prompt, fetched for an Android visitor only. */
  app: AppPromptPart | null;
  showSearch: boolean;
  showNotificationBar?: boolean;
  menu: HeaderMenu;
}

export function PublicHeader({ logoUrl, homeUrl, appUrl, app, showSearch, showNotificationBar = true, menu }: PublicHeaderProps) {
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
          {app ? <app.AppPrompt appUrl={appUrl} /> : null}
        </>
      }
      actions={
        <>
          {app ? <app.GetAppButton appUrl={appUrl} /> : null}
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
