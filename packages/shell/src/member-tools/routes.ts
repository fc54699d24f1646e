/** The instructor's tools' own route; the member tools' part adds it as it loads (parts/header-member-tools.ts). */
import { withText, type RouteDefs } from '@yuno/core';

export const memberToolsRoutes = {
  inviteLink: { path: 'v1/referral/url/{userId}', shape: withText('invitation_link') },
} satisfies RouteDefs;

type MemberToolsRoutes = typeof memberToolsRoutes;
declare module '@yuno/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds names
  interface DeclaredRoutes extends MemberToolsRoutes {}
}
