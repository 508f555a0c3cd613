import { status as statusCodes, type StatusCode } from '@simdesk/contract';

/** A refusal the caller should see: becomes an envelope with this status and msg, never a 5xx. */
export class AppError extends Error {
  constructor(
    readonly status: StatusCode,
    message: string,
    readonly rows: unknown[] = [],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const forbidden = (message = 'Forbidden') => new AppError(statusCodes.forbidden, message);
export const badRequest = (message: string) => new AppError(statusCodes.badRequest, message);
export const notFound = (message = 'not found') => new AppError(statusCodes.notFound, message);
export const loginExpired = () =>
  new AppError(statusCodes.loginExpired, 'login state has expired, please log in again');

/** A request that waited its longest for a turn or a database connection: the console is busy now, not broken. */
export const serverBusy = () =>
  new AppError(statusCodes.tooManyRequests, 'the console is busy, please try again in a moment');
