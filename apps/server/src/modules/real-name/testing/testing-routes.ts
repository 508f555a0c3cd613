import {
  testCardFilterOptionsCall,
  testCardListCall,
  testCardTesterOptionsCall,
  testEndCall,
  testerAddCall,
  testerDeleteCall,
  testerDetailCall,
  testerEditCall,
  testerFilterOptionsCall,
  testerListCall,
  testingCapacityCall,
  testRecordDetailCall,
  testRecordFilterOptionsCall,
  testRecordListCall,
  testStartCall,
} from '@simdesk/contract/modules/real-name';
import { and, asc, eq } from 'drizzle-orm';
import { callerScope } from '../../../platform/auth/data-scope';
import { answerScopeFilterOptions } from '../../../platform/auth/scope-filter-options';
import { keysetListCall } from '../../../platform/http/keyset-list-call';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { AppServices } from '../../../platform/services';
import { oneRecordCall } from '../record-calls';
import { realNameTesters } from '../real-name-schema';
import { testCardPage } from './test-cards';
import { testRecordConditions, testRecords } from './test-record-rows';
import { endTests, startTests, testingCapacity } from './test-registrations';
import { addTester, deleteTester, editTester } from './tester-changes';
import { readTesterRows, testerConditions, testerRecords, testerScopedColumns } from './tester-rows';

/** Testers, the testable cards and their tests, and the record of every test. */
export function registerTestingCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, personalData } = services;

  registrar.guardedCall(
    testerListCall,
    keysetListCall(db, testerRecords.source, 'testers', (obj, caller) =>
      testerConditions(db, personalData, caller, obj),
    ),
  );
  registrar.guardedCall(testerFilterOptionsCall, answerScopeFilterOptions(db));
  registrar.guardedCall(testerDetailCall, oneRecordCall(db, testerRecords.row));
  registrar.guardedCall(testerAddCall, async ({ obj, caller }) => {
    const row = await addTester(services, caller, obj);
    return { rows: [row], auditTarget: `tester ${row.id} ${row.testerName}` };
  });
  registrar.guardedCall(testerEditCall, async ({ obj, caller }) => {
    const row = await editTester(services, caller, obj);
    return { rows: [row], auditTarget: `tester ${row.id} ${row.testerName}` };
  });
  registrar.guardedCall(testerDeleteCall, async ({ obj, caller }) => ({
    rows: [await deleteTester(services, caller, obj.id)],
    auditTarget: `tester ${obj.id}`,
  }));

  registrar.guardedCall(testCardListCall, async ({ obj, caller }) => ({
    rows: [await testCardPage(db, caller, obj)],
  }));
  registrar.guardedCall(testCardFilterOptionsCall, answerScopeFilterOptions(db));
  registrar.guardedCall(testCardTesterOptionsCall, async ({ caller }) => ({
    rows: await readTesterRows(
      db,
      and(callerScope(caller, testerScopedColumns), eq(realNameTesters.enabled, true)),
      asc(realNameTesters.id),
      500,
    ),
  }));
  registrar.guardedCall(testingCapacityCall, async ({ caller }) => ({
    rows: [await testingCapacity(db, caller.companyId)],
  }));
  registrar.guardedCall(testStartCall, async ({ obj, caller }) => {
    const rows = await startTests(db, caller, obj);
    return { rows, auditTarget: `tester ${obj.testerId}: ${rows.length} card(s)` };
  });
  registrar.guardedCall(testEndCall, async ({ obj, caller }) => {
    const rows = await endTests(db, caller, obj);
    return { rows, auditTarget: `${rows.length} card(s)` };
  });

  registrar.guardedCall(
    testRecordListCall,
    keysetListCall(db, testRecords.source, 'records', (obj, caller) => testRecordConditions(db, caller, obj)),
  );
  registrar.guardedCall(testRecordFilterOptionsCall, answerScopeFilterOptions(db));
  registrar.guardedCall(testRecordDetailCall, oneRecordCall(db, testRecords.row));
}
