/**
 * The logged-in header: the role's menu, the course search bar (Learners), the
 * organisation switcher (org-admin with several), the instructor's referral tools and the
 * account dropdown. yuno-admin gets the admin style. The switcher, tools and dropdown come
 * in a part (see useMemberTools): until it arrives the account button's and the instructor
 * tools' places are held; if it
 * cannot be had, Logout stays reachable and the menu says so, with Retry.
 */
import { useState } from 'react';
import type { UserInfo } from '@yuno/core';
import { Skeleton } from '@yuno/ui';
import { BookDemoDialog } from './BookDemoDialog';
import { HeaderFrame } from './HeaderFrame';
import { HeaderNav } from './HeaderNav';
import { HeaderSearch } from './HeaderSearch';
import { InstructorToolsHold } from './InstructorToolsHold';
import { LogoutLink } from './LogoutLink';
import { MENU_TEXT, MenuStatus } from './MenuStatus';
import { showsOrgSwitcher } from '../member-tools/orgSwitch';
import { useHeaderMenu } from './useHeaderMenu';
import type { MemberToolsState } from './useMemberTools';

export const MEMBER_TEXT = { search: 'Search courses' } as const;

export interface MemberHeaderProps {
  user: UserInfo;
  logoUrl: string;
  homeUrl: string;
  showSearch: boolean;
  memberTools: MemberToolsState;
}

export function MemberHeader({ user, logoUrl, homeUrl, showSearch, memberTools }: MemberHeaderProps) {
  const menu = useHeaderMenu(true, user);
  const [demoOpen, setDemoOpen] = useState(false);
  const { tools, failed, retry } = memberTools;
  let account;
  if (tools) account = <tools.AccountMenu user={user} />;
  else if (failed) account = <LogoutLink />;
  // As tall as the account button (a 40 px control and its border), so the bar's row keeps its height when it comes.
  else account = <Skeleton width={42} height={42} radius="circle" />;
  return (
    <>
      <HeaderFrame
        variant={user.role === 'yuno-admin' ? 'admin' : 'member'}
        logoUrl={logoUrl}
        homeUrl={homeUrl}
        panel={
          <>
            <HeaderNav entries={menu.entries} withSearch={false} onBookDemo={() => setDemoOpen(true)} />
            <MenuStatus isLoading={menu.isLoading} failed={Boolean(menu.error) && menu.entries.length === 0} onRetry={menu.retry} />
            {showSearch && user.role === 'Learner' ? (
              <div className="yuno-header__search">
                <HeaderSearch label={MEMBER_TEXT.search} />
              </div>
            ) : null}
            {tools && showsOrgSwitcher(user) ? <tools.OrgSwitcher user={user} /> : null}
            {user.role === 'Instructor' ? instructorTools(memberTools) : null}
            <MenuStatus isLoading={false} failed={failed} onRetry={retry} failedText={MENU_TEXT.toolsFailed} />
          </>
        }
        actions={
          <>
            {tools ? <tools.MemberToolsStyle /> : null}
            {account}
          </>
        }
      />
      <BookDemoDialog open={demoOpen} onClose={() => setDemoOpen(false)} />
    </>
  );
}

function instructorTools({ tools, failed }: MemberToolsState) {
  if (tools) return <tools.InstructorTools />;
  return failed ? null : <InstructorToolsHold />;
}
