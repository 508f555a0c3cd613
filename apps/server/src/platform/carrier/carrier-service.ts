import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../database/connect';
import { carrierAccounts } from '../database/schema-carrier';
import { carrierBatchLimit } from './batches';
import { createCallRecorder } from './carrier-call-log';
import { CarrierError } from './carrier-error';
import { createCarrierRateLimit, defaultCarrierRequestsPerSecond } from './carrier-rate-limit';
import type { CarrierGateway } from './carrier-gateway';
import { createCarrierHttpClient } from './carrier-http-client';
import { defaultRetryPolicy, type RetryPolicy } from './retry-policy';
import { createSecretBox, loadOrCreateSecretKey, type SecretBox } from './secret-box';
import { createSimulatorGateway } from './simulator-adapter';
import { createTokenCache } from './token-cache';

export interface CarrierServiceOptions {
  /** SIMDESK_SECRET_KEY; absent: a key generated once and kept in the database. */
  secretKey?: string;
  retryPolicy?: RetryPolicy;
  /** Limit of one HTTP exchange with a carrier. */
  timeoutMs?: number;
  batchSize?: number;
  fetch?: typeof fetch;
  /** Calls per second to one account across every process (SIMDESK_CARRIER_REQUESTS_PER_SECOND); 0: none. */
  requestsPerSecond?: number;
}

export interface GatewayOptions {
  /** A gateway of a disabled account (checks, following orders already sent). */
  allowDisabled?: boolean;
  /** A lower share of the account's calls per second, for background work (the usage sync). */
  requestsPerSecond?: number;
}

/** Counts what still uses an account (cards …); a module that owns such rows registers one. */
export type AccountReferenceCounter = (accountId: number) => Promise<number>;

export type StoredCarrierAccount = typeof carrierAccounts.$inferSelect;

/** The carrier gateway as modules use it: services.carrier.gatewayFor(accountId). */
export interface CarrierService {
  secrets: SecretBox;
  batchLimit: number;
  /** The gateway of an enabled account (refused when disabled or missing, unless allowDisabled). */
  gatewayFor(accountId: number, options?: GatewayOptions): Promise<CarrierGateway>;
  gatewayOf(account: StoredCarrierAccount, options?: GatewayOptions): CarrierGateway;
  /** Drops the cached token: after a credential change, or to force a sign-in. */
  forgetToken(accountId: number): void;
  registerReferenceCounter(name: string, counter: AccountReferenceCounter): void;
  /** What still uses the account, by counter name (only the non-zero ones). */
  referencesTo(accountId: number): Promise<Record<string, number>>;
}

export async function createCarrierService(
  db: Database,
  logger: FastifyBaseLogger,
  options: CarrierServiceOptions = {},
): Promise<CarrierService> {
  const secrets = createSecretBox(await loadOrCreateSecretKey(db, options.secretKey));
  const tokens = createTokenCache(() => Date.now());
  const record = createCallRecorder(db, logger);
  const batchSize = Math.min(options.batchSize ?? carrierBatchLimit, carrierBatchLimit);
  const referenceCounters = new Map<string, AccountReferenceCounter>();
  const tools = {
    tokens,
    record,
    rateLimit: createCarrierRateLimit(
      db,
      options.requestsPerSecond ?? defaultCarrierRequestsPerSecond,
      logger,
    ),
    policy: options.retryPolicy ?? defaultRetryPolicy,
    timeoutMs: options.timeoutMs ?? 10_000,
    fetch: options.fetch ?? fetch,
    sleep: (milliseconds: number) => sleep(milliseconds).then(() => undefined),
    random: Math.random,
    now: () => Date.now(),
  };

  function gatewayOf(account: StoredCarrierAccount, gatewayOptions: GatewayOptions = {}): CarrierGateway {
    const client = createCarrierHttpClient(
      {
        accountId: account.id,
        baseUrl: account.baseUrl,
        appId: account.appId,
        password: secrets.open(account.passwordCiphertext),
      },
      tools,
      { requestsPerSecond: gatewayOptions.requestsPerSecond },
    );
    return createSimulatorGateway(account.id, client, batchSize);
  }

  return {
    secrets,
    batchLimit: batchSize,
    gatewayOf,
    async gatewayFor(accountId, gatewayOptions = {}) {
      const [account] = await db.select().from(carrierAccounts).where(eq(carrierAccounts.id, accountId));
      if (!account) throw new CarrierError(`no carrier account ${accountId}`, 'ACCOUNT_NOT_FOUND', null, 0);
      if (!account.enabled && !gatewayOptions.allowDisabled) {
        throw new CarrierError(
          `the carrier account "${account.name}" is disabled`,
          'ACCOUNT_DISABLED',
          null,
          0,
        );
      }
      return gatewayOf(account, gatewayOptions);
    },
    forgetToken: (accountId) => tokens.forget(accountId),
    registerReferenceCounter(name, counter) {
      referenceCounters.set(name, counter);
    },
    async referencesTo(accountId) {
      const found: Record<string, number> = {};
      for (const [name, counter] of referenceCounters) {
        const count = await counter(accountId);
        if (count > 0) found[name] = count;
      }
      return found;
    },
  };
}
