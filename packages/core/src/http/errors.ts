/** Why a request failed, so a widget can choose its message and whether a retry makes sense. */
/** `shape`: a successful answer whose data is not what the widget needs (see shapes.ts). */
export type ApiErrorKind = 'http' | 'body' | 'timeout' | 'network' | 'parse' | 'shape' | 'aborted';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status (0 when no response came). */
  readonly status: number;
  /** The envelope's `code` when one was read. */
  readonly code: number | null;
  readonly data: unknown;

  constructor(message: string, init: { kind: ApiErrorKind; status?: number; code?: number | null; data?: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code ?? null;
    this.data = init.data;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The server says the session is over: HTTP 401 (how WordPress answers an expired or bad
 * token) or 401 in the body of a successful answer. Both mean the same to the person.
 */
export const isSessionOver = (error: unknown): boolean => isApiError(error) && (error.status === 401 || error.code === 401);
