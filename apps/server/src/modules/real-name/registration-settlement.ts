import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { realNameStatus, type RealNameStatusCode } from '@simdesk/contract';
import type { CarrierGateway, CarrierOrderResult } from '../../platform/carrier/carrier-gateway';
import type { Database } from '../../platform/database/connect';
import { setCardsRealNameStatus } from '../sim-cards';
import { recordRegistrationEvents } from './registration-events';
import { realNameRegistrations } from './real-name-schema';
import type { TrackerPace } from './registration-tracker';

export type StoredRegistration = typeof realNameRegistrations.$inferSelect;

const { processing, registered, cancelled } = realNameStatus.byName;

const claimed = 100;
/** A claim lasts this long: a process that stops mid-way leaves its rows to another after it. */
const leaseMilliseconds = 60_000;

export const later = (milliseconds: number) => new Date(Date.now() + milliseconds);

/** A table of rows a tracker sends and then asks about: which are open, when each is next due, whether sent. */
export interface TrackedTable<Table extends PgTable> {
  table: Table;
  id: AnyPgColumn;
  nextCheckAt: AnyPgColumn;
  submittedAt: AnyPgColumn;
  open: SQL;
}

/** The tracked table of a table with the usual columns, open while its status is one of `openStatuses`. */
export const trackedTableOf = <
  Table extends PgTable & {
    id: AnyPgColumn;
    nextCheckAt: AnyPgColumn;
    submittedAt: AnyPgColumn;
    status: AnyPgColumn;
  },
>(
  table: Table,
  openStatuses: readonly number[],
): TrackedTable<Table> => ({
  table,
  id: table.id,
  nextCheckAt: table.nextCheckAt,
  submittedAt: table.submittedAt,
  open: inArray(table.status, [...openStatuses]),
});

/**
 * Claims due rows of a tracked table (FOR UPDATE SKIP LOCKED, with a lease), so several processes never send or
 * ask twice: the waiting ones (`sent` false) or those with the carrier.
 */
