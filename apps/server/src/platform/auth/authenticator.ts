import type { FastifyRequest } from 'fastify';
import { status as statusCodes } from '@simdesk/contract';
import type { Database } from '../database/connect';
import type { Clock } from '../clock';
import { AppError, loginExpired } from '../http/app-error';
import { loadSessionCaller, type OperatorContext } from './operator-context';
import { judgeSession, revokeSession, touchSession, type SessionLimits } from './sessions';
import { hashToken } from './tokens';

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
      // The session and its operator's rights in one round trip: the cost every signed-in call pays.
      const found = await loadSessionCaller(db, hashToken(token));
      if (!found) throw loginExpired();
      const verdict = judgeSession(found.session, limits, clock.now().getTime());
      if (verdict === 'refuse') throw loginExpired();
      if (verdict === 'expire') {
        await revokeSession(db, clock, found.session.id);
        throw loginExpired();
      }
      if (verdict === 'touch') await touchSession(db, clock, found.session.id);
      if (!found.context) throw loginExpired();
      return found.context;
    },
  };
}
