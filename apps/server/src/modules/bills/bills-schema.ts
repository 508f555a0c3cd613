import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { moment } from '../../platform/database/columns';
import { companyColumn } from '../../platform/database/schema';

/** Money in integer cents (fen) as bigint: sums over a million cards stay exact. */
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();
const counter = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** A company's rate plan: what a card on it pays per month and per unit used. */
export const billRatePlans = pgTable(
  'bill_rate_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    monthlyFeeCents: cents('monthly_fee_cents'),
    includedKilobytes: counter('included_kb'),
    overageCentsPerMegabyte: cents('overage_cents_per_mb'),
    smsCents: cents('sms_cents'),
    voiceCentsPerMinute: cents('voice_cents_per_minute'),
    /** Its cards share their included data: the overage is charged on the company bill. */
    pooled: boolean('pooled').notNull().default(false),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('bill_rate_plans_company_name').on(table.companyId, table.name)],
);

/** The plan each card is on (a card without a row is not billed here). Keyed by the card's id. */
export const billCardPlans = pgTable(
  'bill_card_plans',
  {
    cardId: bigint('card_id', { mode: 'number' }).primaryKey(),
    companyId: companyColumn(),
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => billRatePlans.id),
    assignedAt: moment('assigned_at').notNull().defaultNow(),
  },
  (table) => [index('bill_card_plans_rate_plan').on(table.ratePlanId)],
);

const billFigureColumns = () => ({
  monthlyFeeCents: cents('monthly_fee_cents'),
  dataKilobytes: counter('data_kb'),
  overageKilobytes: counter('overage_kb'),
  overageCents: cents('overage_cents'),
  smsCount: counter('sms_count'),
  smsCents: cents('sms_cents'),
  voiceMinutes: counter('voice_minutes'),
  voiceCents: cents('voice_cents'),
  totalCents: cents('total_cents'),
});

/**
 * A card's bill for a month (the month's first day), computed from the stored usage and its plan; a
 * recompute replaces the month's rows. Numbers, company and org path are copied so lists need no join.
 */
export const cardBills = pgTable(
  'card_bills',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    month: date('month', { mode: 'string' }).notNull(),
    cardId: bigint('card_id', { mode: 'number' }).notNull(),
    companyId: companyColumn(),
    orgPath: text('org_path'),
    iccid: text('iccid').notNull(),
    msisdn: text('msisdn'),
    ratePlanId: integer('rate_plan_id').notNull(),
    ratePlanName: text('rate_plan_name').notNull(),
    includedKilobytes: counter('included_kb'),
    pooled: boolean('pooled').notNull(),
    ...billFigureColumns(),
    /** The newest usage row the bill read: its figures are as of this sync. */
    usageAsOf: moment('usage_as_of'),
    computedAt: moment('computed_at').notNull(),
  },
  (table) => [
    uniqueIndex('card_bills_month_card').on(table.month, table.cardId),
    // The list's keyset order within a company's month; reconciliation joins by ICCID.
    index('card_bills_company_month_id').on(table.companyId, table.month, table.id.desc()),
    index('card_bills_month_iccid').on(table.month, table.iccid),
  ],
);

/** A company's bill for a month: the sums of its card bills, its pools' overage, and the carrier's total. */
export const companyBills = pgTable(
  'company_bills',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    month: date('month', { mode: 'string' }).notNull(),
    companyId: companyColumn(),
    cardCount: integer('card_count').notNull(),
    ...billFigureColumns(),
    poolOverageCents: cents('pool_overage_cents'),
    usageAsOf: moment('usage_as_of'),
    computedAt: moment('computed_at').notNull(),
    carrierTotalCents: bigint('carrier_total_cents', { mode: 'number' }),
    carrierIssuedAt: moment('carrier_issued_at'),
    differenceCount: integer('difference_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('company_bills_company_month').on(table.companyId, table.month),
    index('company_bills_month').on(table.month),
  ],
);

/** The carrier's own bill lines of a month, as fetched for reconciliation (replaced on each fetch). */
export const carrierBillLines = pgTable(
  'carrier_bill_lines',
  {
    month: date('month', { mode: 'string' }).notNull(),
    accountId: integer('account_id').notNull(),
    iccid: text('iccid').notNull(),
    // The carrier line's own field names, so a fetched line is stored as it came.
    ratePlan: text('rate_plan').notNull(),
    monthlyFeeCents: cents('monthly_fee_cents'),
    dataKb: counter('data_kb'),
    dataOverageCents: cents('overage_cents'),
    smsCents: cents('sms_cents'),
    voiceCents: cents('voice_cents'),
    totalCents: cents('total_cents'),
    issuedAt: moment('issued_at').notNull(),
  },
  (table) => [primaryKey({ name: 'carrier_bill_lines_pkey', columns: [table.month, table.iccid] })],
);

/** One disagreement between a card bill here and the carrier's line, with its reason. */
export const billDifferences = pgTable(
  'bill_differences',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    month: date('month', { mode: 'string' }).notNull(),
    companyId: companyColumn(),
    orgPath: text('org_path'),
    iccid: text('iccid').notNull(),
    reason: smallint('reason').notNull(),
    ourCents: bigint('our_cents', { mode: 'number' }),
    carrierCents: bigint('carrier_cents', { mode: 'number' }),
    carrierIssuedAt: moment('carrier_issued_at').notNull(),
  },
  (table) => [index('bill_differences_company_month_id').on(table.companyId, table.month, table.id.desc())],
);
