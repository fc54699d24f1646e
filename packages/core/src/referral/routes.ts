/**
 * The referral code's routes: the referral menu, the side menu's referral panel and the
 * instructor's tools call them, and never on the marketing page, so the runtime does not carry
 * them: each of those bundles adds them as it loads (`defineRoutes(referralRoutes)`).
 */
import type { RouteDefs } from '../http/routes';
import { withText } from '../safety/shapes';

export const referralRoutes = {
  referralCode: { path: 'v1/referral/code/{userId}', shape: withText('referral_code') },
  generateReferralCode: { path: 'v1/referral/code' },
} satisfies RouteDefs;
