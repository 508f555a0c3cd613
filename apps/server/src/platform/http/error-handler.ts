import type { FastifyError, FastifyInstance } from 'fastify';
import { httpStatusOf, status as statusCodes, type Envelope } from '@simdesk/contract';
import { isDataException } from '../database/sql-state';
import { AppError } from './app-error';

/** Answers every failure as an envelope: refusals with their status, bad bodies as '400', the rest as '500'. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: Envelope = { status: error.status, msg: error.message, rows: error.rows };
      return reply.code(httpStatusOf[error.status]).send(body);
    }
    const clientError =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
    if (clientError) {
      const tooMany = error.statusCode === 429;
      const body: Envelope = {
        status: tooMany ? statusCodes.tooManyRequests : statusCodes.badRequest,
        msg: tooMany ? 'too many requests' : error.message,
        rows: [],
      };
      return reply.code(tooMany ? 429 : 200).send(body);
    }
    // A value past what a column holds (an id beyond 32 bits, text too long) that a schema let through.
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      const body: Envelope = { status: statusCodes.badRequest, msg: 'a value is out of range', rows: [] };
      return reply.code(httpStatusOf[statusCodes.badRequest]).send(body);
    }
    request.log.error({ err: error }, 'unexpected error');
    const body: Envelope = { status: statusCodes.serverError, msg: 'request error', rows: [] };
    return reply.code(500).send(body);
  });
}
