import { boolean, integer, jsonb, pgTable, text, uniqueIndex, serial } from 'drizzle-orm/pg-core';
import { moment } from './columns';
import { companies, operators } from './schema';

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

/** API credentials of an operator (userManage → app info): app key in clear, app secret for request signing. */
export const operatorAppCredentials = pgTable(
  'operator_app_credentials',
  {
    operatorId: integer('operator_id')
      .primaryKey()
      .references(() => operators.id, { onDelete: 'cascade' }),
    appKey: text('app_key').notNull(),
    appSecret: text('app_secret').notNull(),
    /** Addresses allowed to call with these credentials; empty allows any. */
    allowedAddresses: text('allowed_addresses').array().notNull().default([]),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('operator_app_credentials_key').on(table.appKey)],
);

/** Per-operator page settings (page-config calls): e.g. url 'ec-service-life-cycle' → the lifecycle panel. */
export const pageConfigs = pgTable(
  'page_configs',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The JSON string the page stores (spec: simproperty). */
    simproperty: text('simproperty').notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('page_configs_operator_url').on(table.operatorId, table.url)],
);

/** Company-level settings without a table of their own (card import rules, real-name account …), by key. */
export const companySettings = pgTable(
  'company_settings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('company_settings_company_key').on(table.companyId, table.key)],
);
