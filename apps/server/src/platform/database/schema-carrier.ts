import { sql } from 'drizzle-orm';

import { bigint, boolean, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

import { moment } from './columns';

import { companyColumn } from './schema';

/**
 * A company's enterprise ("boss") account at a carrier platform. The password is AES-256-GCM ciphertext
 * (platform/carrier/secret-box.ts), never answered.
 */
export const carrierAccounts = pgTable(
  'carrier_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    /** The contract's `carrier` code. */
    carrier: smallint('carrier').notNull(),
    baseUrl: text('base_url').notNull(),
    appId: text('app_id').notNull(),
    passwordCiphertext: text('password_ciphertext').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    lastCheckOk: boolean('last_check_ok'),
    lastCheckMessage: text('last_check_message'),
    lastCheckLatencyMs: integer('last_check_latency_ms'),
    lastCheckAt: moment('last_check_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [index('carrier_accounts_company').on(table.companyId)],
);

/** One row per HTTP request the gateway made to a carrier (retries each get their own row). */
export const carrierCallLog = pgTable(
  'carrier_call_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** No foreign key: the log outlives a deleted account. */
    accountId: integer('account_id').notNull(),
    endpoint: text('endpoint').notNull(),
    cardCount: integer('card_count').notNull().default(0),
    orderNumber: text('order_number'),
    /** Null when no answer came (timeout, connection refused). */
    httpStatus: smallint('http_status'),
    durationMs: integer('duration_ms').notNull(),
    errorCode: text('error_code'),
    at: moment('at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index('carrier_call_log_account_at').on(table.accountId, table.at),
    index('carrier_call_log_order').on(table.orderNumber),
  ],
);
