// The signed-in header's tools (account menu, organisation switcher, instructor tools, the
// signed-in bar's styles) and the signed-in page's session duties: a part, fetched as the
// header mounts for a signed-in person. Visitors never load it.
import { registerPart } from '@yuno/runtime';
import { MemberActions, MemberPanel } from '../member-tools/MemberTools';
import { SignedInSession } from '../session/SignedInSession';

export { MemberActions, MemberPanel, SignedInSession };

registerPart('header-member-tools', { MemberActions, MemberPanel, SignedInSession });
