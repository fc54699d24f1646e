/**
 * What the part adds to the signed-in header: in its panel the organisation switcher
 * (org-admin with several) and the instructor's tools, in its bar the account menu, and the
 * styles of all three and of the signed-in bar (a style element applies to the shadow root
 * it is rendered in, so the header's own stylesheet stays visitor-sized).
 */
import type { UserInfo } from '@yuno/core';
import { AccountMenu } from './AccountMenu';
import { InstructorTools } from './InstructorTools';
import { OrgSwitcher } from './OrgSwitcher';
import { showsOrgSwitcher } from './orgSwitch';
import css from './member-tools.css?inline';

export function MemberPanel({ user }: { user: UserInfo }) {
  return (
    <>
      {showsOrgSwitcher(user) ? <OrgSwitcher user={user} /> : null}
      {user.role === 'Instructor' ? <InstructorTools /> : null}
    </>
  );
}

export function MemberActions({ user }: { user: UserInfo }) {
  return (
    <>
      <style>{css}</style>
      <AccountMenu user={user} />
    </>
  );
}
