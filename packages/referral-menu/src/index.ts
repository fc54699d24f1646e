/** @yuno/referral-menu: the referral code, its Generate and Copy actions, and the referral links. */
export { ReferralMenu, type ReferralMenuProps } from './menu/ReferralMenu';
export { REFERRAL_ITEMS, itemsFor, titleFor, type ReferralItem } from './menu/referralItems';
export { referralMenuCss } from './styles';
