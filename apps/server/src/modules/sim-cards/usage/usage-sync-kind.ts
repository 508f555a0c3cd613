import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { taskType } from '@simdesk/contract';
import { CarrierError } from '../../../platform/carrier/carrier-error';
import type { CarrierGateway } from '../../../platform/carrier/carrier-gateway';
import { simCards } from '../schema/cards-schema';
import { cardUsageSyncState } from '../schema/usage-schema';
import type { AppServices } from '../../../platform/services';
import { TaskFailure } from '../../../platform/tasks/task-failure';
import { defineTaskKind, type TaskContext } from '../../../platform/tasks/task-kind';
import type { CardQuery } from '../../../platform/carrier/carrier-gateway';
import { addDays, monthsBetween } from './carrier-calendar';
import {
  readImeiSightings,
  sightedCardColumns,
  storeSeenImeis,
  type ImeiSightingsListener,
} from './imei-sightings';
import { readUsageAnswers } from './usage-answers';
import { ensureUsagePartitions } from './usage-partitions';
import { refreshMonthUsage, storeUsageDays } from './usage-store';

export const usageSyncKindName = 'card-usage-sync';

export interface UsageSyncOptions {
  /** Cards per carrier request: the carrier's batch limit (100). */
  batchSize: number;
  /**
   * The sync's share of the account's carrier calls per second, counted with every process's calls (the
   * shared carrier rate limit): it leaves the rest to operators instead of filling it. 0: the whole limit.
   */
  requestsPerSecond: number;
  /** Further tries of a batch after the gateway's own retries gave up on a "not now" (429, 5xx, no answer). */
  batchRetries: number;
  batchRetryBaseMilliseconds: number;
}

export const defaultUsageSyncOptions: UsageSyncOptions = {
  batchSize: 100,
  requestsPerSecond: 6,
  batchRetries: 3,
  batchRetryBaseMilliseconds: 2_000,
};

export const usageSyncInputSchema = z.strictObject({
  accountId: z.number().int().positive(),
  /** Who asked: the daily schedule, or an operator through card-usage/sync-now. */
  trigger: z.enum(['schedule', 'request']),
});

const checkpointSchema = z.object({
  afterCardId: z.number().int().min(0),
  done: z.number().int().min(0),
  /** The first day stored by this run (the day after the watermark); null: every day the carrier gives. */
  fromDay: z.string().nullable(),
  /** The newest day complete in every batch so far: what the watermark becomes when the run ends. */
  completeThroughDay: z.string().nullable(),
});
type Checkpoint = z.infer<typeof checkpointSchema>;
type SyncContext = TaskContext<z.output<typeof usageSyncInputSchema>, Checkpoint>;

function isNotNow(error: CarrierError): boolean {
  const status = error.httpStatus;
  return status === null || status === 429 || status >= 500;
}

/** The earlier of two days; a batch without any answered day (null) does not hold the watermark back. */
function earlier(left: string | null, right: string | null): string | null {
  if (left === null) return right;
  if (right === null) return left;
  return left < right ? left : right;
}

/**
 * The scheduled usage sync of one carrier account: walks its cards in id order, 100 at a time, asks the
 * carrier for their last 7 days, stores the days after the watermark and checkpoints each batch with its rows
 * (a resumed run goes on from the last batch). Ends by moving the watermark to the last day complete for all.
 */
