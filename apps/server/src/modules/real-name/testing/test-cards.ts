// The testable cards (state 6) of the caller's scope with who tests each now: a page of the cards (read through
// the SIM card module), then the open test registrations of that page's cards.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cardStatus, testRegistrationStatus } from '@simdesk/contract';
import type { TestCardListObj, TestCardPage } from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { keysetPage } from '../../../platform/database/keyset-page';
import { placedCardConditions, placedCardSource } from '../../sim-cards';
import { realNameTestRegistrations } from '../real-name-schema';
import { readTestRecords, testedNow } from './test-record-rows';

const tests = realNameTestRegistrations;
const testing = sql.raw(String(testRegistrationStatus.byName.testing));

/** Cards tested now (by `testerId` when given), or idle ones: a condition on the card's id. */
function testingCondition(filter: TestCardListObj) {
  if (filter.testing === undefined && filter.testerId === undefined) return undefined;
  const byTester = filter.testerId === undefined ? sql`` : sql` and ${tests.testerId} = ${filter.testerId}`;
  return (cardId: AnyPgColumn): SQL => {
    const open = sql`exists (select 1 from ${tests} where ${tests.cardId} = ${cardId}
      and ${tests.status} = ${testing}${byTester})`;
    return filter.testing === false ? sql`not ${open}` : open;
  };
}

export async function testCardPage(
  db: Database,
  caller: OperatorContext,
  filter: TestCardListObj,
): Promise<TestCardPage> {
  const where = await placedCardConditions(
    db,
    caller,
    { ...filter, cardStatus: cardStatus.byName.testable },
    testingCondition(filter),
  );
  const { rows, ...paging } = await keysetPage(db, placedCardSource, where, filter);
  const open = rows.length ? await readTestRecords(db, testedNow(rows.map((row) => row.id))) : [];
  const byCard = new Map(open.map((test) => [test.cardId, test]));
  return {
    cards: rows.map(({ id, cardStatus: _state, realNameStatus: _registration, ...card }) => {
      const test = byCard.get(id);
      return {
        id,
        cardId: id,
        ...card,
        testRegistrationId: test?.id ?? null,
        testerId: test?.testerId ?? null,
        testerName: test?.testerName ?? null,
        testStartedAt: test?.startedAt ?? null,
      };
    }),
    ...paging,
  };
}
