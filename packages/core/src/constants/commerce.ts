/** Money, payment and enrolment constants (spec 1 §9, spec 2 §3, §4, §9). */

export const DEFAULT_CURRENCY = 'INR';

/** The currency formatter's own defaults differ from the product currency on purpose. */
export const CURRENCY_FORMAT_DEFAULTS = {
  currency: 'USD',
  locale: 'en-IN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
} as const;

export const RUPEE_SYMBOL = '₹';
export const FREE_PRICE_LABEL = 'Free';

export const PAYMENT_GATEWAY = 'razorpay';
export const PAYMENT_GATEWAYS = ['razorpay', 'generate_link'] as const;
export const PAYMENT_MODES = ['free', 'direct_payment', 'subscription', 'online'] as const;
export const ENROLMENT_TYPES = ['free', 'regular', 'subscription'] as const;

/** Fixed fields of a fresh enrolment payload. */
export const ENROLMENT_PAYLOAD_DEFAULTS = {
  payment_gateway: 'razorpay',
  currency: 'INR',
  total_instalments: 0,
  instalment_amount: 0,
  counselor_id: 0,
} as const;

export const STATUS_TAGS = ['PAID', 'EXPIRED', 'FAILED', 'ISSUED', 'ACTIVE', 'INACTIVE'] as const;
export type StatusTag = (typeof STATUS_TAGS)[number];

export const ACCOUNT_STATUS_DEACTIVE = 'de-active';
export const SIGNUP_PENDING = 'pending';
