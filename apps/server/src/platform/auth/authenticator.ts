import type { FastifyRequest } from 'fastify';
import { status as statusCodes } from '@simdesk/contract';
import type { Database } from '../database/connect';
import type { Clock } from '../clock';
import { AppError, loginExpired } from '../http/app-error';
import { loadOperatorContext, type OperatorContext } from './operator-context';
import { resumeSession, type SessionLimits } from './sessions';

export interface Authenticator {
  /** The caller of a request, or a refusal: '401' without a token, '10022' for an expired or revoked one. */
  authenticate(request: FastifyRequest): Promise<OperatorContext>;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export function createAuthenticator(db: Database, clock: Clock, limits: SessionLimits): Authenticator {
  return {
    async authenticate(request) {
      const token = bearerToken(request);
      if (!token) throw new AppError(statusCodes.unauthorized, 'please log in');
      const session = await resumeSession(db, clock, limits, token);
      if (!session) throw loginExpired();
      const context = await loadOperatorContext(db, session.operatorId, session.sessionId);
      if (!context) throw loginExpired();
      return context;
    },
  };
}
