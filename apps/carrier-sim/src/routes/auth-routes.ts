import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findAccount } from '../auth/accounts';
import { enforceRateLimit, tokenPath } from '../http/authentication';
import { parseWith } from '../http/card-selector';
import type { SimServices } from '../services';

const tokenRequest = z.strictObject({
  appId: z.string().min(1).max(64),
  password: z.string().min(1).max(200),
});

export function registerAuthRoutes(app: FastifyInstance, services: SimServices): void {
  app.post(tokenPath, async (request) => {
    const { appId, password } = parseWith(tokenRequest, request.body);
    // Token requests count against the app id too, so guessing passwords is as slow as any other call.
    const account = await findAccount(services.database, appId);
    enforceRateLimit(
      services.rateLimiter,
      appId,
      account?.rateLimitPerSecond ?? services.config.rateLimitPerSecond,
    );
    return services.tokens.issue(appId, password);
  });
}
