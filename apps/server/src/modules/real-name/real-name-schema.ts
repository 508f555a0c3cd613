import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from '../../platform/database/columns';
import { companyColumn, orgColumn } from '../../platform/database/schema';

/**
 * Personal data is never stored in clear (PIPL): `…_sealed` columns hold AES-256-GCM text under the server's
 * secret key, `…_masked` what lists show (spec §5 masking), `document_index` a keyed blind index for exact
 * search. Company certificates are not personal data, but their numbers are sealed alike.
 */

/** An enterprise registration before sale: the company's certificate and who answers for its cards. */
export const realNameBatches = pgTable(
  'real_name_batches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyColumn(),
    orgId: orgColumn(),
    orgPath: text('org_path'),
    enterpriseName: text('enterprise_name').notNull(),
    certificateType: text('certificate_type').notNull(),
    certificateNumberSealed: text('certificate_number_sealed').notNull(),
    certificateNumberMasked: text('certificate_number_masked').notNull(),
    responsibleNameSealed: text('responsible_name_sealed').notNull(),
    responsibleNameMasked: text('responsible_name_masked').notNull(),
    responsibleDocumentType: text('responsible_document_type').notNull(),
    responsibleDocumentNumberSealed: text('responsible_document_number_sealed').notNull(),
    responsibleMobileSealed: text('responsible_mobile_sealed').notNull(),
    cardCount: integer('card_count').notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('real_name_batches_company_id').on(table.companyId, table.id.desc()),
    index('real_name_batches_org_path').on(table.orgPath.op('text_pattern_ops'), table.id),
  ],
);

/**
 * One registration of one card: to an enterprise, or to an owner. Status is the contract's realNameStatus; while
 * 1 (processing) a card waits to be sent (no submitted_at) or for the carrier's answer (next_check_at). A card
 * has one open registration at a time (a partial unique index, so two submissions cannot both win).
 */
export const realNameRegistrations = pgTable(
  'real_name_registrations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyColumn(),
    orgId: orgColumn(),
    orgPath: text('org_path'),
    cardId: bigint('card_id', { mode: 'number' }).notNull(),
    iccid: text('iccid').notNull(),
    msisdn: text('msisdn'),
    carrierAccountId: integer('carrier_account_id'),
    vin: text('vin'),
    customerType: smallint('customer_type').notNull(),
    source: smallint('source').notNull(),
    status: smallint('status').notNull(),
    holderNameSealed: text('holder_name_sealed').notNull(),
    holderNameMasked: text('holder_name_masked').notNull(),
    documentType: text('document_type').notNull(),
    documentNumberSealed: text('document_number_sealed').notNull(),
    documentNumberMasked: text('document_number_masked').notNull(),
    documentIndex: text('document_index').notNull(),
    mobileSealed: text('mobile_sealed'),
    addressSealed: text('address_sealed'),
    batchId: bigint('batch_id', { mode: 'number' }).references(() => realNameBatches.id),
    carrierOrderNumber: text('carrier_order_number'),
    refusalCode: text('refusal_code'),
    refusalReason: text('refusal_reason'),
    reviewDueAt: moment('review_due_at'),
    submittedAt: moment('submitted_at'),
    completedAt: moment('completed_at'),
    /** When the tracker next sends or asks the carrier; null once settled. */
    nextCheckAt: moment('next_check_at'),
    checks: integer('checks').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('real_name_registrations_company_id').on(table.companyId, table.id.desc()),
    index('real_name_registrations_org_path').on(table.orgPath.op('text_pattern_ops'), table.id),
    index('real_name_registrations_card').on(table.cardId, table.id),
    index('real_name_registrations_document').on(table.documentIndex),
    index('real_name_registrations_batch').on(table.batchId, table.id),
    index('real_name_registrations_due')
      .on(table.nextCheckAt)
      .where(sql`${table.nextCheckAt} is not null`),
    uniqueIndex('real_name_registrations_one_open')
      .on(table.cardId)
      .where(sql`${table.status} = 1`),
  ],
);

/** Every step of a registration, oldest first: the detail page's history. */
export const realNameEvents = pgTable(
  'real_name_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    registrationId: bigint('registration_id', { mode: 'number' })
      .notNull()
      .references(() => realNameRegistrations.id, { onDelete: 'cascade' }),
    /** The contract's registrationEventRowSchema kinds. */
    kind: text('kind').notNull(),
    at: moment('at').notNull().defaultNow(),
    detail: text('detail'),
    operatorId: integer('operator_id'),
  },
  (table) => [index('real_name_events_registration').on(table.registrationId, table.id)],
);
