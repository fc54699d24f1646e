/** Referral code (read, generate) and invite link. */
import { sessionUser } from './user';
import { bodyError, created, noData, ok } from '../envelope';
import { bodyOf, GET, num, POST, type RouteDef } from './shared';

const codeFor = (firstName: string, id: number) => `${firstName.toUpperCase().replace(/[^A-Z]/g, '')}${id}`;

export const referralRoutes = {
  referralCode: {
    methods: GET,
    handle: ({ params, state }) => {
      const code = state.referralCodes.get(num(params.userId));
      return code ? ok({ referral_code: code }) : noData('No referral code found', null);
    },
  },
  generateReferralCode: {
    methods: POST,
    handle: (call) => {
      const userId = num(bodyOf(call).user_id);
      const user = sessionUser(call.state, userId);
      if (!user) return bodyError(400, 'Invalid user');
      // Generating twice keeps the first code, as codes are shared with others.
      const code = call.state.referralCodes.get(userId) ?? codeFor(user.first_name, userId);
      call.state.referralCodes.set(userId, code);
      return created({ referral_code: code }, 'Referral code generated successfully');
    },
  },
  inviteLink: {
    methods: GET,
    handle: ({ params, state, req }) => {
      const code = state.referralCodes.get(num(params.userId));
      if (!code) return noData('No invite link found', null);
      const origin = req.origin || 'http://127.0.0.1:5173';
      return ok({ invitation_link: `${origin}/login/?type=signup&ref=${encodeURIComponent(code)}` });
    },
  },
} satisfies Record<string, RouteDef>;
