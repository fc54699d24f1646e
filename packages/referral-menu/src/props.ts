import { propsFromBlock, type PropsSchema } from '@yuno/runtime';
import { attributes } from '../../../wp-plugin/blocks/referral-menu/block.json';
import type { ReferralMenuProps } from './menu/ReferralMenu';

export const referralMenuProps: PropsSchema = propsFromBlock(attributes, { headingLevel: { type: 'number', default: 2 } });

export const validateReferralMenu = ({ headingLevel = 2 }: ReferralMenuProps) =>
  [2, 3, 4].includes(headingLevel) ? null : 'The "headingLevel" property must be 2, 3 or 4.';
