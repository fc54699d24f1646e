/** The response envelope and the generic list module (spec 1 §3). */

/** Every response is read as code, message, data, count. */
export interface ApiEnvelope<T> {
  code: number;
  message: string;
  data: T;
  count?: number;
}

export interface ListModule<T> {
  loading: boolean;
  error: string | null;
  errorData: unknown;
  success: boolean;
  data: T[];
  count: number;
  currentCount: number;
  limit: number;
  offset: number;
  isLoadMore: boolean;
}
