import { describe, expect, it } from 'vitest';
import { createPaymentState, handOffToCheckout, parsePaymentState, serialisePaymentState } from './paymentState';
import { buildEnrolmentPayload } from './enrolmentPayload';
import { testBatch } from '../test-support/batch';

const course = { id: 1027, title: 'Spoken English for Professionals' };
const batch = testBatch();
const payload = buildEnrolmentPayload({ batch, course, userId: 0, type: 'regular', amount: 14999 });
const savedAt = Date.UTC(2026, 10, 27, 9);
const state = createPaymentState({ batch, course, payload, type: 'regular', redirectURL: '/search/?state=%7B%7D' }, savedAt);

describe('payment state', () => {
  it('holds what checkout needs, when it was saved, and is not yet flagged as handed to checkout', () => {
    expect(state).toEqual({
      savedAt,
      redirectURL: '/search/?state=%7B%7D',
      batch,
      course: { id: 1027, title: 'Spoken English for Professionals' },
      payload,
      type: 'regular',
      isCheckoutPage: false,
    });
  });

  it('survives the round trip through storage text unchanged', () => {
    expect(parsePaymentState(serialisePaymentState(state))).toEqual(state);
    const handed = handOffToCheckout(state, 4101);
    expect(parsePaymentState(serialisePaymentState(handed))).toEqual(handed);
  });

  it('is handed to checkout for the logged-in user and flagged as such', () => {
    const handed = handOffToCheckout(state, 4101);
    expect(handed.payload.user_id).toBe(4101);
    expect(handed.isCheckoutPage).toBe(true);
    expect(state.payload.user_id).toBe(0);
    expect(state.isCheckoutPage).toBe(false);
  });

  it('refuses values that are not a payment state', () => {
    expect(parsePaymentState(null)).toBeNull();
    expect(parsePaymentState('')).toBeNull();
    expect(parsePaymentState('{"course":')).toBeNull();
    expect(parsePaymentState('"text"')).toBeNull();
    expect(parsePaymentState(JSON.stringify({ ...state, type: 'gift' }))).toBeNull();
    expect(parsePaymentState(JSON.stringify({ ...state, course: { id: 0 } }))).toBeNull();
    expect(parsePaymentState(JSON.stringify({ ...state, batch: null }))).toBeNull();
    expect(parsePaymentState(JSON.stringify({ ...state, batch: { batch_name: 'x' } }))).toBeNull();
  });

  it('reads a flag that is not exactly true as not handed to checkout', () => {
    expect(parsePaymentState(JSON.stringify({ ...state, isCheckoutPage: 'yes' }))?.isCheckoutPage).toBe(false);
  });
});
