/**
 * Turning a response envelope into a list action, as the spec reads answers: success codes
 * come from the body; 204 and 401 inside a successful response count as module errors
 * with the server's message; a failure stores the server message, else the common one.
 */
import { ERROR_MESSAGES, RESPONSE_CODE } from '../constants';
import { asArray, asNumber, asObject, asString } from '../safety';
import type { ListModuleAction } from './listModule';

export interface EnvelopeToActionOptions<T> {
  /** Codes read as success; 200 and 201 unless told. */
  successCodes?: readonly number[];
  /** Normalise each item; items it rejects (null) are dropped. Without it items pass as they are. */
  item?: (raw: unknown) => T | null | undefined;
  /** Where the total is when not `count` (the batch list reads batch_count). */
  countKey?: string;
}

export function envelopeToAction<T>(raw: unknown, options: EnvelopeToActionOptions<T> = {}): ListModuleAction<T> {
  const envelope = asObject(raw);
  const code = asNumber(envelope.code, Number.NaN);
  const successCodes = options.successCodes ?? [RESPONSE_CODE.ok, RESPONSE_CODE.created];
  if (!successCodes.includes(code)) {
    return {
      type: 'error',
      message: asString(envelope.message) || ERROR_MESSAGES.common,
      errorData: raw,
    };
  }
  const data = asArray(envelope.data, options.item ?? ((v) => v as T));
  const countRaw = options.countKey !== undefined ? (envelope[options.countKey] ?? asObject(envelope.data)[options.countKey]) : envelope.count;
  const count = asNumber(countRaw, Number.NaN);
  return Number.isNaN(count) ? { type: 'success', data } : { type: 'success', data, count };
}

/** Codes that mark a module errored even inside a successful HTTP response. */
export const MODULE_ERROR_CODES: readonly number[] = [RESPONSE_CODE.noContent, RESPONSE_CODE.unauthorised];
