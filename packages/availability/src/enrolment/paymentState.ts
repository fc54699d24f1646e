/**
 * The saved payment state (spec 2 §3, local storage key paymentState): what checkout needs,
 * and what carries a visitor's choice across the login round trip. Pure: text in, text out.
 */
import { ENROLMENT_TYPES, asNumber, asString, isRecord, normaliseBatch, type EnrolmentPayload, type EnrolmentType, type PaymentState } from '@yuno/core';
import type { EnrolmentCourse } from './enrolmentPayload';

export interface PaymentStateInput {
  batch: PaymentState['batch'];
  course: EnrolmentCourse;
  payload: EnrolmentPayload;
  type: EnrolmentType;
  /** Where the learner chose the batch (path and query), to come back to. */
  redirectURL: string;
}

/** A fresh state. isCheckoutPage is false: it has not been handed to checkout yet. */
export function createPaymentState({ batch, course, payload, type, redirectURL }: PaymentStateInput, savedAt = Date.now()): PaymentState {
  return { redirectURL, batch, course: { id: course.id, title: course.title }, payload, type, isCheckoutPage: false, savedAt };
}

/** The state as handed to checkout: for this user, and flagged so a return visit drops it. */
export function handOffToCheckout(state: PaymentState, userId: number): PaymentState {
  return { ...state, payload: { ...state.payload, user_id: userId }, isCheckoutPage: true };
}

export function serialisePaymentState(state: PaymentState): string {
  return JSON.stringify(state);
}

const isEnrolmentType = (v: unknown): v is EnrolmentType => (ENROLMENT_TYPES as readonly unknown[]).includes(v);

/**
 * Reads a stored state; anything that cannot be one (another site's value under the same
 * key, a hand-edited or truncated string) is null rather than a half-state.
 */
export function parsePaymentState(text: string | null | undefined): PaymentState | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw) || !isRecord(raw.course) || !isRecord(raw.payload) || !isRecord(raw.batch)) return null;
  const courseId = asNumber(raw.course.id);
  if (courseId <= 0 || !isEnrolmentType(raw.type)) return null;
  const batch = normaliseBatch(raw.batch);
  if (batch.batch_id <= 0) return null;
  return {
    redirectURL: asString(raw.redirectURL),
    batch,
    course: { ...raw.course, id: courseId, title: asString(raw.course.title) },
    payload: { ...(raw.payload as Partial<EnrolmentPayload>), user_id: asNumber(raw.payload.user_id) },
    type: raw.type,
    isCheckoutPage: raw.isCheckoutPage === true,
    savedAt: asNumber(raw.savedAt),
  };
}
