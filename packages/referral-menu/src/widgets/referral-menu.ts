import { registerWidget } from '@yuno/runtime';
import { ReferralMenu, type ReferralMenuProps } from '../menu/ReferralMenu';
import { referralMenuProps, validateReferralMenu } from '../props';
import { referralMenuCss } from '../styles';

registerWidget<ReferralMenuProps>('referral-menu', { component: ReferralMenu, props: referralMenuProps, css: referralMenuCss, validate: validateReferralMenu });
