/** How a call failed: an envelope status other than '0', an HTTP error, no answer, or no answer in time. */
export type ApiFailureKind = 'status' | 'http' | 'network' | 'timeout' | 'client';

/** Every failed call rejects with this, so react-query (and callers) see the status. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiFailureKind,
    /** The envelope status, or the HTTP status as a string when there was no envelope. */
    readonly status: string,
    message: string,
    readonly httpStatus: number | undefined = undefined,
    readonly rows: readonly unknown[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
