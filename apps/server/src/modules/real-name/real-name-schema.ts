import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { moment } from '../../platform/database/columns';
import { companyColumn, orgColumn } from '../../platform/database/schema';

/**
 * Personal data is never stored in clear (PIPL): `…_sealed` columns hold AES-256-GCM text under the server's
 * secret key, `…_masked` what lists show (spec §5 masking), `document_index` a keyed blind index for exact
 * search. Company certificates are not personal data, but their numbers are sealed alike.
 */

/** The indexes a scoped list reads by: newest first in a company, and by org subtree. */
const scopeIndexes = (
  name: string,
  table: { id: ExtraConfigColumn; companyId: ExtraConfigColumn; orgPath: ExtraConfigColumn },
) => [
  index(`${name}_company_id`).on(table.companyId, table.id.desc()),
  index(`${name}_org_path`).on(table.orgPath.op('text_pattern_ops'), table.id),
];

/** The columns of a row about one card: where it sits and how its carrier knows it. */
const placedCardColumns = () => ({
  companyId: companyColumn(),
  orgId: orgColumn(),
  orgPath: text('org_path'),
  cardId: bigint('card_id', { mode: 'number' }).notNull(),
  iccid: text('iccid').notNull(),
  msisdn: text('msisdn'),
  carrierAccountId: integer('carrier_account_id'),
});

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
  (table) => [...scopeIndexes('real_name_batches', table)],
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
    ...placedCardColumns(),
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
    ...scopeIndexes('real_name_registrations', table),
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

/** What each step of a real-name history keeps: its kind (a contract code), when, a detail, and who (if anyone). */
export const historyStepColumns = () => ({
  kind: text('kind').notNull(),
  at: moment('at').notNull().defaultNow(),
  detail: text('detail'),
  operatorId: integer('operator_id'),
});

/** Every step of a registration, oldest first: the detail page's history. */
export const realNameEvents = pgTable(
  'real_name_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    registrationId: bigint('registration_id', { mode: 'number' })
      .notNull()
      .references(() => realNameRegistrations.id, { onDelete: 'cascade' }),
    /** kind: the contract's registrationEventRowSchema kinds. */
    ...historyStepColumns(),
  },
  (table) => [index('real_name_events_registration').on(table.registrationId, table.id)],
);

/**
 * An owner's registration at sale through a service-hall link: one card, its vehicle's VIN, 24 hours, used once.
 * Only the link secret's SHA-256 is kept. The pictures and what was read from them are sealed like every
 * personal datum; warnings and face scores are codes and figures. Once the face check passes, a registration
 * (source ownerLink) is stored and the tracker sends it; `stage` stops at submitted and the registration's
 * status tells the rest.
 */
export const realNameCollections = pgTable(
  'real_name_collections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    ...placedCardColumns(),
    vin: text('vin').notNull(),
    tokenDigest: text('token_digest').notNull(),
    /** The contract's collectionStage, up to submitted (5) or cancelled (9); expiry is read from expires_at. */
    stage: smallint('stage').notNull(),
    expiresAt: moment('expires_at').notNull(),
    openedAt: moment('opened_at'),
    frontPictureSealed: text('front_picture_sealed'),
    frontReadingSealed: text('front_reading_sealed'),
    backPictureSealed: text('back_picture_sealed'),
    backReadingSealed: text('back_reading_sealed'),
    livePhotoSealed: text('live_photo_sealed'),
    /** The warnings of the pictures last uploaded: JSON of the contract's documentWarningSchema, front then back. */
    frontWarnings: text('front_warnings'),
    backWarnings: text('back_warnings'),
    /** The confirmed owner (JSON of ownerConfirmationSchema plus the mobile), sealed; masked name for lists. */
    ownerSealed: text('owner_sealed'),
    ownerNameMasked: text('owner_name_masked'),
    consentedAt: moment('consented_at'),
    faceScore: smallint('face_score'),
    livenessPassed: boolean('liveness_passed'),
    faceAttempts: smallint('face_attempts').notNull().default(0),
    /** SHA-256 (hex) of the pictures, sent to the carrier with the registration. */
    imageDigests: text('image_digests'),
    registrationId: bigint('registration_id', { mode: 'number' }).references(() => realNameRegistrations.id),
    submittedAt: moment('submitted_at'),
    createdBy: integer('created_by').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    ...scopeIndexes('real_name_collections', table),
    index('real_name_collections_card').on(table.cardId, table.id),
    uniqueIndex('real_name_collections_token').on(table.tokenDigest),
    uniqueIndex('real_name_collections_registration').on(table.registrationId),
  ],
);

/** Every step of a collection, oldest first: the collection's history (codes and figures, nothing personal). */
export const realNameCollectionEvents = pgTable(
  'real_name_collection_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    collectionId: bigint('collection_id', { mode: 'number' })
      .notNull()
      .references(() => realNameCollections.id, { onDelete: 'cascade' }),
    /** kind: the contract's collectionEventKinds. */
    ...historyStepColumns(),
  },
  (table) => [index('real_name_collection_events_collection').on(table.collectionId, table.id)],
);

