import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from '../../../platform/database/columns';
import { companyColumn, orgColumn } from '../../../platform/database/schema';
import { historyStepColumns, realNameRegistrations } from '../real-name-schema';

/**
 * A vehicle's card change: the old card's registration released at its carrier (reason deviceChange), the new
 * card registered to the same holder and VIN, then the vehicle's cards swapped. Status is the contract's
 * cardChangeStatus; while open a change waits to be sent (no submitted_at) or for the carrier's answer of its
 * step. One open change per vehicle, per old card and per new card at a time (partial unique indexes, so two
 * submissions cannot both win); a failed change is closed until it is retried.
 */
export const realNameCardChanges = pgTable(
  'real_name_card_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyColumn(),
    orgId: orgColumn(),
    orgPath: text('org_path'),
    vehicleId: bigint('vehicle_id', { mode: 'number' }).notNull(),
    vin: text('vin').notNull(),
    /** The slot (vehicleCardRole) the new card takes. */
    role: smallint('role').notNull(),
    oldCardId: bigint('old_card_id', { mode: 'number' }).notNull(),
    oldIccid: text('old_iccid').notNull(),
    oldMsisdn: text('old_msisdn'),
    oldCarrierAccountId: integer('old_carrier_account_id'),
    /** The registration released, whose holder the new card takes. */
    oldRegistrationId: bigint('old_registration_id', { mode: 'number' })
      .notNull()
      .references(() => realNameRegistrations.id),
    newCardId: bigint('new_card_id', { mode: 'number' }).notNull(),
    newIccid: text('new_iccid').notNull(),
    newMsisdn: text('new_msisdn'),
    newCarrierAccountId: integer('new_carrier_account_id'),
    /** The new card's registration, once the old one is released (a retry makes another). */
    newRegistrationId: bigint('new_registration_id', { mode: 'number' }).references(
      () => realNameRegistrations.id,
    ),
    status: smallint('status').notNull(),
    /** 'release' or 'register' while failed. */
    failedStep: text('failed_step'),
    releaseOrderNumber: text('release_order_number'),
    registerOrderNumber: text('register_order_number'),
    refusalCode: text('refusal_code'),
    refusalReason: text('refusal_reason'),
    note: text('note'),
    attempts: integer('attempts').notNull().default(1),
    submittedAt: moment('submitted_at'),
    completedAt: moment('completed_at'),
    nextCheckAt: moment('next_check_at'),
    checks: integer('checks').notNull().default(0),
    createdBy: integer('created_by').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('real_name_card_changes_company_id').on(table.companyId, table.id.desc()),
    index('real_name_card_changes_org_path').on(table.orgPath.op('text_pattern_ops'), table.id),
    index('real_name_card_changes_vin').on(table.vin.op('text_pattern_ops')),
    index('real_name_card_changes_old_card').on(table.oldCardId),
    index('real_name_card_changes_new_card').on(table.newCardId),
    index('real_name_card_changes_due')
      .on(table.nextCheckAt)
      .where(sql`${table.nextCheckAt} is not null`),
    uniqueIndex('real_name_card_changes_one_open_vehicle')
      .on(table.vehicleId)
      .where(sql`${table.status} in (1, 2, 3)`),
    uniqueIndex('real_name_card_changes_one_open_old_card')
      .on(table.oldCardId)
      .where(sql`${table.status} in (1, 2, 3)`),
    uniqueIndex('real_name_card_changes_one_open_new_card')
      .on(table.newCardId)
      .where(sql`${table.status} in (1, 2, 3)`),
  ],
);

/** Every step of a card change, oldest first: what was sent and what the carrier answered. */
export const realNameCardChangeEvents = pgTable(
  'real_name_card_change_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    changeId: bigint('change_id', { mode: 'number' })
      .notNull()
      .references(() => realNameCardChanges.id, { onDelete: 'cascade' }),
    /** kind: the contract's cardChangeEventKinds. */
    ...historyStepColumns(),
  },
  (table) => [index('real_name_card_change_events_change').on(table.changeId, table.id)],
);
