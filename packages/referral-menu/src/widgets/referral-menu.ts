import { registerWidget } from '@yuno/runtime';
import { ReferralMenu, type ReferralMenuProps } from '../ReferralMenu';
import { referralMenuProps, validateReferralMenu } from '../props';
import css from '../referral-menu.css?inline';

registerWidget<ReferralMenuProps>('referral-menu', { component: ReferralMenu, props: referralMenuProps, css, validate: validateReferralMenu });
