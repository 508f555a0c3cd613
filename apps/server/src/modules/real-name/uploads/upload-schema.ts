import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from '../../../platform/database/columns';
import { companyColumn, orgColumn } from '../../../platform/database/schema';
import { realNameRegistrations } from '../real-name-schema';

/**
 * One registration a car maker's system pushed through the open API, accepted or refused. An accepted one keeps
 * its holder and pictures sealed (as every registration does) and names the registration it became; a refused one
 * keeps only what tells why: the card and VIN as pushed, the codes, the fields' problems — no personal data.
 * It sits in the pushing operator's company and org (an accepted one: the card's company).
 */
export const realNameUploads = pgTable(
  'real_name_uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyColumn(),
    orgId: orgColumn(),
    orgPath: text('org_path'),
    receivedAt: moment('received_at').notNull().defaultNow(),
    requestId: text('request_id').notNull(),
    appKey: text('app_key').notNull(),
    operatorId: integer('operator_id').notNull(),
    /** Its position in the request, from 0. */
    itemIndex: smallint('item_index').notNull(),
    reference: text('reference'),
    /** The contract's uploadKinds; null when the pushed kind was none of them. */
    kind: text('kind'),
    cardNumber: text('card_number').notNull(),
    cardId: bigint('card_id', { mode: 'number' }),
    iccid: text('iccid'),
    msisdn: text('msisdn'),
    vin: text('vin'),
    /** The contract's uploadOutcomes, and uploadRefusalCodes when refused. */
    outcome: text('outcome').notNull(),
    refusalCode: text('refusal_code'),
    refusalReason: text('refusal_reason'),
    /** JSON of the contract's uploadProblemSchema list: paths and rule messages, never values. */
    problems: text('problems'),
    holderNameMasked: text('holder_name_masked'),
    documentType: text('document_type'),
    documentNumberMasked: text('document_number_masked'),
    mobileMasked: text('mobile_masked'),
    /** The pushed holder (JSON), sealed: the carrier is sent it from here. */
    holderSealed: text('holder_sealed'),
    /** The pictures (JSON of base64 by name, without their metadata), sealed. */
    picturesSealed: text('pictures_sealed'),
    pictureNames: text('picture_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** SHA-256 (hex) of the pictures by name, as the carrier is sent them. */
    imageDigests: text('image_digests'),
    faceScore: smallint('face_score'),
    livenessPassed: boolean('liveness_passed'),
    registrationId: bigint('registration_id', { mode: 'number' }).references(() => realNameRegistrations.id),
  },
  (table) => [
    index('real_name_uploads_company_id').on(table.companyId, table.id.desc()),
    index('real_name_uploads_org_path').on(table.orgPath.op('text_pattern_ops'), table.id),
    uniqueIndex('real_name_uploads_registration').on(table.registrationId),
  ],
);
