import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { demoAppId, upsertAccount } from './auth/accounts';
import { createRateLimiter } from './auth/rate-limiter';
import { createTokenService } from './auth/tokens';
import type { CarrierSimConfig } from './config';
import type { SimDatabase } from './database/database';
import { installAdminGuard } from './http/admin-guard';
import { installAuthentication } from './http/authentication';
import { installCarrierErrorHandling } from './http/carrier-error';
import { installFaultInjection } from './http/faults';
import { changeKinds } from './orders/change-kinds';
import { startOrderWorker } from './orders/order-worker';
import { openDocumentHasher } from './real-name/document-hasher';
import { realNameChanges } from './real-name/real-name-changes';
import { registerAdminRoutes } from './routes/admin-routes';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerCardListRoutes } from './routes/card-list-routes';
import { registerCardQueryRoutes } from './routes/card-query-routes';
import { registerChangeRoutes } from './routes/change-routes';
import { registerBillRoutes } from './routes/bill-routes';
import { registerCdrRoutes } from './routes/cdr-routes';
import { registerImeiRoutes } from './routes/imei-routes';
import { registerPoolRoutes } from './routes/pool-routes';
import { registerRealNameRoutes } from './routes/real-name-routes';
import { registerRealNameAdminRoutes } from './routes/real-name-admin-routes';
import { registerSmsRoutes } from './routes/sms-routes';
import { registerWhitelistRoutes } from './routes/whitelist-routes';
import { demoCardNumberPlan } from './seed/demo-cards';
import type { SimServices } from './services';
import { openSimClock } from './time/sim-clock';

export interface BuildOptions {
  config: CarrierSimConfig;
  database: SimDatabase;
  /** Real time; tests may drive it. */
  wallClock?: () => number;
  /** Chance source of fault injection; tests may fix it. */
  random?: () => number;
}

/** Builds the simulator: the demo account exists afterwards; cards are seeded separately. */
export async function buildCarrierSimApp(
  options: BuildOptions,
): Promise<{ app: FastifyInstance; services: SimServices }> {
  const { config, database } = options;
  // A gateway polls steadily; one log line per request only when asked for (debug).
  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    bodyLimit: 1 << 20,
  });
  installCarrierErrorHandling(app);
  const faults = installFaultInjection(app, config.faults, options.random);
  installAdminGuard(app, config.adminToken);

  await upsertAccount(database, {
    appId: demoAppId,
    name: 'simdesk demo enterprise',
    password: config.demoPassword,
    plan: demoCardNumberPlan,
  });
  const clock = await openSimClock(database, options.wallClock);
  const allChangeKinds = [
    ...changeKinds,
    ...realNameChanges({
      hasher: await openDocumentHasher(database, config.documentHashKey),
      now: () => clock.now(),
      reviewShare: config.realNameReviewShare,
    }),
  ];
  const services: SimServices = {
    config,
    database,
    clock,
    faults,
    tokens: createTokenService(database, clock, config.tokenLifetimeSeconds),
    rateLimiter: createRateLimiter(options.wallClock),
    orders: startOrderWorker(database, clock, allChangeKinds, app.log, config.imeiChangeShare),
    changeKinds: allChangeKinds,
  };
  installAuthentication(app, services.tokens, services.rateLimiter, config.rateLimitPerSecond);
  app.addHook('onClose', async () => services.orders.stop());

  app.get('/health', async () => ({ status: 'ok', simulatedTime: new Date(clock.now()).toISOString() }));
  registerAuthRoutes(app, services);
  registerCardQueryRoutes(app, services);
  registerCardListRoutes(app, services);
  registerPoolRoutes(app, services);
  registerImeiRoutes(app, services);
  registerCdrRoutes(app, services);
  registerSmsRoutes(app, services);
  registerBillRoutes(app, services);
  registerWhitelistRoutes(app, services);
  registerRealNameRoutes(app, services);
  registerChangeRoutes(app, services);
  registerAdminRoutes(app, services);
  registerRealNameAdminRoutes(app, services);
  return { app, services };
}
