import { describe, expect, it } from 'vitest';
import { afterStatusCheck, resumeStep } from './resumeDecision';
import { createPaymentState } from './paymentState';
import { buildEnrolmentPayload } from './enrolmentPayload';
import { testBatch } from '../shared/testBatch';

const course = { id: 1027, title: 'Spoken English for Professionals' };
const batch = testBatch();
const stored = createPaymentState({
  batch,
  course,
  payload: buildEnrolmentPayload({ batch, course, userId: 0, type: 'regular', amount: 14999 }),
  type: 'regular',
  redirectURL: '/course/',
});

describe('resuming after login', () => {
  it('does nothing without a stored state or before login', () => {
    expect(resumeStep(null, 4101)).toEqual({ kind: 'none' });
    expect(resumeStep(stored, 0)).toEqual({ kind: 'none' });
  });

  it('removes a state flagged as checkout page', () => {
    expect(resumeStep({ ...stored, isCheckoutPage: true }, 4101)).toEqual({ kind: 'discard' });
  });

  it("otherwise checks the enrolment status of the state's course", () => {
    expect(resumeStep(stored, 4101)).toEqual({ kind: 'check', courseId: 1027 });
  });

  it('shows the alert when already enrolled, else goes to checkout', () => {
    expect(afterStatusCheck(true)).toBe('alert');
    expect(afterStatusCheck(false)).toBe('checkout');
  });
});