export async function claimDueIn<Table extends PgTable>(
  db: Database,
  tracked: TrackedTable<Table>,
  sent: boolean,
): Promise<Table['$inferSelect'][]> {
  // Drizzle types an update of one known table only: run it on the base type, typed back per table.
  const table: PgTable = tracked.table;
  const claimedRows = await db
    .update(table)
    // Every tracked table names the column nextCheckAt.
    .set({ nextCheckAt: later(leaseMilliseconds) } as Record<string, unknown>)
    .where(
      inArray(
        tracked.id,
        db
          .select({ id: tracked.id })
          .from(table)
          .where(
            and(
              tracked.open,
              lte(tracked.nextCheckAt, sql`now()`),
              sent ? isNotNull(tracked.submittedAt) : isNull(tracked.submittedAt),
            ),
          )
          .orderBy(asc(tracked.nextCheckAt))
          .limit(claimed)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  return claimedRows as Table['$inferSelect'][];
}

const trackedRegistrations: TrackedTable<typeof realNameRegistrations> = {
  table: realNameRegistrations,
  id: realNameRegistrations.id,
  nextCheckAt: realNameRegistrations.nextCheckAt,
  submittedAt: realNameRegistrations.submittedAt,
  open: eq(realNameRegistrations.status, processing),
};

/** Claims due registrations: waiting to be sent, or sent and due to be asked about. */
export const claimDue = (db: Database, sent: boolean): Promise<StoredRegistration[]> =>
  claimDueIn(db, trackedRegistrations, sent);

export function groupBy<Item>(items: readonly Item[], key: (item: Item) => string): Item[][] {
  const groups = new Map<string, Item[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

/**
 * A registration the carrier accepted replaces the card's earlier one (the maker's, at sale): that one is
 * cancelled with a note of which replaced it.
 */
async function cancelReplaced(db: Database, rows: readonly StoredRegistration[]): Promise<void> {
  for (const row of rows) {
    const replaced = await db
      .update(realNameRegistrations)
      .set({ status: cancelled, completedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(realNameRegistrations.cardId, row.cardId),
          ne(realNameRegistrations.id, row.id),
          eq(realNameRegistrations.status, registered),
        ),
      )
      .returning({ id: realNameRegistrations.id });
    await recordRegistrationEvents(
      db,
      replaced.map(({ id }) => ({
        registrationId: id,
        kind: 'cancelled' as const,
        detail: `replaced by ${row.id}`,
      })),
    );
  }
}

/** The cards among `cardIds` that stay registered through an earlier registration (a refused owner's card). */
async function stillRegistered(db: Database, cardIds: readonly number[]): Promise<Set<number>> {
  if (cardIds.length === 0) return new Set();
  const found = await db
    .selectDistinct({ cardId: realNameRegistrations.cardId })
    .from(realNameRegistrations)
    .where(
      and(inArray(realNameRegistrations.cardId, [...cardIds]), eq(realNameRegistrations.status, registered)),
    );
  return new Set(found.map((row) => row.cardId));
}

/** Ends registrations as the carrier answered, with their cards. */
export async function settle(
  db: Database,
  rows: readonly StoredRegistration[],
  outcome: { status: RealNameStatusCode; refusalCode?: string | null; reason?: string | null },
): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction(async (transaction) => {
    await transaction
      .update(realNameRegistrations)
      .set({
        status: outcome.status,
        refusalCode: outcome.refusalCode ?? null,
        refusalReason: outcome.reason ?? null,
        reviewDueAt: null,
        completedAt: sql`now()`,
        nextCheckAt: null,
        updatedAt: sql`now()`,
      })
      .where(
        inArray(
          realNameRegistrations.id,
          rows.map((row) => row.id),
        ),
      );
    const cardIds = rows.map((row) => row.cardId);
    if (outcome.status === registered) {
      await cancelReplaced(transaction, rows);
      await setCardsRealNameStatus(transaction, cardIds, registered);
    } else {
      // A refused owner leaves the card registered to its maker, as the carrier still holds it.
      const kept = await stillRegistered(transaction, cardIds);
      await setCardsRealNameStatus(transaction, [...kept], registered);
      await setCardsRealNameStatus(
        transaction,
        cardIds.filter((id) => !kept.has(id)),
        outcome.status,
      );
    }
    await recordRegistrationEvents(
      transaction,
      rows.map((row) => ({
        registrationId: row.id,
        kind: outcome.status === registered ? ('registered' as const) : ('refused' as const),
        detail: outcome.reason ?? null,
      })),
    );
  });
}

/** Tries rows of a tracked table again later, waiting longer each time (up to the pace's longest wait). */
export async function retryLaterIn<Table extends PgTable>(
  db: Database,
  tracked: TrackedTable<Table>,
  rows: readonly { id: number; checks: number }[],
  pace: TrackerPace,
): Promise<void> {
  const table: PgTable = tracked.table;
  for (const row of rows) {
    const wait = Math.min(
      pace.maximumCheckMilliseconds,
      pace.firstCheckMilliseconds * 2 ** Math.min(row.checks, 8),
    );
    await db
      .update(table)
      // Every tracked table names its columns nextCheckAt and checks.
      .set({ nextCheckAt: later(wait), checks: row.checks + 1 } as Record<string, unknown>)
      .where(eq(tracked.id, row.id));
  }
}

/** Tries registrations again later. */
export const retryLater = (db: Database, rows: readonly StoredRegistration[], pace: TrackerPace) =>
  retryLaterIn(db, trackedRegistrations, rows, pace);

/** One card's line of a carrier order's result. */
export type OrderItem = CarrierOrderResult['items'][number];

/**
 * Asks the carrier how an order of `rows` ended and splits them: done, refused (with the carrier's line), and
 * still open (pending, or not in the answer yet).
 */
export async function orderOutcomes<Row extends { iccid: string }>(
  gateway: CarrierGateway,
  orderNumber: string,
  rows: readonly Row[],
): Promise<{ succeeded: Row[]; refused: { row: Row; item: OrderItem }[]; open: Row[] }> {
  const result = await gateway.orderResult(orderNumber);
  const items = new Map(result.items.map((item) => [item.iccid, item]));
  const outcomes = {
    succeeded: [] as Row[],
    refused: [] as { row: Row; item: OrderItem }[],
    open: [] as Row[],
  };
  for (const row of rows) {
    const item = items.get(row.iccid);
    if (item?.state === 'success') outcomes.succeeded.push(row);
    else if (item?.state === 'failed') outcomes.refused.push({ row, item });
    else outcomes.open.push(row);
  }
  return outcomes;
}
