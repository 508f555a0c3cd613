/** Card data usage as the scheduled usage sync stored it. */
import { z } from 'zod';
import { taskStatus } from '../../../codes/task-codes';
import { pageCalls } from '../../../calls/declare-calls';
import { recordIdSchema } from '../../../calls/shared-schemas';
import { cardIdSchema, simCardListPageCode } from '../list/sim-card-calls';

/** The longest range one stored-usage read covers, in days. */
export const maximumUsageRangeDays = 366;

const millisecondsPerDay = 86_400_000;

/** A carrier day, 'YYYY-MM-DD' (Beijing time, as the carrier counts days). */
export const usageDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date (YYYY-MM-DD)')
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, 'not a calendar date');

const accountIdSchema = recordIdSchema;
const simCardList = pageCalls(simCardListPageCode);

export const cardUsageDailyObjSchema = z
  .strictObject({
    cardId: cardIdSchema,
    from: usageDaySchema,
    to: usageDaySchema,
  })
  .refine((range) => range.from <= range.to, { message: 'from must not be after to', path: ['from'] })
  .refine(
    (range) =>
      (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / millisecondsPerDay <
      maximumUsageRangeDays,
    { message: `at most ${maximumUsageRangeDays} days at once`, path: ['to'] },
  );

/** A card's usage of one carrier day or month, as the carrier counts it (live or stored). */
export const usageFigureFields = {
  dataKilobytes: z.number(),
  smsCount: z.number(),
  voiceMinutes: z.number(),
  /** False for the running day or month, which still grows (the next sync updates a stored one). */
  complete: z.boolean(),
};

/** One stored carrier day of one card; days the sync has not stored are absent. */
export const storedUsageDayRowSchema = z.object({
  day: z.string(),
  ...usageFigureFields,
  syncedAt: z.string(),
});
export type StoredUsageDayRow = z.infer<typeof storedUsageDayRowSchema>;

/** The stored daily usage of one card the caller sees, over [from, to], oldest first. */
export const cardUsageDailyCall = simCardList.read('get', {
  path: 'card-usage/daily',
  obj: cardUsageDailyObjSchema,
  row: storedUsageDayRowSchema,
});

export const usageSyncStartedRowSchema = z.object({
  taskId: z.number(),
  /** True when a sync of the account was already waiting or running: that task is answered, none started. */
  alreadyRunning: z.boolean(),
});

/** Starts the usage sync of one carrier account now, as a task in the caller's task centre. */
export const cardUsageSyncNowCall = simCardList.change('edit', {
  path: 'card-usage/sync-now',
  obj: z.strictObject({ accountId: accountIdSchema }),
  row: usageSyncStartedRowSchema,
  changes: ['card-usage/sync-state'],
});

export const usageSyncStateRowSchema = z.object({
  accountId: z.number(),
  accountName: z.string(),
  companyId: z.number(),
  enabled: z.boolean(),
  /** The newest complete carrier day stored for every card of the account; null before the first sync. */
  syncedThroughDay: z.string().nullable(),
  nextScheduledAt: z.string().nullable(),
  lastTaskId: z.number().nullable(),
  lastTaskStatus: taskStatus.schema.nullable(),
  lastRunStartedAt: z.string().nullable(),
  lastRunFinishedAt: z.string().nullable(),
  lastRunCardCount: z.number().nullable(),
});
export type UsageSyncStateRow = z.infer<typeof usageSyncStateRowSchema>;

/** Where the usage sync of each carrier account the caller sees stands (one account with accountId). */
export const cardUsageSyncStateCall = simCardList.read('query', {
  path: 'card-usage/sync-state',
  obj: z.strictObject({ accountId: accountIdSchema.optional() }),
  row: usageSyncStateRowSchema,
});
