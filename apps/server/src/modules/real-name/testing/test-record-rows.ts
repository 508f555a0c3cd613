import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { testRegistrationStatus, type TestRegistrationStatusCode } from '@simdesk/contract';
import type { TestRecordFilter, TestRecordRow } from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { operatorNameColumns } from '../../../platform/database/operator-names';
import { isoOrNull, placedRowsReader } from '../../../platform/database/place-names';
import { cardNumberCondition, placedCardFields } from '../list-filters';
import { realNameTestRegistrations, realNameTesters } from '../real-name-schema';
import { lookedUp, scopedRecords } from '../scoped-records';

const tests = realNameTestRegistrations;

export const readTestRecords = placedRowsReader(
  tests,
  {
    test: tests,
    testerName: lookedUp<string>(realNameTesters.nameMasked, realNameTesters.id, tests.testerId),
    starter: operatorNameColumns(tests.startedBy).account,
    starterName: operatorNameColumns(tests.startedBy).name,
  },
  ({ test, testerName, starter, starterName, ...names }): TestRecordRow => ({
    ...placedCardFields(test, names),
    id: test.id,
    testerName,
    testerId: test.testerId,
    status: test.status as TestRegistrationStatusCode,
    startedAt: test.startedAt.toISOString(),
    endedAt: isoOrNull(test.endedAt),
    operatorId: test.startedBy,
    account: starter,
    name: starterName,
  }),
);

export const testRecords = scopedRecords(
  { ...tests, table: tests, createdAt: tests.startedAt },
  readTestRecords,
  'test registration',
);

export const testRecordConditions = (db: Database, caller: OperatorContext, filter: TestRecordFilter) =>
  testRecords.conditions(db, caller, filter, [
    filter.status?.length ? inArray(tests.status, filter.status) : undefined,
    filter.cardNumber ? cardNumberCondition(tests, filter.cardNumber) : undefined,
    filter.testerId === undefined ? undefined : eq(tests.testerId, filter.testerId),
  ]);

/** The tests of these cards running now. */
export const testedNow = (cardIds: readonly number[]): SQL | undefined =>
  and(inArray(tests.cardId, [...cardIds]), eq(tests.status, testRegistrationStatus.byName.testing));
