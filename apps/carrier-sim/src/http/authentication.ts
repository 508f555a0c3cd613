import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Account } from '../auth/accounts';
import type { RateLimiter } from '../auth/rate-limiter';
import type { TokenService } from '../auth/tokens';
import { CarrierError, carrierErrorCodes } from './carrier-error';

const requestAccounts = new WeakMap<FastifyRequest, Account>();

/** The account that signed the request (routes under /v1 other than the token endpoint). */
export function requestAccount(request: FastifyRequest): Account {
  const account = requestAccounts.get(request);
  if (!account)
    throw new CarrierError(401, carrierErrorCodes.tokenMissing, 'Authorization: Bearer <token> required');
  return account;
}

/** Throws 429 with Retry-After when the account is over its rate (0 means no limit). */
export function enforceRateLimit(limiter: RateLimiter, key: string, limitPerSecond: number): void {
  if (limitPerSecond <= 0) return;
  const waitMilliseconds = limiter.take(key, limitPerSecond);
  if (waitMilliseconds > 0) {
    throw new CarrierError(
      429,
      carrierErrorCodes.rateLimited,
      `more than ${limitPerSecond} requests per second`,
      {
        retryAfterSeconds: Math.ceil(waitMilliseconds / 1000),
      },
    );
  }
}

export const tokenPath = '/v1/auth/token';

/** Every /v1 call but the token request needs a valid bearer token, and counts against its account's rate. */
export function installAuthentication(
  app: FastifyInstance,
  tokens: TokenService,
  limiter: RateLimiter,
  defaultRatePerSecond: number,
): void {
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/v1/') || request.routeOptions.url === tokenPath) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      throw new CarrierError(401, carrierErrorCodes.tokenMissing, 'Authorization: Bearer <token> required');
    }
    const account = await tokens.verify(match[1]);
    enforceRateLimit(limiter, account.appId, account.rateLimitPerSecond ?? defaultRatePerSecond);
    requestAccounts.set(request, account);
  });
}
