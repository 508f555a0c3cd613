import { eq, sql } from 'drizzle-orm';
import { testRegistrationStatus } from '@simdesk/contract';
import type { TesterFilter, TesterRow } from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { operatorNameColumns } from '../../../platform/database/operator-names';
import { placedRowsReader, placeNames } from '../../../platform/database/place-names';
import type { PersonalDataBox } from '../../../platform/privacy/personal-data';
import { realNameTestRegistrations, realNameTesters } from '../real-name-schema';
import { scopedRecords } from '../scoped-records';

const testers = realNameTesters;
const tests = realNameTestRegistrations;

/** The kind of the blind index of testers' ID numbers. */
export const testerIdNumberIndexKind = 'tester-id-number';

/** Cards a tester tests now (read per row of a page, by the tester index). */
const cardsUnderTest = sql<number>`(select count(*)::int from ${tests}
  where ${tests.testerId} = ${testers.id} and ${tests.status} = ${sql.raw(String(testRegistrationStatus.byName.testing))})`;

export const readTesterRows = placedRowsReader(
  testers,
  { tester: testers, cardsUnderTest, ...operatorNameColumns(testers.createdBy) },
  ({ tester, cardsUnderTest: testing, account, name, ...names }): TesterRow => ({
    id: tester.id,
    companyId: tester.companyId,
    orgId: tester.orgId,
    ...placeNames(names),
    testerName: tester.nameMasked,
    idNumber: tester.idNumberMasked,
    mobile: tester.mobileMasked,
    note: tester.note,
    enabled: tester.enabled,
    cardsUnderTest: testing,
    operatorId: tester.createdBy,
    account,
    name,
    createdAt: tester.createdAt.toISOString(),
  }),
);

export const testerRecords = scopedRecords({ ...testers, table: testers }, readTesterRows, 'tester');
export const testerScopedColumns = testerRecords.scopedColumns;

export const testerConditions = (
  db: Database,
  personalData: PersonalDataBox,
  caller: OperatorContext,
  filter: TesterFilter,
) =>
  testerRecords.conditions(db, caller, filter, [
    filter.idNumber
      ? eq(testers.idNumberIndex, personalData.blindIndex(testerIdNumberIndexKind, filter.idNumber))
      : undefined,
    filter.enabled === undefined ? undefined : eq(testers.enabled, filter.enabled),
    filter.executing === undefined
      ? undefined
      : filter.executing
        ? sql`${cardsUnderTest} > 0`
        : sql`${cardsUnderTest} = 0`,
  ]);
