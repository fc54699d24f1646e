/** Why a request failed, so a widget can choose its message and whether a retry makes sense. */
export type ApiErrorKind = 'http' | 'body' | 'timeout' | 'network' | 'parse' | 'aborted';

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