export function createUsageSyncKind(
  services: Pick<AppServices, 'carrier'>,
  options: UsageSyncOptions,
  /** Told once the run stored everything and moved the watermark (the rule engine listens). */
  onSynced: (accountId: number) => Promise<void> = async () => undefined,
  imeiListeners: readonly ImeiSightingsListener[] = [],
) {
  async function openGateway(accountId: number): Promise<CarrierGateway> {
    try {
      return await services.carrier.gatewayFor(accountId, { requestsPerSecond: options.requestsPerSecond });
    } catch (error) {
      if (error instanceof CarrierError) throw new TaskFailure(error.message);
      throw error;
    }
  }

  async function askCarrier(
    context: SyncContext,
    gateway: CarrierGateway,
    query: CardQuery,
    iccids: string[],
  ) {
    for (let round = 0; ; round += 1) {
      try {
        return await gateway.queryCards(query, { by: 'iccid', numbers: iccids });
      } catch (error) {
        if (!(error instanceof CarrierError)) throw error;
        if (!isNotNow(error) || round >= options.batchRetries) {
          throw new TaskFailure(
            `the carrier did not answer the ${query} query: ${error.message}; the next run starts again from the last complete day`,
          );
        }
        const asked = Number(error.details.retryAfterSeconds ?? 0) * 1000;
        const wait = Math.max(asked, options.batchRetryBaseMilliseconds * 2 ** round);
        await sleep(Math.min(wait, 60_000), undefined, { signal: context.signal });
      }
    }
  }

  async function run(context: SyncContext): Promise<void> {
    const { accountId } = context.input;
    const { db } = context;
    const gateway = await openGateway(accountId);
    const [state] = await db
      .select({ syncedThroughDay: cardUsageSyncState.syncedThroughDay })
      .from(cardUsageSyncState)
      .where(eq(cardUsageSyncState.accountId, accountId));
    const watermark = state?.syncedThroughDay ?? null;
    if (!context.checkpoint) {
      await db
        .update(cardUsageSyncState)
        .set({ lastRunStartedAt: sql`now()`, lastRunFinishedAt: null, updatedAt: sql`now()` })
        .where(eq(cardUsageSyncState.accountId, accountId));
    }
    let position: Checkpoint = context.checkpoint ?? {
      afterCardId: 0,
      done: 0,
      fromDay: watermark === null ? null : addDays(watermark, 1),
      completeThroughDay: null,
    };
    const ofAccount = eq(simCards.carrierAccountId, accountId);
    const [counted] = await db.select({ total: count() }).from(simCards).where(ofAccount);
    const total = counted?.total ?? 0;
    const knownMonths = new Set<string>();

    for (;;) {
      if (await context.isCancelRequested()) return;
      const cards = await db
        .select(sightedCardColumns)
        .from(simCards)
        .where(and(ofAccount, gt(simCards.id, position.afterCardId)))
        .orderBy(asc(simCards.id))
        .limit(options.batchSize);
      const lastCard = cards.at(-1);
      if (!lastCard) break;

      const iccids = cards.map((card) => card.iccid);
      const answers = await askCarrier(context, gateway, 'sim-usage-daily', iccids);
      const read = readUsageAnswers(cards, answers, position.fromDay);
      // The devices the cards are in, only when a module compares them (machine-card binding).
      const sightings =
        imeiListeners.length === 0
          ? []
          : readImeiSightings(cards, await askCarrier(context, gateway, 'sim-device-state', iccids));
      for (const failure of read.failures) {
        await context.recordRowFailure(position.done + failure.index + 1, failure.reason);
      }
      if (read.firstDay && read.today) {
        const months = monthsBetween(read.firstDay, read.today);
        if (months.some((month) => !knownMonths.has(month))) {
          await ensureUsagePartitions(db, read.firstDay, read.today);
          for (const month of months) knownMonths.add(month);
        }
      }
      const next: Checkpoint = {
        afterCardId: lastCard.id,
        done: position.done + cards.length,
        fromDay: position.fromDay,
        completeThroughDay: earlier(position.completeThroughDay, read.completeThroughDay),
      };
      await context.reportProgress(next.done, Math.max(total, next.done));
      const today = read.today;
      await context.saveCheckpoint(next, async (transaction) => {
        await storeUsageDays(transaction, read.days);
        if (today) await refreshMonthUsage(transaction, read.answeredCardIds, today);
        await storeSeenImeis(transaction, sightings);
        if (sightings.length > 0) {
          for (const listener of imeiListeners) await listener(transaction, sightings);
        }
      });
      position = next;
    }

    await db
      .update(cardUsageSyncState)
      .set({
        syncedThroughDay:
          position.completeThroughDay === null
            ? cardUsageSyncState.syncedThroughDay
            : sql`greatest(${cardUsageSyncState.syncedThroughDay}, ${position.completeThroughDay}::date)`,
        lastRunFinishedAt: sql`now()`,
        lastRunCardCount: position.done,
        updatedAt: sql`now()`,
      })
      .where(eq(cardUsageSyncState.accountId, accountId));
    await onSynced(accountId);
  }

  return defineTaskKind({
    name: usageSyncKindName,
    taskType: taskType.byName.carrierSync,
    input: usageSyncInputSchema,
    checkpoint: checkpointSchema,
    resumable: true,
    run,
  });
}
