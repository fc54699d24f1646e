/** The payment state in local storage (key paymentState). Never throws; false when not saved. */
import { STORAGE_KEYS, local, type PaymentState } from '@yuno/core';
import { parsePaymentState, serialisePaymentState } from './paymentState';

export const loadPaymentState = (): PaymentState | null => parsePaymentState(local.get(STORAGE_KEYS.paymentState));

export const savePaymentState = (state: PaymentState): boolean => local.set(STORAGE_KEYS.paymentState, serialisePaymentState(state));

export const removePaymentState = (): boolean => local.remove(STORAGE_KEYS.paymentState);
