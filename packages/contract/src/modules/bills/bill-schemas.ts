/** The field and row schemas of bills: rate plans, card bills, company bills and reconciliation differences. */
import { z } from 'zod';
import { billDifferenceReason } from '../../codes/bill-codes';
import { companyColumns, recordIdSchema } from '../../calls/shared-schemas';

/** A bill month, `YYYY-MM`. */
export const billMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'bills:month.format');
export type BillMonth = z.infer<typeof billMonthSchema>;

export const ratePlanIdSchema = recordIdSchema;

/** Money in integer cents (fen of CNY): never a fraction, never negative, below ten million yuan. */
const centsSchema = z.number().int().min(0).max(1_000_000_000);

/** What a rate plan states; prices in cents, included data in MB. */
export const ratePlanFieldsShape = {
  name: z.string().trim().min(1).max(64),
  monthlyFeeCents: centsSchema,
  includedMegabytes: z.number().int().min(0).max(10_000_000),
  /** Per started MB over the included data (or over the pool's quota for pooled plans). */
  overageCentsPerMegabyte: centsSchema,
  smsCents: centsSchema,
  voiceCentsPerMinute: centsSchema,
  /**
   * Cards on a pooled plan share their included data: the pool's quota is the sum of its members' included
   * data, and the overage is charged once on the company bill instead of per card.
   */
  pooled: z.boolean(),
};

export const ratePlanRowSchema = z.object({
  id: z.number(),
  ...companyColumns,
  ...ratePlanFieldsShape,
  cardCount: z.number(),
  updatedAt: z.string(),
});
export type RatePlanRow = z.infer<typeof ratePlanRowSchema>;

/** The figures both a card bill and a company bill carry, in cents, KB, messages and minutes. */
export const billFigureNames = [
  'monthlyFeeCents',
  'dataKilobytes',
  'overageKilobytes',
  'overageCents',
  'smsCount',
  'smsCents',
  'voiceMinutes',
  'voiceCents',
  'totalCents',
] as const;
export type BillFigureName = (typeof billFigureNames)[number];
const billFigures = Object.fromEntries(billFigureNames.map((name) => [name, z.number()])) as Record<
  BillFigureName,
  z.ZodNumber
>;

/** One keyset page of a bill list: its rows under `key`, the next page's cursor and the count of all. */
function keysetPageSchema<Key extends string, Row extends z.ZodType>(key: Key, row: Row) {
  return z.object({
    ...({ [key]: z.array(row) } as Record<Key, z.ZodArray<Row>>),
    nextCursor: z.number().nullable(),
    total: z.number(),
    totalIsEstimate: z.boolean(),
  });
}

export const cardBillRowSchema = z.object({
  id: z.number(),
  month: z.string(),
  cardId: z.number(),
  iccid: z.string(),
  msisdn: z.string().nullable(),
  ...companyColumns,
  ratePlanId: z.number(),
  ratePlanName: z.string(),
  includedKilobytes: z.number(),
  pooled: z.boolean(),
  ...billFigures,
  /** The newest usage the bill was computed from: its figures are as of this carrier sync. */
  usageAsOf: z.string().nullable(),
  computedAt: z.string(),
});
export type CardBillRow = z.infer<typeof cardBillRowSchema>;

/** The sums of every card bill the filters select (not only the page shown). */
export const cardBillTotalsSchema = z.object({ cardCount: z.number(), ...billFigures });

export const cardBillPageSchema = keysetPageSchema('bills', cardBillRowSchema).extend({
  totals: cardBillTotalsSchema,
});

export const companyBillRowSchema = z.object({
  id: z.number(),
  month: z.string(),
  ...companyColumns,
  cardCount: z.number(),
  ...billFigures,
  poolOverageCents: z.number(),
  usageAsOf: z.string().nullable(),
  computedAt: z.string(),
  /** The carrier's total for the same cards, and when its bill was issued; null until reconciled. */
  carrierTotalCents: z.number().nullable(),
  carrierIssuedAt: z.string().nullable(),
  differenceCount: z.number(),
});
export type CompanyBillRow = z.infer<typeof companyBillRowSchema>;

export const companyBillPageSchema = keysetPageSchema('bills', companyBillRowSchema);

/** One month of the chart: the sums of the companies in scope. */
export const billMonthTotalRowSchema = z.object({
  month: z.string(),
  totalCents: z.number(),
  carrierTotalCents: z.number().nullable(),
  cardCount: z.number(),
  computedAt: z.string().nullable(),
});

export const billDifferenceRowSchema = z.object({
  id: z.number(),
  month: z.string(),
  ...companyColumns,
  iccid: z.string(),
  reason: billDifferenceReason.schema,
  /** Our figure and the carrier's for the reason's item (the whole line for a missing card), in cents. */
  ourCents: z.number().nullable(),
  carrierCents: z.number().nullable(),
  carrierIssuedAt: z.string(),
});
export type BillDifferenceRow = z.infer<typeof billDifferenceRowSchema>;

export const billDifferencePageSchema = keysetPageSchema('differences', billDifferenceRowSchema);
