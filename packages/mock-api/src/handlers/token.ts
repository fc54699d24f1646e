/**
 * Token expiry and refresh. Demo tokens report 58 minutes left; a demo token with the
 * suffix '-expiring' reports 5, so the refresh loop can be seen at work. Refreshed tokens
 * report 60. Any other token is answered with 401 in the body.
 */
import { demoUsers } from '../fixtures/users';
import type { SessionState } from '../state';
import { bodyError, created } from '../envelope';
import { bodyOf, num, POST, str, type RouteDef } from './shared';

export const TOKEN_MINUTES = { demo: 58, expiring: 5, refreshed: 60 };

function minutesLeft(state: SessionState, userId: number, token: string): number | null {
  const issued = state.tokens.get(token);
  if (issued) return issued.userId === userId ? issued.minutes : null;
  const owner = Object.values(demoUsers).find((u) => u.id === userId && u.token);
  if (!owner) return null;
  if (token === owner.token) return TOKEN_MINUTES.demo;
  if (token === `${owner.token}-expiring`) return TOKEN_MINUTES.expiring;
  return null;
}

const UNAUTHORIZED = 'Unauthorized';

export const tokenRoutes = {
  tokenExpiry: {
    methods: POST,
    handle: (call) => {
      const body = bodyOf(call);
      const token = str(body.token).replace(/^Bearer\s+/i, '');
      const minutes = minutesLeft(call.state, num(body.userID ?? body.user_id), token);
      return minutes === null ? bodyError(401, UNAUTHORIZED) : created({ minutes }, 'Token expiry time');
    },
  },
  tokenRefresh: {
    methods: POST,
    handle: (call) => {
      const userId = num(bodyOf(call).user_id ?? bodyOf(call).userID);
      const owner = Object.values(demoUsers).find((u) => u.id === userId && u.token);
      if (!owner) return bodyError(401, UNAUTHORIZED);
      call.state.counters.token += 1;
      const token = `${owner.token}-r${call.state.counters.token}`;
      call.state.tokens.set(token, { userId, minutes: TOKEN_MINUTES.refreshed });
      return created({ token }, 'Token refreshed');
    },
  },
} satisfies Record<string, RouteDef>;
