import { describe, expect, it } from 'vitest';
import { buildEnrolmentPayload } from './enrolmentPayload';
import { testBatch } from '../test-support/batch';

describe('enrolment payload', () => {
  const course = { id: 1027, title: 'Spoken English for Professionals' };

  it('carries every field of the spec, with the fixed gateway, currency and instalments', () => {
    const payload = buildEnrolmentPayload({ batch: testBatch(), course, userId: 4101, type: 'regular', amount: 14999 });
    expect(payload).toEqual({
      id: '',
      receipt: '',
      title: 'Spoken English for Professionals',
      user_id: 4101,
      course_id: 1027,
      batch_id: 102701,
      batch_name: 'Spoken English (Mon/Wed/Fri 18:30)',
      batch_end_date: '2026-04-30',
      payment_gateway: 'razorpay',
      payment_mode: 'direct_payment',
      amount: 14999,
      amount_due: 14999,
      total_instalments: 0,
      instalment_amount: 0,
      duration: 8,
      status: '',
      description: 'Spoken English (Mon/Wed/Fri 18:30)',
      self_notes: '',
      currency: 'INR',
      counselor_id: 0,
      short_url: '',
      zoho_product_id: '4876000102701',
    });
  });

  it('sets the payment mode by type and the amount due to the amount', () => {
    const free = buildEnrolmentPayload({ batch: testBatch({ price: 0 }), course, userId: 0, type: 'free', amount: 0 });
    expect(free).toMatchObject({ payment_mode: 'free', amount: 0, amount_due: 0, user_id: 0 });
    const sub = buildEnrolmentPayload({ batch: testBatch({ price: 0 }), course, userId: 4101, type: 'subscription', amount: 4860 });
    expect(sub).toMatchObject({ payment_mode: 'subscription', amount: 4860, amount_due: 4860 });
  });
});
