// The signed-in header's tools (account menu, organisation switcher, instructor tools): a
// part, fetched as the header mounts for a signed-in person. Visitors never load it.
import { registerPart } from '@yuno/runtime';
import { AccountMenu } from '../header/AccountMenu';
import { InstructorTools } from '../header/InstructorTools';
import { MemberToolsStyle } from '../header/MemberToolsStyle';
import { OrgSwitcher } from '../header/OrgSwitcher';

export { AccountMenu, InstructorTools, MemberToolsStyle, OrgSwitcher };

registerPart('header-member-tools', { AccountMenu, InstructorTools, MemberToolsStyle, OrgSwitcher });
