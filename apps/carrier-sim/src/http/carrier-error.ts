import type { FastifyInstance } from 'fastify';

/** Error codes of the simulated carrier API (the `code` of every error body). */
export const carrierErrorCodes = {
  invalidParameter: 'INVALID_PARAMETER',
  authenticationFailed: 'AUTHENTICATION_FAILED',
  tokenMissing: 'TOKEN_MISSING',
  tokenInvalid: 'TOKEN_INVALID',
  tokenExpired: 'TOKEN_EXPIRED',
  accountDisabled: 'ACCOUNT_DISABLED',
  rateLimited: 'RATE_LIMITED',
  batchTooLarge: 'BATCH_TOO_LARGE',
  duplicateCard: 'DUPLICATE_CARD',
  cardNotFound: 'CARD_NOT_FOUND',
  poolNotFound: 'POOL_NOT_FOUND',
  poolNotValid: 'POOL_NOT_VALID',
  messageNotFound: 'MESSAGE_NOT_FOUND',
  workOrderNotFound: 'WORK_ORDER_NOT_FOUND',
  billNotReady: 'BILL_NOT_READY',
  billNotFound: 'BILL_NOT_FOUND',
  orderNotFound: 'ORDER_NOT_FOUND',
  changeTooFrequent: 'CHANGE_TOO_FREQUENT',
  realNameInProgress: 'REAL_NAME_IN_PROGRESS',
  adminDisabled: 'ADMIN_DISABLED',
  adminTokenInvalid: 'ADMIN_TOKEN_INVALID',
  notFound: 'NOT_FOUND',
  internalError: 'INTERNAL_ERROR',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type CarrierErrorCode = (typeof carrierErrorCodes)[keyof typeof carrierErrorCodes];

/** An error answered as `{ code, message, ...details }` with an HTTP status. */
export class CarrierError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: CarrierErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new CarrierError(400, carrierErrorCodes.invalidParameter, message, details);

/** Every failure becomes a carrier-style body; nothing unexpected leaks its stack. */
export function installCarrierErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof CarrierError) {
      const retryAfter = error.details.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
      return reply
        .status(error.httpStatus)
        .send({ code: error.code, message: error.message, ...error.details });
    }
    const { statusCode, message } = error as { statusCode?: unknown; message?: unknown };
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      // Fastify's own refusals: a body that is not JSON, a wrong content type, a body too large.
      return reply.status(400).send({ code: carrierErrorCodes.invalidParameter, message: String(message) });
    }
    request.log.error(error);
    return reply.status(500).send({ code: carrierErrorCodes.internalError, message: 'internal error' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: carrierErrorCodes.notFound,
      message: `no such endpoint: ${request.method} ${request.url}`,
    }),
  );
}
