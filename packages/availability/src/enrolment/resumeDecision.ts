/**
 * What to do with a stored payment state once user info has loaded (spec 2 §4 "Clicking
 * Enroll", returning with a stored payment state).
 */
import type { PaymentState } from '@yuno/core';

export type ResumeStep =
  /** Nothing stored, or not logged in yet: wait. */
  | { kind: 'none' }
  /** It was already handed to checkout: drop it. */
  | { kind: 'discard' }
  /** A choice made before login: check the enrolment status of this course. */
  | { kind: 'check'; courseId: number };

export function resumeStep(state: PaymentState | null, loggedInUserId: number): ResumeStep {
  if (!state || !loggedInUserId) return { kind: 'none' };
  if (state.isCheckoutPage) return { kind: 'discard' };
  return { kind: 'check', courseId: state.course.id };
}

/** After the status check: already enrolled shows the alert (and drops the state), else checkout. */
export const afterStatusCheck = (isEnrolled: boolean): 'alert' | 'checkout' => (isEnrolled ? 'alert' : 'checkout');
