import { z } from 'zod';
import { dataPoolGroupStatus, dataPoolGroupType, memberStatus } from '../../codes/data-pool-codes';
import { companyColumns, keysetPageOf } from '../../calls/shared-schemas';

/** The sizes the pool and member lists offer. */
export const dataPoolPageSizes = [20, 50, 100] as const;

/** A pool's figures in KB, and the used share of its quota in percent (over 100 when over it). */
const poolFigureFields = {
  quotaKb: z.number(),
  usedKb: z.number(),
  remainingKb: z.number(),
  usedPercent: z.number(),
};

/** One pool as last read from its carrier: its figures are the carrier's, as of `asOf`. */
export const dataPoolRowSchema = z.object({
  id: z.number(),
  ...companyColumns,
  carrierAccountId: z.number(),
  carrierAccountName: z.string(),
  /** The carrier's group id: the detail page's `groupId`. */
  groupId: z.string(),
  groupType: dataPoolGroupType.schema,
  name: z.string(),
  status: dataPoolGroupStatus.schema,
  ...poolFigureFields,
  memberCount: z.number(),
  /** When the console read these figures from the carrier. */
  asOf: z.string(),
});
export type DataPoolRow = z.infer<typeof dataPoolRowSchema>;

export const dataPoolPageSchema = keysetPageOf('pools', dataPoolRowSchema);

/** A member's own cap this month (null: none); a cap below its use waits for the next cycle (pending). */
const memberCapFields = {
  capKb: z.number().nullable(),
  pendingCapKb: z.number().nullable(),
  pendingCapFrom: z.string().nullable(),
};

/** One member card of a pool, as the carrier listed it at the last sync. */
export const dataPoolMemberRowSchema = z.object({
  id: z.number(),
  memberStatus: memberStatus.schema,
  iccid: z.string(),
  msisdn: z.string().nullable(),
  /** The console's card, when the card is in the console and the caller may see it. */
  cardId: z.number().nullable(),
  joinedAt: z.string().nullable(),
  ...memberCapFields,
  monthDataKb: z.number(),
  asOf: z.string(),
});
export type DataPoolMemberRow = z.infer<typeof dataPoolMemberRowSchema>;

export const dataPoolMemberPageSchema = keysetPageOf('members', dataPoolMemberRowSchema);

/** The day a pool runs out at its recent rate, and what that is based on. */
export const dataPoolForecastSchema = z.object({
  /** The complete days the rate is the mean of: first, last and how many. */
  basisFrom: z.string().nullable(),
  basisTo: z.string().nullable(),
  basisDays: z.number(),
  dailyRateKb: z.number(),
  remainingKb: poolFigureFields.remainingKb,
  /** The carrier day the pool runs out; null when nothing is used. */
  runsOutOn: z.string().nullable(),
  /** Whether it runs out before the cycle ends and the quota renews. */
  runsOutThisCycle: z.boolean(),
});
export type DataPoolForecast = z.infer<typeof dataPoolForecastSchema>;

/** A pool's usage charts and forecast, read live from the carrier. */
export const dataPoolUsageRowSchema = z.object({
  days: z.array(z.object({ date: z.string(), dataKb: z.number(), complete: z.boolean() })),
  months: z.array(z.object({ month: z.string(), dataKb: z.number(), complete: z.boolean() })),
  quotaKb: z.number(),
  forecast: dataPoolForecastSchema,
  asOf: z.string(),
});
export type DataPoolUsageRow = z.infer<typeof dataPoolUsageRowSchema>;

/** When the carrier applies a membership change. */
export const poolChangeEffectives = ['now', 'nextMonth'] as const;
export type PoolChangeEffective = (typeof poolChangeEffectives)[number];

/** What a member cap would do before it is saved. */
export const dataPoolCapWhatIfRowSchema = z.object({
  iccid: z.string(),
  monthDataKb: z.number(),
  capKb: z.number().nullable(),
  /** A cap below this month's use waits for the next cycle (the first of next month). */
  appliesFrom: z.enum(poolChangeEffectives),
  before: dataPoolForecastSchema,
  after: dataPoolForecastSchema,
});
export type DataPoolCapWhatIfRow = z.infer<typeof dataPoolCapWhatIfRowSchema>;

/** The answer to a membership change: one tracked change order (its cards in the card state list). */
export const dataPoolChangeRowSchema = z.object({
  orderId: z.number(),
  cardCount: z.number(),
  unmatchedNumbers: z.array(z.string()),
});

/** What a sync read: pools and members, per account. */
export const dataPoolSyncRowSchema = z.object({
  accountCount: z.number(),
  poolCount: z.number(),
  memberCount: z.number(),
  failedAccounts: z.array(z.object({ accountId: z.number(), reason: z.string() })),
});
