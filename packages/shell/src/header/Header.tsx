/**
 * The `header` widget: the public header for visitors, the logged-in header once user info
 * has loaded (a loader meanwhile, the error header if it fails), the session rules, and the
 * page gate for the page's allowed roles.
 */
import { useEffect } from 'react';
import { ERROR_MESSAGES, events, ROUTES } from '@yuno/core';
import { Loader } from '@yuno/ui';
import { usePart, useUserInfo } from '@yuno/runtime';
import { gateState } from '../page-gate/gate';
import { PageGate } from '../page-gate/PageGate';
import { useSession } from '../session/useSession';
import { HeaderFrame } from './HeaderFrame';
import { LogoutLink } from './LogoutLink';
import { MemberHeader } from './MemberHeader';
import { PublicHeader } from './PublicHeader';
import { offersApp } from './appPrompt';
import { useHeaderMenu } from './useHeaderMenu';
import { loadAppPrompt } from '../app-prompt/loadAppPrompt';
import { loadMemberTools } from '../member-tools/loadMemberTools';

export const HEADER_TEXT = { loading: 'Loading…' } as const;

const userAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

export interface HeaderProps {
  /** Roles that may see this page's main area; empty allows everyone. */
  allowedRoles?: string[];
  /** Turns the search bar off. */
  showSearch?: boolean;
  /** Turns the visitors' notification bar off. */
  showNotificationBar?: boolean;
  /** Turns the page's side menu off (the side-menu widget hears it through an event). */
  showSideMenu?: boolean;
  /** Logo image; the Yuno wordmark when empty. */
  logoUrl?: string;
  /** Where the logo links; when not given, a learner's home (/learner) for a learner, else '/'. */
  homeUrl?: string;
  /** Where Get the app and the app prompt's Open go (Android only): the app's store page when not given, none when empty. */
  appUrl?: string;
}

export function Header({ allowedRoles = [], showSearch = true, showNotificationBar = true, showSideMenu = true, logoUrl = '', homeUrl = '', appUrl }: HeaderProps) {
  const info = useUserInfo();
  useEffect(() => events.emit('side-menu:visibility', { visible: showSideMenu }), [showSideMenu]);
  useSession(info);
  const { loggedIn, user, isLoading, error } = info;
  const memberTools = usePart(loadMemberTools, loggedIn);
  // Get the app and the app prompt: an Android visitor's header fetches them as it mounts (the prompt shows on load).
  const android = !loggedIn && offersApp(userAgent(), appUrl);
  const app = usePart(loadAppPrompt, android);
  // Here, not in the signed-in header: the role's menu is asked for as user info arrives, not after the tools.
  const menu = useHeaderMenu(loggedIn, user);
  const failed = loggedIn && !isLoading && !user;
  const state = gateState({ loggedIn, isLoading, failed, role: user?.role ?? null, allowedRoles });
  // A learner's home link is /learner (spec 1 §4, §6); a site's own homeUrl wins.
  const frame = { logoUrl, homeUrl: homeUrl || (user?.role === 'Learner' ? ROUTES.learnerHome : '/') };

  let bar;
  // On Android the visitor's bar waits for them, inside the box the page reserved for it with
  // them: the page's placeholder (the host's child) shows through meanwhile.
  if (android && !app.settled) bar = <slot />;
  else if (!loggedIn) bar = <PublicHeader {...frame} menu={menu} app={app.part} appUrl={appUrl} showSearch={showSearch} showNotificationBar={showNotificationBar} />;
  else if (failed) bar = <HeaderFrame variant="error" {...frame} actions={<LogoutLink />} />;
  // The signed-in header waits for its tools too, so that it shows whole: nothing in its row moves as they come.
  else if (!user || !memberTools.settled) bar = <HeaderFrame variant="loading" {...frame} actions={<Loader label={HEADER_TEXT.loading} size="sm" />} />;
  else bar = <MemberHeader user={user} {...frame} showSearch={showSearch} menu={menu} memberTools={memberTools} />;

  return (
    <>
      {bar}
      {memberTools.part ? <memberTools.part.SignedInSession user={user} /> : null}
      <PageGate state={state} loggedIn={loggedIn} role={user?.role ?? null} message={(error?.message || ERROR_MESSAGES.common).trim()} onRetry={info.retry} />
    </>
  );
}
