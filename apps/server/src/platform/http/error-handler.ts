import type { FastifyError, FastifyInstance } from 'fastify';
import { httpStatusOf, status as statusCodes, type Envelope } from '@simdesk/contract';
import { isDataException, isPoolWaitTimeout } from '../database/sql-state';
import { AppError, serverBusy } from './app-error';

/** What a failure is answered as: the envelope and its HTTP status. */
interface FailureAnswer {
  body: Envelope;
  httpStatus: number;
  /** Why the log keeps it, when it does. */
  logAs?: { level: 'warn' | 'error'; message: string };
}

/** Refusals with their status, bad bodies as '400', values the database refused as '400', the rest '500'. */
export function failureAnswer(error: unknown): FailureAnswer {
  if (error instanceof AppError) {
    return {
      body: { status: error.status, msg: error.message, rows: error.rows },
      httpStatus: httpStatusOf[error.status],
    };
  }
  const { statusCode, message } = (error ?? {}) as Partial<FastifyError>;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const tooMany = statusCode === 429;
    return {
      body: {
        status: tooMany ? statusCodes.tooManyRequests : statusCodes.badRequest,
        msg: tooMany ? 'too many requests' : (message ?? ''),
        rows: [],
      },
      httpStatus: tooMany ? 429 : 200,
    };
  }
  // Every connection of the pool stayed busy for the whole wait: the caller may try again in a moment.
  if (isPoolWaitTimeout(error))
    return { ...failureAnswer(serverBusy()), logAs: { level: 'warn', message: 'database busy' } };
  // A value past what a column holds (an id beyond 32 bits, text too long) that a schema let through.
  if (isDataException(error)) {
    return {
      body: { status: statusCodes.badRequest, msg: 'a value is out of range', rows: [] },
      httpStatus: httpStatusOf[statusCodes.badRequest],
      logAs: { level: 'warn', message: 'value refused by the database' },
    };
  }
  return {
    body: { status: statusCodes.serverError, msg: 'request error', rows: [] },
    httpStatus: 500,
    logAs: { level: 'error', message: 'unexpected error' },
  };
}

/** Answers every failure as an envelope (see failureAnswer). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const answer = failureAnswer(error);
    if (answer.logAs) request.log[answer.logAs.level]({ err: error }, answer.logAs.message);
    return reply.code(answer.httpStatus).send(answer.body);
  });
}
