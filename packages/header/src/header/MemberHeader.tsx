/**
 * The logged-in header: the role's menu, the course search bar (Learners), the
 * organisation switcher (org-admin with several), the instructor's referral tools and the
 * account dropdown. yuno-admin gets the admin style.
 */
import { useState } from 'react';
import type { UserInfo } from '@yuno/core';
import { AccountMenu } from './AccountMenu';
import { BookDemoDialog } from './BookDemoDialog';
import { HeaderFrame } from './HeaderFrame';
import { HeaderNav } from './HeaderNav';
import { HeaderSearch } from './HeaderSearch';
import { InstructorTools } from './InstructorTools';
import { MenuStatus } from './MenuStatus';
import { OrgSwitcher } from './OrgSwitcher';
import { showsOrgSwitcher } from './orgSwitch';
import { useHeaderMenu } from './useHeaderMenu';

export const MEMBER_TEXT = { search: 'Search courses' } as const;

export interface MemberHeaderProps {
  user: UserInfo;
  logoUrl: string;
  homeUrl: string;
  showSearch: boolean;
}

export function MemberHeader({ user, logoUrl, homeUrl, showSearch }: MemberHeaderProps) {
  const menu = useHeaderMenu(true, user);
  const [demoOpen, setDemoOpen] = useState(false);
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
            {showsOrgSwitcher(user) ? <OrgSwitcher user={user} /> : null}
            {user.role === 'Instructor' ? <InstructorTools /> : null}
          </>
        }
        actions={<AccountMenu user={user} />}
      />
      <BookDemoDialog open={demoOpen} onClose={() => setDemoOpen(false)} />
    </>
  );
}
