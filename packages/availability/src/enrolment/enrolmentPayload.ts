/** The enrolment payload handed to checkout (spec 2 §3 "Enrolment payload"). */
import { ENROLMENT_PAYLOAD_DEFAULTS, type Batch, type EnrolmentPayload, type EnrolmentType } from '@yuno/core';
import { PAYMENT_MODE } from './enrolmentType';

/** The little the widgets know about the course being enrolled in. */
export interface EnrolmentCourse {
  id: number;
  title: string;
}

export interface EnrolmentPayloadInput {
  batch: Batch;
  course: EnrolmentCourse;
  /** 0 while logged out; the resume after login fills it in. */
  userId: number;
  type: EnrolmentType;
  /** From enrolmentAmount(): 0, the batch price or the chosen plan's total. */
  amount: number;
}

/**
 * Every field of the payload. What only the server or checkout can know (order id, receipt,
 * status, short link, notes) is left empty for checkout to fill; nothing is invented.
 */
export function buildEnrolmentPayload({ batch, course, userId, type, amount }: EnrolmentPayloadInput): EnrolmentPayload {
  return {
    id: '',
    receipt: '',
    title: course.title,
    user_id: userId,
    course_id: course.id,
    batch_id: batch.batch_id,
    batch_name: batch.batch_name,
    batch_end_date: batch.batch_end_date,
    payment_gateway: ENROLMENT_PAYLOAD_DEFAULTS.payment_gateway,
    payment_mode: PAYMENT_MODE[type],
    amount,
    amount_due: amount,
    total_instalments: ENROLMENT_PAYLOAD_DEFAULTS.total_instalments,
    instalment_amount: ENROLMENT_PAYLOAD_DEFAULTS.instalment_amount,
    duration: batch.duration_weeks,
    status: '',
    description: batch.batch_name,
    self_notes: '',
    currency: ENROLMENT_PAYLOAD_DEFAULTS.currency,
    counselor_id: ENROLMENT_PAYLOAD_DEFAULTS.counselor_id,
    short_url: '',
    zoho_product_id: batch.zoho_product_id,
  };
}
