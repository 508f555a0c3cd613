import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  alarmRecordDetailCall,
  alarmRecordListCall,
  callRecordListCall,
  callRecordSyncNowCall,
  callRecordSyncStateCall,
  callRecordTotalsCall,
  pushEndpointHealthCall,
  pushRecordDetailCall,
  pushRecordListCall,
  pushRecordReplayCall,
  pushRecordResendCall,
} from '@simdesk/contract/modules/call-records';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { carrierAccounts } from '../../platform/database/schema-carrier';
import { badRequest, forbidden } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import { answerRow } from '../../platform/http/answer-row';
import type { AppServices } from '../../platform/services';
import { findAlarmRecord, listAlarmRecords } from './alarm-list';
import { callDetailRecords, callRecordSyncState } from './call-records-schema';
import { endpointHealth, findPushRecord, listPushRecords, replayPushes, resendPush } from './push-list';
import { callRecordTotals, listCallRecords } from './record-list';
import { syncCallRecords } from './record-sync';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * The accounts whose records the caller sees: every enabled one for carrier staff; for a company, the accounts
 * its records came from (a car maker's cards are usually on the carrier's own account).
 */
async function accountsOf(db: Database, caller: OperatorContext) {
  const heldRecords = sql`exists (select 1 from ${callDetailRecords} where ${callDetailRecords.accountId} =
    ${carrierAccounts.id} and ${callDetailRecords.companyId} = ${caller.companyId})`;
  return db
    .select({ id: carrierAccounts.id, name: carrierAccounts.name, companyId: carrierAccounts.companyId })
    .from(carrierAccounts)
    .where(and(eq(carrierAccounts.enabled, true), caller.crossCompany ? undefined : heldRecords))
    .orderBy(carrierAccounts.id);
}

/** Received records, push records and alarm records. */
export function registerCallRecordCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  registrar.guardedCall(
    callRecordListCall,
    answerRow((caller, obj) => listCallRecords(db, caller, obj)),
  );
  registrar.guardedCall(
    callRecordTotalsCall,
    answerRow((caller, obj) => callRecordTotals(db, caller, obj)),
  );
  registrar.guardedCall(callRecordSyncStateCall, async ({ caller }) => {
    const accounts = await accountsOf(db, caller);
    if (accounts.length === 0) return { rows: [] };
    const states = await db
      .select()
      .from(callRecordSyncState)
      .where(
        inArray(
          callRecordSyncState.accountId,
          accounts.map((account) => account.id),
        ),
      );
    return {
      rows: accounts.map((account) => {
        const state = states.find((candidate) => candidate.accountId === account.id);
        return {
          accountId: account.id,
          accountName: account.name,
          syncedThrough: iso(state?.syncedThrough ?? null),
          lastRunAt: iso(state?.lastRunAt ?? null),
          lastRecordCount: state?.lastRecordCount ?? null,
          lastError: state?.lastError ?? null,
          nextRunAt: iso(state?.nextRunAt ?? null),
        };
      }),
    };
  });
  registrar.guardedCall(callRecordSyncNowCall, async ({ obj, caller }) => {
    // The fetch asks the carrier for every card of the account, whatever company holds them.
    if (!caller.crossCompany) throw forbidden('only carrier staff fetch records from the carrier');
    const accounts = await accountsOf(db, caller);
    const chosen =
      obj.accountId === undefined ? accounts : accounts.filter((one) => one.id === obj.accountId);
    if (chosen.length === 0) throw badRequest(`no enabled carrier account ${obj.accountId ?? ''}`.trim());
    const rows = [];
    for (const account of chosen) rows.push(await syncCallRecords(services, account.id));
    return { rows, auditTarget: `call detail records of ${chosen.map((one) => one.name).join(', ')}` };
  });

  registrar.guardedCall(
    pushRecordListCall,
    answerRow((caller, obj) => listPushRecords(db, caller, obj)),
  );
  registrar.guardedCall(
    pushRecordDetailCall,
    answerRow((caller, obj) => findPushRecord(db, caller, obj.id)),
  );
  registrar.guardedCall(pushEndpointHealthCall, async ({ obj, caller }) => ({
    rows: await endpointHealth(db, caller, obj, services.clock.now()),
  }));
  registrar.guardedCall(pushRecordResendCall, async ({ obj, caller }) => {
    const push = await resendPush(db, services.webhooks, caller, obj.id);
    return { rows: [{ ok: true }], auditTarget: `push ${push.eventId}` };
  });
  registrar.guardedCall(pushRecordReplayCall, async ({ obj, caller }) => {
    const queued = await replayPushes(db, services.webhooks, caller, obj);
    return { rows: [{ queued }], auditTarget: `pushes from ${obj.from} to ${obj.to}` };
  });

  registrar.guardedCall(
    alarmRecordListCall,
    answerRow((caller, obj) => listAlarmRecords(db, caller, obj)),
  );
  registrar.guardedCall(
    alarmRecordDetailCall,
    answerRow((caller, obj) => findAlarmRecord(db, caller, obj.id)),
  );
}
