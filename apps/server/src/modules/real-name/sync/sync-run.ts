// A sync run from its first card to its last, batch by batch in card id order: each batch's counts and the
// last card done are stored after it, so a run cut short goes on where it stopped.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { SyncRunStatus } from '@simdesk/contract/modules/real-name';
import { carrierBatchLimit } from '../../../platform/carrier/batches';
import type { Database } from '../../../platform/database/connect';
import { TaskInterrupted } from '../../../platform/tasks/task-failure';
import { cardsToSync } from '../../sim-cards';
import { syncBatch, type SyncServices } from './sync-batch';
import { realNameSyncs } from './sync-schema';

export type StoredSync = typeof realNameSyncs.$inferSelect;

/** What the caller of a run is told and asked between batches. */
export interface RunControl {
  isCancelRequested(): Promise<boolean>;
  reportProgress(done: number, total: number): Promise<void>;
}

export const uncontrolled: RunControl = {
  isCancelRequested: async () => false,
  reportProgress: async () => undefined,
};

export async function finishSync(
  db: Database,
  syncId: number,
  status: Exclude<SyncRunStatus, 'running'>,
  failure: string | null = null,
): Promise<void> {
  await db
    .update(realNameSyncs)
    .set({ status, failure, finishedAt: sql`now()` })
    .where(eq(realNameSyncs.id, syncId));
}

async function storedSync(db: Database, syncId: number): Promise<StoredSync> {
  const [sync] = await db.select().from(realNameSyncs).where(eq(realNameSyncs.id, syncId));
  if (!sync) throw new Error(`no real-name sync ${syncId}`);
  return sync;
}

/** Runs the sync over the cards of `where` from where it stopped; a failure ends it failed and is thrown on. */
export async function runSync(
  services: SyncServices,
  syncId: number,
  where: SQL | undefined,
  control: RunControl,
): Promise<Exclude<SyncRunStatus, 'running'>> {
  const { db } = services;
  try {
    let sync = await storedSync(db, syncId);
    for (;;) {
      if (await control.isCancelRequested()) {
        await finishSync(db, syncId, 'cancelled');
        return 'cancelled';
      }
      const cards = await cardsToSync(db, where, sync.lastCardId, carrierBatchLimit);
      const last = cards.at(-1);
      if (!last) break;
      const counts = await syncBatch(services, syncId, cards);
      const [updated] = await db
        .update(realNameSyncs)
        .set({
          lastCardId: last.id,
          checked: sql`${realNameSyncs.checked} + ${counts.checked}`,
          inAgreement: sql`${realNameSyncs.inAgreement} + ${counts.inAgreement}`,
          changed: sql`${realNameSyncs.changed} + ${counts.changed}`,
          errors: sql`${realNameSyncs.errors} + ${counts.errors}`,
        })
        .where(eq(realNameSyncs.id, syncId))
        .returning();
      if (!updated) throw new Error(`real-name sync ${syncId} is gone`);
      sync = updated;
      await control.reportProgress(sync.checked, Math.max(sync.cardCount, sync.checked));
    }
    await finishSync(db, syncId, 'completed');
    return 'completed';
  } catch (error) {
    // A task stopped by the server stays running, to go on when its task resumes; a cancelled one ends so.
    if (error instanceof TaskInterrupted) {
      if (error.reason === 'cancel') await finishSync(db, syncId, 'cancelled');
      throw error;
    }
    const reason = error instanceof Error ? error.message : String(error);
    await finishSync(db, syncId, 'failed', reason);
    throw error;
  }
}
