import { ERROR_MESSAGES, toast, TOAST_DURATION_MS, type ApiEnvelope } from '@yuno/core';

/**
 * Runs a change request. Success: a success toast with the given text. Failure: a danger
 * toast for 5 s, with the server's message or, where the spec says so, the common one.
 * Returns the answer's data, or undefined on failure.
 */
export async function send<T>(run: () => Promise<ApiEnvelope<T>>, successText: string, failure: 'server' | 'common' = 'server'): Promise<{ data: T } | undefined> {
  try {
    const answer = await run();
    toast(successText, 'success');
    return { data: answer.data };
  } catch (error) {
    const message = failure === 'server' && error instanceof Error && error.message ? error.message : ERROR_MESSAGES.common;
    toast(message, 'danger', TOAST_DURATION_MS.error);
    return undefined;
  }
}