/** A deregistration: registered cards whose registrations are cancelled at the carrier, for one reason. */
export const realNameDeregistrations = pgTable(
  'real_name_deregistrations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyColumn(),
    orgId: orgColumn(),
    orgPath: text('org_path'),
    /** The contract's deregistrationReason. */
    reason: smallint('reason').notNull(),
    note: text('note'),
    cardCount: integer('card_count').notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [...scopeIndexes('real_name_deregistrations', table)],
);

/**
 * One card of a deregistration and the registration it cancels. Status is the contract's deregistrationStatus;
 * a card is in one open deregistration at a time (a partial unique index).
 */
export const realNameDeregistrationCards = pgTable(
  'real_name_deregistration_cards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    deregistrationId: bigint('deregistration_id', { mode: 'number' })
      .notNull()
      .references(() => realNameDeregistrations.id),
    ...placedCardColumns(),
    registrationId: bigint('registration_id', { mode: 'number' })
      .notNull()
      .references(() => realNameRegistrations.id),
    status: smallint('status').notNull(),
    carrierOrderNumber: text('carrier_order_number'),
    refusalReason: text('refusal_reason'),
    submittedAt: moment('submitted_at'),
    completedAt: moment('completed_at'),
    nextCheckAt: moment('next_check_at'),
    checks: integer('checks').notNull().default(0),
  },
  (table) => [
    index('real_name_deregistration_cards_batch').on(table.deregistrationId, table.id),
    index('real_name_deregistration_cards_due')
      .on(table.nextCheckAt)
      .where(sql`${table.nextCheckAt} is not null`),
    uniqueIndex('real_name_deregistration_cards_one_open')
      .on(table.cardId)
      .where(sql`${table.status} in (1, 2)`),
  ],
);

/**
 * A corrected VIN sent for a registration the carrier refused with VIN_MISMATCH. Status is the contract's
 * vinReuploadStatus; while one is open the registration waits (status 1) with the new VIN, and a card has one
 * open re-upload at a time (a partial unique index).
 */
export const realNameVinReuploads = pgTable(
  'real_name_vin_reuploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    ...placedCardColumns(),
    registrationId: bigint('registration_id', { mode: 'number' })
      .notNull()
      .references(() => realNameRegistrations.id),
    previousVin: text('previous_vin'),
    vin: text('vin').notNull(),
    status: smallint('status').notNull(),
    carrierOrderNumber: text('carrier_order_number'),
    refusalReason: text('refusal_reason'),
    submittedAt: moment('submitted_at'),
    completedAt: moment('completed_at'),
    nextCheckAt: moment('next_check_at'),
    checks: integer('checks').notNull().default(0),
    createdBy: integer('created_by').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    ...scopeIndexes('real_name_vin_reuploads', table),
    index('real_name_vin_reuploads_registration').on(table.registrationId, table.id),
    index('real_name_vin_reuploads_due')
      .on(table.nextCheckAt)
      .where(sql`${table.nextCheckAt} is not null`),
    uniqueIndex('real_name_vin_reuploads_one_open')
      .on(table.cardId)
      .where(sql`${table.status} in (1, 2)`),
  ],
);

/** A person who tests vehicles before sale under their resident ID card; one ID number once per company. */
export const realNameTesters = pgTable(
  'real_name_testers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyColumn(),
    orgId: orgColumn(),
    orgPath: text('org_path'),
    nameSealed: text('name_sealed').notNull(),
    nameMasked: text('name_masked').notNull(),
    idNumberSealed: text('id_number_sealed').notNull(),
    idNumberMasked: text('id_number_masked').notNull(),
    idNumberIndex: text('id_number_index').notNull(),
    mobileSealed: text('mobile_sealed').notNull(),
    mobileMasked: text('mobile_masked').notNull(),
    note: text('note'),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    ...scopeIndexes('real_name_testers', table),
    uniqueIndex('real_name_testers_company_id_number').on(table.companyId, table.idNumberIndex),
  ],
);

/**
 * A tester's test registration of a testable card. Status is the contract's testRegistrationStatus; a card is
 * tested by one tester at a time (a partial unique index).
 */
export const realNameTestRegistrations = pgTable(
  'real_name_test_registrations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    ...placedCardColumns(),
    testerId: bigint('tester_id', { mode: 'number' })
      .notNull()
      .references(() => realNameTesters.id),
    status: smallint('status').notNull(),
    startedAt: moment('started_at').notNull().defaultNow(),
    endedAt: moment('ended_at'),
    startedBy: integer('started_by').notNull(),
    endedBy: integer('ended_by'),
  },
  (table) => [
    ...scopeIndexes('real_name_test_registrations', table),
    index('real_name_test_registrations_tester').on(table.testerId, table.status),
    uniqueIndex('real_name_test_registrations_one_open')
      .on(table.cardId)
      .where(sql`${table.status} = 1`),
  ],
);
