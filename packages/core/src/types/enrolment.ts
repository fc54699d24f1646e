/** Enrolment, payment state and instructor availability (spec 2, section 3). */
import type { Batch } from './batch';
import type { Course } from './course';

export interface EnrolmentStatus {
  is_enrolled: boolean;
}

export interface AvailabilityColumn {
  /** 'slot' for the time column, else a day: sun … sat. */
  field: string;
  label?: string;
}

/** A cell of the weekly grid: the server's value, primitives or a small record. */
export type AvailabilityCell = string | number | boolean | null | Record<string, unknown>;

export interface AvailabilityRow {
  /** Such as '06:30'. */
  slug: string;
  [column: string]: AvailabilityCell;
}

export interface AvailabilityGrid {
  rows: AvailabilityRow[];
  columns: AvailabilityColumn[];
  count: number;
}

export type EnrolmentType = 'free' | 'regular' | 'subscription';
export type PaymentGateway = 'razorpay' | 'generate_link';
export type PaymentMode = 'free' | 'direct_payment' | 'subscription' | 'online';

export interface EnrolmentPayload {
  id: number | string;
  receipt: string;
  title: string;
  user_id: number;
  course_id: number;
  batch_id: number;
  batch_name: string;
  batch_end_date: string;
  payment_gateway: PaymentGateway;
  payment_mode: PaymentMode;
  amount: number;
  amount_due: number;
  total_instalments: number;
  instalment_amount: number;
  duration: number | string;
  status: string;
  description: string;
  self_notes: string;
  currency: string;
  counselor_id: number;
  short_url: string;
  zoho_product_id: string;
  // Also seen in the wild.
  entity?: 'invoice' | (string & {});
  Order_id?: string;
  customer_id?: string;
  org_id?: number | string;
  org_user_id?: number | string;
  org_user_phone?: string;
  org_user_name?: string;
  org_user_email?: string;
  org_crm_id?: string;
  org_cohort?: string;
  org_programs?: string;
  org_business_unit?: string;
  org_parents?: string;
}

/** Saved in local storage under the key paymentState. */
export interface PaymentState {
  redirectURL: string;
  batch: Batch;
  course: Pick<Course, 'id'> & Partial<Course>;
  payload: Partial<EnrolmentPayload> & { user_id: number };
  type: EnrolmentType;
  isCheckoutPage: boolean;
  /** When the choice was saved (ms since 1970): a choice waiting for login expires. */
  savedAt?: number;
}

export interface PaymentLinkForm {
  amount: number;
  user: unknown;
  batch: unknown;
  course: unknown;
  paymentType: string;
  selfNote: string;
  isInstallment: boolean;
  /** 2 or 3. */
  installments: number;
}

export interface PaymentLinkPayload {
  customer_name: string;
  customer_email: string;
  customer_contact: string;
  type: 'link';
  view_less: boolean | number;
  amount: number;
  currency: string;
  payment_description: string;
  receipt: string;
  partial_payment: boolean;
}

export interface PaymentLinkUpdatePayload {
  receipt_id: string;
  /** Spelled as the server expects it. */
  razerpay_invoice_id: string;
  short_url: string;
}
