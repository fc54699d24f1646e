/**
 * The logged-in header: the role's menu, the course search bar (Learners), and the part's
 * tools (a part, see usePart): the organisation switcher (org-admin with several), the
 * instructor's referral tools and the account dropdown. yuno-admin gets the admin style.
 * The header shows once the part is in; if it cannot be had, Logout stays reachable and the
 * menu says so, with Retry.
 */
import type { UserInfo } from '@yuno/core';
import { HeaderSearch } from './HeaderSearch';
import { LogoutLink } from './LogoutLink';
import { MenuHeader } from './MenuHeader';
import { MENU_TEXT, MenuStatus } from './MenuStatus';
import type { HeaderMenu } from './useHeaderMenu';
import type { MemberTools } from '../member-tools/loadMemberTools';
import type { PartState } from '@yuno/runtime';

export const MEMBER_TEXT = { search: 'Search courses' } as const;

export interface MemberHeaderProps {
  user: UserInfo;
  logoUrl: string;
  homeUrl: string;
  showSearch: boolean;
  menu: HeaderMenu;
  memberTools: PartState<MemberTools>;
}

export function MemberHeader({ user, logoUrl, homeUrl, showSearch, menu, memberTools }: MemberHeaderProps) {
  const { part: tools, failed, retry } = memberTools;
  return (
    <MenuHeader
      variant={user.role === 'yuno-admin' ? 'admin' : 'member'}
      logoUrl={logoUrl}
      homeUrl={homeUrl}
      menu={menu}
      withSearch={false}
      more={
        <>
          {showSearch && user.role === 'Learner' ? (
            <div className="yuno-header__search">
              <HeaderSearch label={MEMBER_TEXT.search} />
            </div>
          ) : null}
          {tools ? <tools.MemberPanel user={user} /> : null}
          <MenuStatus isLoading={false} failed={failed} onRetry={retry} failedText={MENU_TEXT.toolsFailed} />
        </>
      }
      actions={tools ? <tools.MemberActions user={user} /> : <LogoutLink />}
    />
  );
}
