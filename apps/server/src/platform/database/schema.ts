import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** What a row's reference does when the row it names is deleted. */
type ReferenceActions = { onDelete?: 'cascade' | 'set null' };

/** The company a row belongs to: every business row has one. */
export function companyColumn(actions: ReferenceActions = {}) {
  return integer('company_id')
    .notNull()
    .references(() => companies.id, actions);
}

/** The org a row sits in, for scoping by the org subtree; none for a company-wide row. */
export function orgColumn() {
  return integer('org_id').references(() => organizations.id);
}

/** The operator who owns or did what the row records. */
export function operatorColumn(actions: ReferenceActions = {}) {
  return integer('operator_id')
    .notNull()
    .references(() => operators.id, actions);
}

/** A tenant: the carrier itself, a vehicle maker, an equipment or card vendor, a dealer. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** 1 standard console, 2 custom platform, 3 API only, 4 operations. */
  deployType: smallint('deploy_type').notNull().default(1),
  platformName: text('platform_name').notNull(),
  logoBase64: text('logo_base64'),
  /** 1: real-name pages open the company's real-name platform in a new window. */
  rnPlatformUsage: smallint('rn_platform_usage').notNull().default(0),
  rnPlatformUrl: text('rn_platform_url'),
  /** Carrier staff: the company whose all-net operators see across companies. */
  isCarrier: boolean('is_carrier').notNull().default(false),
  createdAt: createdAt(),
});

/** The org tree of a company; `path` is the chain of ids from the root ('/1/4/7/') for subtree scoping. */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    orderNum: integer('order_num').notNull().default(0),
    path: text('path').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('organizations_company_path').on(table.companyId, table.path)],
);

/** Numbers a role's page set: every change of its role_pages rows draws the next (a trigger, migration 0007). */
export const rolePagesVersions = pgSequence('role_pages_version');

export const roles = pgTable('roles', {
  /** Text: role ids such as '3212' carry meaning in the spec. */
  id: text('id').primaryKey(),
  companyId: companyColumn(),
  name: text('name').notNull(),
  /** '01' super, '02' all-net, '03' province, '60' region. */
  roleType: text('role_type').notNull(),
  description: text('description'),
  createdAt: createdAt(),
  /** Changes whenever the role's pages change (never reused): what a process's copy of the pages is keyed by. */
  pagesVersion: bigint('pages_version', { mode: 'number' })
    .notNull()
    .default(sql`nextval('role_pages_version')`),
});

/** A dealer of a company (sys → dealer): its own record, with operators as dealer accounts. */
export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    orgId: orgColumn(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    contactName: text('contact_name'),
    contactMobile: text('contact_mobile'),
    address: text('address'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('dealers_company_code').on(table.companyId, table.code)],
);

/** Page codes a role grants, in order (the first one decides custom-platform home), with button actions. */
export const rolePages = pgTable(
  'role_pages',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    pageCode: text('page_code').notNull(),
    actions: text('actions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    orderNum: integer('order_num').notNull().default(0),
  },
  (table) => [uniqueIndex('role_pages_role_code').on(table.roleId, table.pageCode)],
);

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile'),
    mail: text('mail'),
    avatar: text('avatar'),
    companyId: companyColumn(),
    orgId: orgColumn(),
    roleId: text('role_id').references(() => roles.id),
    dealerId: integer('dealer_id').references(() => dealers.id),
    /** The operator this one reports to (superior-list). */
    superiorId: integer('superior_id'),
    remark: text('remark'),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    enabled: boolean('enabled').notNull().default(true),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    agreementAcceptedAt: timestamp('agreement_accepted_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set when an administrator deletes the operator: the row stays (its account and its audit trail). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('operators_account').on(table.account), index('operators_mobile').on(table.mobile)],
);

/** Sessions by the SHA-256 of their token; the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    operatorId: operatorColumn(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash').on(table.tokenHash),
    index('sessions_operator').on(table.operatorId),
  ],
);

/** Every SMS the default gateway "sends"; tests and operators read it. */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull(),
  purpose: text('purpose').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
});

/** Single-use tickets that carry one step of a flow to the next (password reset, download). */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').notNull(),
    operatorId: operatorColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('tickets_token_hash').on(table.tokenHash)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorId: integer('operator_id'),
    account: text('account'),
    companyId: integer('company_id'),
    call: text('call').notNull(),
    target: text('target'),
    status: text('status').notNull(),
    ipAddress: text('ip_address'),
    requestId: text('request_id'),
    /** The request's obj with personal data masked and secrets removed. */
    detail: jsonb('detail'),
  },
  (table) => [
    index('audit_log_company_at').on(table.companyId, table.at),
    index('audit_log_call').on(table.call),
    index('audit_log_address_at').on(table.ipAddress, table.at),
  ],
);

/** Key material generated on first start and kept with the data (shared by every server process). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  publicPem: text('public_pem').notNull(),
  privatePem: text('private_pem').notNull(),
  createdAt: createdAt(),
});
