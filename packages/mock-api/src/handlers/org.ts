/** Switching the active organisation of an org-admin (POST v3/user/state). */
import { sessionUser } from './user';
import { bodyError, created } from '../envelope';
import { bodyOf, num, POST, type RouteDef } from './shared';

export const orgRoutes = {
  switchOrganization: {
    methods: POST,
    handle: (call) => {
      const body = bodyOf(call);
      const userId = num(body.user_id);
      const orgId = num(body.org_id);
      const user = sessionUser(call.state, userId);
      if (!user) return bodyError(404, 'User not found');
      if (!user.org_id.some((o) => o.id === orgId)) return bodyError(403, 'This organisation is not linked to your account');
      call.state.activeOrg.set(userId, orgId);
      return created({ user_id: userId, org_id: orgId }, 'Organisation switched');
    },
  },
} satisfies Record<string, RouteDef>;
