/** @yuno/referral-menu: the referral code, its Generate and Copy actions, and the referral links. */
export { ReferralMenu, type ReferralMenuProps } from './ReferralMenu';
export { REFERRAL_ITEMS, itemsFor, titleFor, type ReferralItem } from './referralItems';
export { default as referralMenuCss } from './referral-menu.css?inline';
