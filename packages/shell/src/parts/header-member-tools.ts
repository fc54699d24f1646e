// The signed-in header's tools (account menu, organisation switcher, instructor tools) and
// the signed-in page's session duties: a part, fetched as the header mounts for a signed-in
// person. Visitors never load it.
import { registerPart } from '@yuno/runtime';
import { AccountMenu } from '../member-tools/AccountMenu';
import { InstructorTools } from '../member-tools/InstructorTools';
import { MemberToolsStyle } from '../member-tools/MemberToolsStyle';
import { OrgSwitcher } from '../member-tools/OrgSwitcher';
import { SignedInSession } from '../session/SignedInSession';

export { AccountMenu, InstructorTools, MemberToolsStyle, OrgSwitcher, SignedInSession };

registerPart('header-member-tools', { AccountMenu, InstructorTools, MemberToolsStyle, OrgSwitcher, SignedInSession });
