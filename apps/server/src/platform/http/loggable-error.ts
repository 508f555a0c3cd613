import { sqlStateOf } from '../database/sql-state';

/** What the log keeps of an error. */
export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  sqlState?: string;
};

// A failed query's message repeats its parameters — the request's values, personal data among them.
const queryParameters = /\nparams:[\s\S]*$/;

/**
 * The log's serializer of `err`: type, message and stack, with a database error's query parameters cut off
 * and its SQLSTATE kept, and the same for the error it wraps.
 */
export function loggableError(error: unknown): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'a thrown value that is not an Error', stack: '' };
  }
  const sqlState = sqlStateOf(error);
  const cause = error.cause instanceof Error ? ` (cause: ${error.cause.message})` : '';
  return {
    type: error.name,
    message: `${error.message}${cause}`.replace(queryParameters, '\nparams: [not logged]'),
    stack: (error.stack ?? '').replace(queryParameters, ''),
    ...(sqlState ? { sqlState } : {}),
  };
}
