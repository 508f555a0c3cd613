import type { Queryable } from '../database/database';
import type { CardNumberPlan } from '../seed/demo-cards';
import { hashPassword, verifyPassword } from './passwords';

/** An enterprise account of the carrier: the gateway signs in with its app id and password. */
export interface Account {
  appId: string;
  name: string;
  passwordHash: string;
  rateLimitPerSecond: number | null;
  enabled: boolean;
  plan: CardNumberPlan;
}

const accountColumns = `app_id AS "appId", name, password_hash AS "passwordHash",
  rate_limit_per_second AS "rateLimitPerSecond", enabled, iccid_prefix AS "iccidPrefix",
  msisdn_prefix AS "msisdnPrefix", imsi_prefix AS "imsiPrefix"`;

type AccountRow = Omit<Account, 'plan'> & CardNumberPlan;

const toAccount = ({ iccidPrefix, msisdnPrefix, imsiPrefix, ...rest }: AccountRow): Account => ({
  ...rest,
  plan: { iccidPrefix, msisdnPrefix, imsiPrefix },
});

export async function findAccount(database: Queryable, appId: string): Promise<Account | undefined> {
  const rows = await database.query<AccountRow>(
    `SELECT ${accountColumns} FROM carrier_sim.accounts WHERE app_id = $1`,
    [appId],
  );
  return rows[0] ? toAccount(rows[0]) : undefined;
}

export interface AccountInput {
  appId: string;
  name: string;
  password: string;
  rateLimitPerSecond?: number | null | undefined;
  plan: CardNumberPlan;
}

/**
 * Creates the account, or brings an existing one to the given name, password and rate limit (its number plan
 * never changes once cards are numbered from it).
 */
export async function upsertAccount(database: Queryable, input: AccountInput): Promise<Account> {
  const existing = await findAccount(database, input.appId);
  const passwordHash =
    existing && (await verifyPassword(input.password, existing.passwordHash))
      ? existing.passwordHash
      : await hashPassword(input.password);
  const rows = await database.query<AccountRow>(
    `INSERT INTO carrier_sim.accounts
       (app_id, name, password_hash, rate_limit_per_second, iccid_prefix, msisdn_prefix, imsi_prefix)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (app_id) DO UPDATE SET name = EXCLUDED.name, password_hash = EXCLUDED.password_hash,
       rate_limit_per_second = EXCLUDED.rate_limit_per_second
     RETURNING ${accountColumns}`,
    [
      input.appId,
      input.name,
      passwordHash,
      input.rateLimitPerSecond ?? null,
      input.plan.iccidPrefix,
      input.plan.msisdnPrefix,
      input.plan.imsiPrefix,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error(`account ${input.appId} was not saved`);
  return toAccount(row);
}

export async function setAccountEnabled(
  database: Queryable,
  appId: string,
  enabled: boolean,
): Promise<boolean> {
  const rows = await database.query(
    'UPDATE carrier_sim.accounts SET enabled = $2 WHERE app_id = $1 RETURNING 1',
    [appId, enabled],
  );
  return rows.length > 0;
}

/** The seeded demo account; its password follows CARRIER_SIM_DEMO_PASSWORD. */
export const demoAppId = 'simdesk-demo';
