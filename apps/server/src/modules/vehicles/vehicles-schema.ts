import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from '../../platform/database/columns';
import { companyColumn, orgColumn } from '../../platform/database/schema';

/**
 * Vehicles, one per VIN within a company. Company and org path sit on the row so scoping needs no join; codes
 * are the contract's vehicle code tables. VIN, plate, model and series change only through a reviewed change.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyColumn(),
    orgId: orgColumn(),
    orgPath: text('org_path'),
    vin: text('vin').notNull(),
    plate: text('plate'),
    model: text('model').notNull(),
    series: text('series'),
    origin: smallint('origin').notNull(),
    vehicleType: smallint('vehicle_type').notNull(),
    fuelType: smallint('fuel_type').notNull(),
    vehicleStatus: smallint('vehicle_status').notNull(),
    remark: text('remark'),
    createdBy: integer('created_by'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vehicles_company_vin').on(table.companyId, table.vin),
    // A VIN's first characters (the filter and the quick search) across the caller's companies.
    index('vehicles_vin_prefix').on(table.vin.op('text_pattern_ops')),
    index('vehicles_company_id').on(table.companyId, table.id.desc()),
    index('vehicles_org_path').on(table.orgPath.op('text_pattern_ops'), table.id),
    index('vehicles_plate').on(table.plate),
  ],
);

/**
 * The cards fitted in a vehicle, now (removed_at null) and before. A card is in one vehicle at a time, and a
 * vehicle has one T-Box card at a time: both held by partial unique indexes, so two operators fitting at once
 * cannot both win.
 */
export const vehicleCards = pgTable(
  'vehicle_cards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: bigint('vehicle_id', { mode: 'number' })
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** The card (sim_cards.id), with its numbers as fitted: the history outlives a card's deletion. */
    cardId: bigint('card_id', { mode: 'number' }).notNull(),
    iccid: text('iccid').notNull(),
    msisdn: text('msisdn'),
    role: smallint('role').notNull(),
    fittedAt: moment('fitted_at').notNull().defaultNow(),
    fittedBy: integer('fitted_by'),
    removedAt: moment('removed_at'),
    removedBy: integer('removed_by'),
    removedReason: text('removed_reason'),
  },
  (table) => [
    index('vehicle_cards_vehicle').on(table.vehicleId, table.fittedAt),
    uniqueIndex('vehicle_cards_fitted_card')
      .on(table.cardId)
      .where(sql`${table.removedAt} is null`),
    uniqueIndex('vehicle_cards_one_telematics_box')
      .on(table.vehicleId)
      .where(sql`${table.removedAt} is null and ${table.role} = 1`),
  ],
);

/** Every step of a vehicle's life, newest last: the vehicle detail's timeline. */
export const vehicleEvents = pgTable(
  'vehicle_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: bigint('vehicle_id', { mode: 'number' })
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** The contract's vehicleEventRowSchema kinds: created, status, cardFitted, cardRemoved, changeApplied, edited. */
    kind: text('kind').notNull(),
    at: moment('at').notNull().defaultNow(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    reason: text('reason'),
    operatorId: integer('operator_id'),
  },
  (table) => [index('vehicle_events_vehicle').on(table.vehicleId, table.id)],
);

/**
 * Changes of a vehicle's VIN, plate, model or series asked for and reviewed by another operator. One change per
 * field waits at a time (a partial unique index), so two requests cannot race past each other.
 */
export const vehicleChanges = pgTable(
  'vehicle_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: bigint('vehicle_id', { mode: 'number' })
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    companyId: companyColumn(),
    orgId: orgColumn(),
    orgPath: text('org_path'),
    /** The VIN when the change was asked for: the list shows and filters by it. */
    vin: text('vin').notNull(),
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value').notNull(),
    reason: text('reason').notNull(),
    reviewStatus: smallint('review_status').notNull().default(0),
    requestedBy: integer('requested_by').notNull(),
    requestedAt: moment('requested_at').notNull().defaultNow(),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: moment('reviewed_at'),
    reviewNote: text('review_note'),
  },
  (table) => [
    index('vehicle_changes_company_id').on(table.companyId, table.id.desc()),
    index('vehicle_changes_org_path').on(table.orgPath.op('text_pattern_ops'), table.id),
    index('vehicle_changes_vehicle').on(table.vehicleId, table.id),
    uniqueIndex('vehicle_changes_one_waiting')
      .on(table.vehicleId, table.field)
      .where(sql`${table.reviewStatus} = 0`),
  ],
);
