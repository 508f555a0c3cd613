import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/**
 * The nonces of signed open-API requests seen within the timestamp window (platform/auth/signed-request.ts): a
 * second request with one is a replay, refused by every server process of the database. Older rows are pruned
 * as requests arrive; nothing else reads them.
 */
export const signedRequestNonces = pgTable(
  'signed_request_nonces',
  {
    appKey: text('app_key').notNull(),
    nonce: text('nonce').notNull(),
    seenAt: moment('seen_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.appKey, table.nonce] }),
    index('signed_request_nonces_seen_at').on(table.seenAt),
  ],
);
