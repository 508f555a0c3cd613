import { eq, sql } from 'drizzle-orm';
import { alarmSource, messageTab, messageType } from '@simdesk/contract';
import { carrierAccounts } from '../../platform/database/schema-carrier';
import type { AppServices } from '../../platform/services';
import { recordAlarm } from './alarm-recorder';
import { callRecordSyncState } from './call-records-schema';
import { ensureRecordPartitions, storeCallRecords } from './record-store';

const hour = 3_600_000;
/** The carrier's longest account window, and how far back an account's first fetch looks. */
const windowMilliseconds = 7 * 24 * hour;
const firstLookBackMilliseconds = 24 * hour;

export interface RecordSyncResult {
  accountId: number;
  added: number;
  syncedThrough: string | null;
}

type SyncServices = Pick<AppServices, 'db' | 'carrier' | 'clock' | 'messages' | 'logger'>;

async function stateOf(services: SyncServices, accountId: number) {
  await services.db.insert(callRecordSyncState).values({ accountId }).onConflictDoNothing();
  const [state] = await services.db
    .select()
    .from(callRecordSyncState)
    .where(eq(callRecordSyncState.accountId, accountId));
  return state;
}

/** A failed fetch is an alarm of the console: recorded, and told to the account's company. */
async function raiseSyncAlarm(services: SyncServices, accountId: number, reason: string): Promise<void> {
  const [account] = await services.db
    .select({ companyId: carrierAccounts.companyId, name: carrierAccounts.name })
    .from(carrierAccounts)
    .where(eq(carrierAccounts.id, accountId));
  if (!account) return;
  const cause = `Fetching call detail records from carrier account "${account.name}" failed: ${reason}`;
  const published = await services.messages.publish({
    companyId: account.companyId,
    moduleType: messageTab.byName.system,
    messageType: messageType.byName.systemUpgradeNotice,
    content: cause,
  });
  await recordAlarm(services.db, {
    companyId: account.companyId,
    source: alarmSource.byName.system,
    messageType: messageType.byName.systemUpgradeNotice,
    cause,
    actions: [{ kind: 0, outcome: 1, detail: `${published.recipientCount} operator(s) told` }],
  });
}

/**
 * Fetches an account's records from where the last fetch ended up to now, a window of at most 7 days at a time,
 * following the carrier's cursor (kept after each page, so an interrupted fetch resumes). Idempotent: a record
 * fetched twice is stored once.
 */
export async function syncCallRecords(services: SyncServices, accountId: number): Promise<RecordSyncResult> {
  const { db } = services;
  const state = await stateOf(services, accountId);
  const now = services.clock.now();
  let from = state?.syncedThrough ?? new Date(now.getTime() - firstLookBackMilliseconds);
  let cursor = state?.windowCursor ?? undefined;
  let added = 0;
  try {
    const gateway = await services.carrier.gatewayFor(accountId, { requestsPerSecond: 2 });
    while (from < now) {
      const to = new Date(Math.min(from.getTime() + windowMilliseconds, now.getTime()));
      await ensureRecordPartitions(db, from, to);
      do {
        const page = await gateway.callDetailRecords({
          from: from.toISOString(),
          to: to.toISOString(),
          ...(cursor ? { cursor } : {}),
        });
        added += await storeCallRecords(db, accountId, page.records);
        cursor = page.nextCursor ?? undefined;
        await db
          .update(callRecordSyncState)
          .set({ windowCursor: cursor ?? null })
          .where(eq(callRecordSyncState.accountId, accountId));
      } while (cursor);
      from = to;
      await db
        .update(callRecordSyncState)
        .set({ syncedThrough: to, windowCursor: null })
        .where(eq(callRecordSyncState.accountId, accountId));
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    services.logger.warn({ err: error, accountId }, 'call detail record fetch failed');
    await db
      .update(callRecordSyncState)
      .set({ lastError: reason, lastRunAt: now, lastRecordCount: added })
      .where(eq(callRecordSyncState.accountId, accountId));
    await raiseSyncAlarm(services, accountId, reason);
    throw error;
  }
  await db
    .update(callRecordSyncState)
    .set({ lastError: null, lastRunAt: now, lastRecordCount: added })
    .where(eq(callRecordSyncState.accountId, accountId));
  return { accountId, added, syncedThrough: from.toISOString() };
}

/**
 * Claims the accounts whose fetch is due (safe with several processes: the claim moves next_run_at in one
 * UPDATE) and fetches each. An account seen for the first time waits one interval rather than starting at once.
 */
export async function syncDueAccounts(services: SyncServices, intervalMilliseconds: number): Promise<number> {
  const now = services.clock.now();
  const next = new Date(now.getTime() + intervalMilliseconds).toISOString();
  await services.db.execute(sql`
    insert into ${callRecordSyncState} (account_id, next_run_at)
    select ${carrierAccounts.id}, ${next}::timestamptz from ${carrierAccounts} where ${carrierAccounts.enabled}
    on conflict (account_id) do update set next_run_at = excluded.next_run_at
    where ${callRecordSyncState.nextRunAt} is null`);
  const claimed = await services.db
    .update(callRecordSyncState)
    .set({ nextRunAt: new Date(next) })
    .where(
      sql`${callRecordSyncState.nextRunAt} <= ${now.toISOString()}::timestamptz
      and ${callRecordSyncState.accountId} in (select id from ${carrierAccounts} where enabled)`,
    )
    .returning({ accountId: callRecordSyncState.accountId });
  for (const { accountId } of claimed) {
    // A failure is recorded (and alarmed) by the fetch; the next account is fetched all the same.
    await syncCallRecords(services, accountId).catch(() => undefined);
  }
  return claimed.length;
}
