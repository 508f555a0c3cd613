import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findAccount, setAccountEnabled, upsertAccount, demoAppId } from '../auth/accounts';
import { CarrierError, carrierErrorCodes, badRequest } from '../http/carrier-error';
import { parseWith } from '../http/card-selector';
import { faultConfigSchema } from '../http/faults';
import { numberPlanProblem } from '../seed/demo-cards';
import { seedCards } from '../seed/seed-cards';
import type { SimServices } from '../services';

const advanceRequest = z.strictObject({
  hours: z
    .number()
    .positive()
    .max(24 * 366),
});
const seedRequest = z.strictObject({
  count: z.number().int().min(0).max(10_000_000),
  appId: z.string().min(1).optional(),
});
const accountRequest = z.strictObject({
  appId: z.string().regex(/^[\w.-]{3,64}$/),
  name: z.string().min(1).max(100),
  password: z.string().min(8).max(200),
  rateLimitPerSecond: z.number().int().min(0).max(100_000).nullable().optional(),
  iccidPrefix: z.string(),
  msisdnPrefix: z.string(),
  imsiPrefix: z.string(),
});
const accountUpdate = z.strictObject({
  enabled: z.boolean().optional(),
  rateLimitPerSecond: z.number().int().min(0).max(100_000).nullable().optional(),
});

/** Operator controls of the simulator itself: time, faults, seeding, accounts. */
export function registerAdminRoutes(app: FastifyInstance, services: SimServices): void {
  const { database, clock } = services;
  const clockAnswer = () => ({
    simulatedTime: new Date(clock.now()).toISOString(),
    offsetHours: clock.offsetMilliseconds() / 3_600_000,
  });

  app.get('/admin/clock', async () => clockAnswer());

  app.post('/admin/advance', async (request) => {
    const { hours } = parseWith(advanceRequest, request.body);
    await clock.advance(hours * 3_600_000);
    // Orders that the jump made due take effect before the answer, so the caller sees a consistent world.
    await services.orders.runDue();
    return clockAnswer();
  });

  app.get('/admin/faults', async () => services.faults.current());

  app.put('/admin/faults', async (request) => {
    services.faults.replace(parseWith(faultConfigSchema, request.body));
    return services.faults.current();
  });

  app.post('/admin/seed', async (request) => {
    const body = parseWith(seedRequest, request.body);
    const account = await findAccount(database, body.appId ?? demoAppId);
    if (!account) throw badRequest(`no account ${body.appId}`);
    return { appId: account.appId, ...(await seedCards(database, account, body.count, clock.now())) };
  });

  app.post('/admin/accounts', async (request) => {
    const { iccidPrefix, msisdnPrefix, imsiPrefix, ...body } = parseWith(accountRequest, request.body);
    const plan = { iccidPrefix, msisdnPrefix, imsiPrefix };
    const problem = numberPlanProblem(plan);
    if (problem) throw badRequest(problem);
    const existing = await findAccount(database, body.appId);
    if (existing && JSON.stringify(existing.plan) !== JSON.stringify(plan)) {
      throw badRequest('the number plan of an existing account cannot change');
    }
    const account = await upsertAccount(database, { ...body, plan }).catch((error: unknown) => {
      // Another account already numbers its cards from one of these prefixes.
      if ((error as { code?: string }).code === '23505')
        throw badRequest('a prefix belongs to another account');
      throw error;
    });
    services.tokens.forgetAccounts();
    return {
      appId: account.appId,
      name: account.name,
      rateLimitPerSecond: account.rateLimitPerSecond,
      ...plan,
    };
  });

  app.patch<{ Params: { appId: string } }>('/admin/accounts/:appId', async (request) => {
    const body = parseWith(accountUpdate, request.body);
    const account = await findAccount(database, request.params.appId);
    if (!account)
      throw new CarrierError(404, carrierErrorCodes.notFound, `no account ${request.params.appId}`);
    if (body.enabled !== undefined) await setAccountEnabled(database, account.appId, body.enabled);
    if (body.rateLimitPerSecond !== undefined) {
      await database.query('UPDATE carrier_sim.accounts SET rate_limit_per_second = $2 WHERE app_id = $1', [
        account.appId,
        body.rateLimitPerSecond,
      ]);
    }
    services.tokens.forgetAccounts();
    const updated = await findAccount(database, account.appId);
    return {
      appId: account.appId,
      enabled: updated?.enabled,
      rateLimitPerSecond: updated?.rateLimitPerSecond,
    };
  });

  app.get('/admin/stats', async () => {
    const cards = await database.query<{ appId: string; cards: number }>(
      'SELECT app_id AS "appId", count(*)::int AS cards FROM carrier_sim.cards GROUP BY app_id ORDER BY app_id',
    );
    const orders = await database.query<{ state: string; orders: number }>(
      'SELECT state, count(*)::int AS orders FROM carrier_sim.orders GROUP BY state ORDER BY state',
    );
    return { ...clockAnswer(), database: database.kind, cards, orders };
  });
}
