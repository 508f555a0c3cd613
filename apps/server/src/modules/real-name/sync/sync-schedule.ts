// The daily sync of each company's cards, run by the module's background sweep. The running-run index makes a
// second start (another process, an operator's run) find the company busy and leave it.
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { companiesWithCarrierCards, companyCardsCondition, countCardsToSync } from '../../sim-cards';
import type { SyncServices } from './sync-batch';
import { runSync, uncontrolled } from './sync-run';
import { realNameSyncs } from './sync-schema';

/** Whether the company's last scheduled run started less than `interval` ago. */
async function recentlySynced(services: SyncServices, companyId: number, interval: number): Promise<boolean> {
  const [last] = await services.db
    .select({ startedAt: realNameSyncs.startedAt })
    .from(realNameSyncs)
    .where(and(eq(realNameSyncs.companyId, companyId), eq(realNameSyncs.trigger, 'scheduled')))
    .orderBy(desc(realNameSyncs.id))
    .limit(1);
  return last !== undefined && Date.now() - last.startedAt.getTime() < interval;
}

/** Ends a scheduled run its process left behind (no task resumes it) once a whole interval has passed. */
async function endAbandoned(services: SyncServices, companyId: number, interval: number) {
  await services.db
    .update(realNameSyncs)
    .set({ status: 'failed', failure: 'interrupted', finishedAt: sql`now()` })
    .where(
      and(
        eq(realNameSyncs.companyId, companyId),
        eq(realNameSyncs.status, 'running'),
        isNull(realNameSyncs.taskId),
        lt(realNameSyncs.startedAt, new Date(Date.now() - interval)),
      ),
    );
}

/** Starts the company's scheduled run unless one is going; answers its id, or null. */
export async function startScheduledSync(services: SyncServices, companyId: number): Promise<number | null> {
  const where = companyCardsCondition(companyId);
  const [sync] = await services.db
    .insert(realNameSyncs)
    .values({
      companyId,
      trigger: 'scheduled',
      scope: 'all',
      cardCount: await countCardsToSync(services.db, where),
      status: 'running',
    })
    .onConflictDoNothing()
    .returning({ id: realNameSyncs.id });
  return sync?.id ?? null;
}

/** One pass: every company due for its daily sync gets one, one company after another. */
export function scheduledSyncs(services: SyncServices, config: { syncIntervalMilliseconds: number }) {
  return async function runOnce(): Promise<void> {
    const interval = config.syncIntervalMilliseconds;
    for (const companyId of await companiesWithCarrierCards(services.db)) {
      await endAbandoned(services, companyId, interval);
      if (await recentlySynced(services, companyId, interval)) continue;
      const syncId = await startScheduledSync(services, companyId);
      if (syncId === null) continue;
      await runSync(services, syncId, companyCardsCondition(companyId), uncontrolled).catch(
        (error: unknown) => services.logger.warn({ err: error }, `real-name sync ${syncId} failed`),
      );
    }
  };
}
