/**
 * What to do with a stored payment state once user info has loaded (spec 2 §4 "Clicking
 * Enroll", returning with a stored payment state). The spec leaves open where the choice
 * resumes: here only where it was made (the same page, and the same course where the widget
 * shows one), and only soon after, so a choice left behind never sends a learner to checkout
 * from some other page, or days later.
 */
import type { PaymentState } from '@yuno/core';

/** How long a visitor's choice waits for the login round trip. */
export const RESUME_MAX_AGE_MS = 30 * 60_000;

export type ResumeStep =
  /** Nothing stored, not logged in yet, or not the place of this choice: wait. */
  | { kind: 'none' }
  /** It was already handed to checkout, or it is too old: drop it. */
  | { kind: 'discard' }
  /** A choice made here before login: check the enrolment status of this course. */
  | { kind: 'check'; courseId: number };

/** Where a widget is asked to resume: this page's path, and the course it shows (if one). */
export interface ResumePlace {
  path: string;
  courseId?: number;
  now: number;
}

const pathOf = (url: string) => url.split(/[?#]/)[0];

export function resumeStep(state: PaymentState | null, loggedInUserId: number, place: ResumePlace): ResumeStep {
  if (!state || !loggedInUserId) return { kind: 'none' };
  if (state.isCheckoutPage) return { kind: 'discard' };
  // A state without its time is older than this rule: too old as well.
  if (!(place.now - (state.savedAt ?? 0) < RESUME_MAX_AGE_MS)) return { kind: 'discard' };
  if (pathOf(state.redirectURL) !== place.path) return { kind: 'none' };
  if (place.courseId !== undefined && place.courseId !== state.course.id) return { kind: 'none' };
  return { kind: 'check', courseId: state.course.id };
}

/** After the status check: already enrolled shows the alert (and drops the state), else checkout. */
export const afterStatusCheck = (isEnrolled: boolean): 'alert' | 'checkout' => (isEnrolled ? 'alert' : 'checkout');
