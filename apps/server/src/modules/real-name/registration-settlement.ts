import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { realNameStatus, type RealNameStatusCode } from '@simdesk/contract';
import type { Database } from '../../platform/database/connect';
import { setCardsRealNameStatus } from '../sim-cards';
import { recordRegistrationEvents } from './registration-events';
import { realNameRegistrations } from './real-name-schema';
import type { TrackerPace } from './registration-tracker';

export type StoredRegistration = typeof realNameRegistrations.$inferSelect;

const { processing, registered } = realNameStatus.byName;

const claimed = 100;
/** A claim lasts this long: a process that stops mid-way leaves its rows to another after it. */
const leaseMilliseconds = 60_000;

export const later = (milliseconds: number) => new Date(Date.now() + milliseconds);

/** Claims due rows (FOR UPDATE SKIP LOCKED, with a lease), so several processes never send or ask twice. */
export async function claimDue(db: Database, sent: boolean): Promise<StoredRegistration[]> {
  const table = realNameRegistrations;
  return db
    .update(table)
    .set({ nextCheckAt: later(leaseMilliseconds) })
    .where(
      inArray(
        table.id,
        db
          .select({ id: table.id })
          .from(table)
          .where(
            and(
              eq(table.status, processing),
              lte(table.nextCheckAt, sql`now()`),
              sent ? isNotNull(table.submittedAt) : isNull(table.submittedAt),
            ),
          )
          .orderBy(asc(table.nextCheckAt))
          .limit(claimed)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
}

export function groupBy<Item>(items: readonly Item[], key: (item: Item) => string): Item[][] {
  const groups = new Map<string, Item[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
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
    await setCardsRealNameStatus(
      transaction,
      rows.map((row) => row.cardId),
      outcome.status,
    );
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

/** Tries again later, waiting longer each time (up to the pace's longest wait). */
export async function retryLater(
  db: Database,
  rows: readonly StoredRegistration[],
  pace: TrackerPace,
): Promise<void> {
  for (const row of rows) {
    const wait = Math.min(
      pace.maximumCheckMilliseconds,
      pace.firstCheckMilliseconds * 2 ** Math.min(row.checks, 8),
    );
    await db
      .update(realNameRegistrations)
      .set({ nextCheckAt: later(wait), checks: row.checks + 1 })
      .where(eq(realNameRegistrations.id, row.id));
  }
}
