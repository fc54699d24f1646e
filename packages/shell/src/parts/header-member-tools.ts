// The signed-in header's tools (account menu, organisation switcher, instructor tools) and
// the signed-in page's session duties: a part, fetched as the header mounts for a signed-in
// person. Visitors never load it.
import { registerPart } from '@yuno/runtime';
import { AccountMenu } from '../header/AccountMenu';
import { InstructorTools } from '../header/InstructorTools';
import { MemberToolsStyle } from '../header/MemberToolsStyle';
import { OrgSwitcher } from '../header/OrgSwitcher';
import { SignedInSession } from '../session/SignedInSession';

export { AccountMenu, InstructorTools, MemberToolsStyle, OrgSwitcher, SignedInSession };

registerPart('header-member-tools', { AccountMenu, InstructorTools, MemberToolsStyle, OrgSwitcher, SignedInSession });
