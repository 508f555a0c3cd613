import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildCarrierSimApp } from '../app';
import { demoAppId, findAccount } from '../auth/accounts';
import { testCarrierSimConfig, type CarrierSimConfig } from '../config';
import { openSimDatabase } from '../database/database';
import { cardSeedProfile, type CardSeedProfile } from '../seed/card-seed-profile';
import { demoCardNumbers } from '../seed/demo-cards';
import { seedCards } from '../seed/seed-cards';
import type { SimServices } from '../services';

export const testAdminToken = 'test-admin-token';

/**
 * With CARRIER_SIM_TEST_DATABASE_URL (a PostgreSQL server) each test file gets a database of its own,
 * dropped afterwards; without it, an in-memory PGlite.
 */
async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const serverUrl = process.env.CARRIER_SIM_TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `carrier_sim_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestSim {
  app: FastifyInstance;
  services: SimServices;
  /** A token of the demo account (or of the given account and password). */
  signIn(appId?: string, password?: string): Promise<string>;
  get(path: string, token: string): Promise<LightMyRequestResponse>;
  post(path: string, token: string, body: unknown): Promise<LightMyRequestResponse>;
  admin(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    path: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestSimOptions {
  config?: Partial<CarrierSimConfig>;
  seedCards?: number;
  wallClock?: () => number;
  random?: () => number;
}

/** One simulator on an in-memory PGlite for a test file (start it in beforeAll). */
export async function createTestSim(options: TestSimOptions = {}): Promise<TestSim> {
  const config = testCarrierSimConfig(options.config);
  const server = await createTestDatabase();
  const database = await openSimDatabase({ databaseUrl: server?.url });
  const { app, services } = await buildCarrierSimApp({
    config,
    database,
    wallClock: options.wallClock,
    random: options.random,
  });
  if (options.seedCards) {
    const account = await findAccount(database, demoAppId);
    if (!account) throw new Error('demo account missing');
    await seedCards(database, account, options.seedCards, services.clock.now());
  }
  const headers = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    app,
    services,
    async signIn(appId = demoAppId, password = config.demoPassword) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/auth/token',
        payload: { appId, password },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    get: (path, token) => app.inject({ method: 'GET', url: path, headers: headers(token) }),
    post: (path, token, body) =>
      app.inject({ method: 'POST', url: path, headers: headers(token), payload: body as object }),
    admin: (method, path, body) =>
      app.inject({
        method,
        url: path,
        headers: { 'x-admin-token': testAdminToken },
        ...(body === undefined ? {} : { payload: body as object }),
      }),
    async close() {
      await app.close();
      await database.close();
      await server?.drop();
    },
  };
}

/** Polls an order until it is no longer pending. */
export async function waitForOrder(sim: TestSim, token: string, orderNumber: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await sim.get(`/v1/orders/${orderNumber}`, token);
    const order = response.json<{
      state: string;
      items: { iccid: string; state: string; reasonCode: string | null }[];
    }>();
    if (order.state !== 'pending') return order;
    if (Date.now() > deadline) throw new Error(`order ${orderNumber} still pending`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** ICCIDs of seeded cards (indexes below `seeded`) whose seed profile passes the test, in index order. */
export function seededCards(seeded: number, test: (profile: CardSeedProfile) => boolean): string[] {
  return Array.from({ length: seeded }, (_, index) => index)
    .filter((index) => test(cardSeedProfile(index)))
    .map((index) => demoCardNumbers(index).iccid);
}

/** Moves simulated time forward; tokens live in simulated time, so sign in again afterwards. */
export async function advanceClock(sim: TestSim, hours: number): Promise<void> {
  const response = await sim.admin('POST', '/admin/advance', { hours });
  if (response.statusCode !== 200) throw new Error(`advance failed: ${response.body}`);
}

/**
 * Every item of a cursor-paged answer: asks `fetchPage` with the cursor of the page before (null first) until
 * `cursorKey` comes back null; a page that is not 200 fails the test with its body.
 */
export async function allCursorPages<Item>(
  fetchPage: (cursor: string | null) => Promise<LightMyRequestResponse>,
  itemsKey: string,
  cursorKey: string,
): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const response = await fetchPage(cursor);
    if (response.statusCode !== 200)
      throw new Error(`page answered ${response.statusCode}: ${response.body}`);
    const page = response.json<Record<string, unknown>>();
    items.push(...(page[itemsKey] as Item[]));
    cursor = (page[cursorKey] as string | null) ?? null;
  } while (cursor);
  return items;
}

/** A test simulator without a rate limit, and a token of the demo account on it. */
export async function signedInTestSim(options: TestSimOptions): Promise<{ sim: TestSim; token: string }> {
  const sim = await createTestSim({ ...options, config: { rateLimitPerSecond: 0, ...options.config } });
  return { sim, token: await sim.signIn() };
}
