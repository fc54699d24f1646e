import { describe, expect, it } from 'vitest';
import { afterStatusCheck, RESUME_MAX_AGE_MS, resumeStep } from './resumeDecision';
import { createPaymentState } from './paymentState';
import { buildEnrolmentPayload } from './enrolmentPayload';
import { testBatch } from '../test-support/batch';

const course = { id: 1027, title: 'Spoken English for Professionals' };
const batch = testBatch();
const savedAt = Date.UTC(2026, 10, 27, 9);
const stored = createPaymentState(
  {
    batch,
    course,
    payload: buildEnrolmentPayload({ batch, course, userId: 0, type: 'regular', amount: 14999 }),
    type: 'regular',
    redirectURL: '/course/?course_id=1027',
  },
  savedAt,
);
/** The course page of course 1027, a minute after the choice. */
const here = { path: '/course/', courseId: 1027, now: savedAt + 60_000 };

describe('resuming after login', () => {
  it('does nothing without a stored state or before login', () => {
    expect(resumeStep(null, 4101, here)).toEqual({ kind: 'none' });
    expect(resumeStep(stored, 0, here)).toEqual({ kind: 'none' });
  });

  it('removes a state flagged as checkout page', () => {
    expect(resumeStep({ ...stored, isCheckoutPage: true }, 4101, here)).toEqual({ kind: 'discard' });
  });

  it("checks the enrolment status of the state's course on the page it was made on", () => {
    expect(resumeStep(stored, 4101, here)).toEqual({ kind: 'check', courseId: 1027 });
    // A widget that shows no course of its own (the search page's panel) resumes by the page alone.
    expect(resumeStep(stored, 4101, { ...here, courseId: undefined })).toEqual({ kind: 'check', courseId: 1027 });
  });

  it('leaves it alone on another page, or beside another course', () => {
    expect(resumeStep(stored, 4101, { ...here, path: '/' })).toEqual({ kind: 'none' });
    expect(resumeStep(stored, 4101, { ...here, path: '/learner/', courseId: undefined })).toEqual({ kind: 'none' });
    expect(resumeStep(stored, 4101, { ...here, courseId: 1001 })).toEqual({ kind: 'none' });
  });

  it('drops it once it has waited too long, or when it carries no time', () => {
    expect(resumeStep(stored, 4101, { ...here, now: savedAt + RESUME_MAX_AGE_MS - 1 }).kind).toBe('check');
    expect(resumeStep(stored, 4101, { ...here, now: savedAt + RESUME_MAX_AGE_MS })).toEqual({ kind: 'discard' });
    expect(resumeStep({ ...stored, savedAt: undefined }, 4101, here)).toEqual({ kind: 'discard' });
  });

  it('shows the alert when already enrolled, else goes to checkout', () => {
    expect(afterStatusCheck(true)).toBe('alert');
    expect(afterStatusCheck(false)).toBe('checkout');
  });
});
