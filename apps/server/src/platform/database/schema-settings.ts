import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';
import { companies } from './schema';

/** A company's outgoing mail server (enterprise settings → mail). The password is never sent back. */
export const companyMailConfigs = pgTable('company_mail_configs', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  secure: boolean('secure').notNull().default(false),
  username: text('username'),
  password: text('password'),
  fromAddress: text('from_address').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** Where a company's API push (webhook) goes, which events, and the key that signs it. */
export const companyPushConfigs = pgTable('company_push_configs', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  url: text('url'),
  enabled: boolean('enabled').notNull().default(false),
  /** Event types the company subscribes to. */
  events: text('events').array().notNull().default([]),
  /** Standard Webhooks secret ('whsec_' + base64). */
  signingKey: text('signing_key'),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
