/** User info, with the session's active organisation applied. */
import { demoUserById, type MockUserInfo } from '../fixtures/users';
import { noData, ok } from '../envelope';
import type { SessionState } from '../state';
import { GET, num, type RouteDef } from './shared';

/** The user as this session sees them, or null for id 0 and unknown ids. */
export function sessionUser(state: SessionState, id: number): MockUserInfo | null {
  const info = demoUserById(id)?.info;
  if (!info) return null;
  const active = state.activeOrg.get(id);
  return {
    ...info,
    org_id: info.org_id.map((o) => ({ ...o })),
    current_state: { org_id: active ?? info.current_state.org_id },
  };
}

export const userRoutes = {
  userInfo: {
    methods: GET,
    handle: ({ params, state }) => {
      const user = sessionUser(state, num(params.userId, -1));
      return user ? ok(user) : noData('User not found', null);
    },
  },
} satisfies Record<string, RouteDef>;
