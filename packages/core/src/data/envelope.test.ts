import { describe, it, expect } from 'vitest';
import { envelopeToAction, MODULE_ERROR_CODES } from './envelope';
import { normaliseBatch } from '../safety';

describe('envelopeToAction', () => {
  it('reads a successful listing with its count', () => {
    expect(envelopeToAction({ code: 200, message: 'ok', data: [{ id: 1 }], count: 9 })).toEqual({
      type: 'success',
      data: [{ id: 1 }],
      count: 9,
    });
    expect(envelopeToAction({ code: '201', data: [] })).toEqual({ type: 'success', data: [] });
  });

  it('reads the total from another key (batch_count)', () => {
    const a = envelopeToAction({ code: 200, data: [{ batch_id: '5' }], batch_count: 12 }, { item: normaliseBatch, countKey: 'batch_count' });
    expect(a).toMatchObject({ type: 'success', count: 12 });
    expect(a.type === 'success' && a.data[0].batch_id).toBe(5);
  });

  it('treats 204 and 401 in the body as errors with the server message', () => {
    expect(MODULE_ERROR_CODES).toEqual([204, 401]);
    expect(envelopeToAction({ code: 204, message: 'No learners found', data: [] })).toMatchObject({
      type: 'error',
      message: 'No learners found',
    });
    expect(envelopeToAction({ code: 401, message: 'Not allowed' })).toMatchObject({ type: 'error', message: 'Not allowed' });
  });

  it('falls back to the common message', () => {
    expect(envelopeToAction({ code: 500 })).toMatchObject({
      type: 'error',
      message: 'An error seems to have occurred. Please try again. ',
    });
    expect(envelopeToAction('garbage')).toMatchObject({ type: 'error' });
    expect(envelopeToAction(null)).toMatchObject({ type: 'error' });
  });

  it('treats non-list data as empty', () => {
    expect(envelopeToAction({ code: 200, data: { a: 1 } })).toEqual({ type: 'success', data: [] });
  });
});
