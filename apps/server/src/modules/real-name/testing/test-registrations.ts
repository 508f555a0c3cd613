// Starting and ending tests. At most five testers of a company test at once (spec §9): a start takes the
// company's row lock first, so starts racing each other count the testers one after another.
import { and, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import { cardStatus, testRegistrationStatus } from '@simdesk/contract';
import {
  maximumTestersExecuting,
  type TestEndObj,
  type TestingCapacityRow,
  type TestRecordRow,
  type TestStartObj,
} from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { companies } from '../../../platform/database/schema';
import { badRequest } from '../../../platform/http/app-error';
import { cardsForRegistration } from '../../sim-cards';
import { conflict, refuseSecondOpenRegistration } from '../owner-readiness';
import { placedCardValues } from '../placed-card-values';
import { realNameTestRegistrations } from '../real-name-schema';
import { listed, refuseProblems } from '../request-problems';
import { readTestRecords, testedNow } from './test-record-rows';
import { testerRecords } from './tester-rows';

const tests = realNameTestRegistrations;
const { testing, ended } = testRegistrationStatus.byName;

/** The testers of a company testing now. */
async function executingTesters(db: Database, companyId: number): Promise<Set<number>> {
  const found = await db
    .selectDistinct({ testerId: tests.testerId })
    .from(tests)
    .where(and(eq(tests.companyId, companyId), eq(tests.status, testing)));
  return new Set(found.map((row) => row.testerId));
}

export async function testingCapacity(db: Database, companyId: number): Promise<TestingCapacityRow> {
  const [counted] = await db
    .select({ executing: countDistinct(tests.testerId) })
    .from(tests)
    .where(and(eq(tests.companyId, companyId), eq(tests.status, testing)));
  return { executing: counted?.executing ?? 0, maximum: maximumTestersExecuting };
}

async function answerRecords(db: Database, ids: readonly number[]): Promise<TestRecordRow[]> {
  const rows = await readTestRecords(db, inArray(tests.id, [...ids]));
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/** Starts a tester's tests of testable cards of the caller's scope that no one tests now; checked whole. */
export async function startTests(
  db: Database,
  caller: OperatorContext,
  request: TestStartObj,
): Promise<TestRecordRow[]> {
  const tester = await testerRecords.row(db, caller, request.testerId);
  if (!tester.enabled) throw badRequest(`the tester ${tester.testerName} is disabled: enable them first`);
  const { cards, unknown } = await cardsForRegistration(db, caller, request.cardNumbers);
  const untestable = cards.filter((card) => card.cardStatus !== cardStatus.byName.testable);
  const otherCompany = cards.filter((card) => card.companyId !== tester.companyId);
  refuseProblems([
    unknown.length > 0 ? `no card of yours has the number ${listed(unknown)}` : null,
    untestable.length > 0 ? `not testable (state 6): ${listed(untestable.map((card) => card.iccid))}` : null,
    otherCompany.length > 0
      ? `of another company than the tester: ${listed(otherCompany.map((card) => card.iccid))}`
      : null,
  ]);
  const ids = await db
    .transaction(async (transaction) => {
      // One start of the company at a time from here to the commit.
      await transaction
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, tester.companyId))
        .for('update');
      const executing = await executingTesters(transaction, tester.companyId);
      if (!executing.has(tester.id) && executing.size >= maximumTestersExecuting) {
        throw conflict(
          `${executing.size} testers are testing now, the most at once: one must end their tests before ${tester.testerName} starts`,
        );
      }
      const busy = await transaction
        .select({ iccid: tests.iccid })
        .from(tests)
        .where(testedNow(cards.map((card) => card.id)));
      if (busy.length > 0) throw conflict(`tested now: ${listed(busy.map((row) => row.iccid))}`);
      const stored = await transaction
        .insert(tests)
        .values(
          cards.map((card) => ({
            ...placedCardValues(card),
            testerId: tester.id,
            status: testing,
            startedBy: caller.operatorId,
          })),
        )
        .returning({ id: tests.id });
      return stored.map((row) => row.id);
    })
    .catch(refuseSecondOpenRegistration);
  return answerRecords(db, ids);
}

/** Ends the tests of cards of the caller's scope; each must be tested now. */
export async function endTests(
  db: Database,
  caller: OperatorContext,
  request: TestEndObj,
): Promise<TestRecordRow[]> {
  const { cards, unknown } = await cardsForRegistration(db, caller, request.cardNumbers);
  const open = cards.length
    ? await db
        .select({ id: tests.id, cardId: tests.cardId })
        .from(tests)
        .where(testedNow(cards.map((card) => card.id)))
    : [];
  const openCards = new Set(open.map((row) => row.cardId));
  const idle = cards.filter((card) => !openCards.has(card.id));
  refuseProblems([
    unknown.length > 0 ? `no card of yours has the number ${listed(unknown)}` : null,
    idle.length > 0 ? `not tested now: ${listed(idle.map((card) => card.iccid))}` : null,
  ]);
  const ids = open.map((row) => row.id);
  await db
    .update(tests)
    .set({ status: ended, endedAt: sql`now()`, endedBy: caller.operatorId })
    .where(and(inArray(tests.id, ids), eq(tests.status, testing)));
  return answerRecords(db, ids);
}
