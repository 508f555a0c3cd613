import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../platform/database/connect';
import { operators, organizations } from '../../../platform/database/schema';
import { seedDemoIfEmpty } from '../../../platform/demo/demo-seed';
import { testPassword } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import { serverModules } from '../../index';
import { simCards } from '../schema/cards-schema';
import { cardStatusRecords } from '../detail/card-history';
import { testIccid } from './card-import-test-support';
import { landingBatch, writeImportBatch, type StagedCard } from './import-batch';

// The landing of one checked batch on its own: COPY straight into the table, and the staged way when an ICCID
// was taken between the check and the write.
let database: DatabaseHandle;
let operatorId: number;
let place: Pick<StagedCard, 'companyId' | 'orgId' | 'orgPath'>;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoIfEmpty(database.db, testPassword, serverModules);
  const [operator] = await database.db.select().from(operators).where(eq(operators.account, 'demo.company'));
  const [org] = await database.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, operator?.orgId ?? 0));
  if (!operator || !org) throw new Error('no demo company operator');
  operatorId = operator.id;
  place = { companyId: org.companyId, orgId: org.id, orgPath: org.path };
});
afterAll(async () => {
  await database.close();
});

function newCard(rowNumber: number, iccid: string): StagedCard {
  return {
    rowNumber,
    existingId: null,
    ...place,
    carrier: 1,
    carrierAccountId: null,
    iccid,
    msisdn: null,
    imsi: null,
    cardStatus: 7,
    ratePlan: 'IoT 1 GB',
    remark: `row ${rowNumber}`,
  };
}

const land = (cards: StagedCard[]) =>
  database.db.transaction((transaction) => writeImportBatch(transaction, landingBatch(cards, operatorId)));

async function landedCards(iccids: string[]) {
  return database.db
    .select({
      id: simCards.id,
      iccid: simCards.iccid,
      remark: simCards.remark,
      statusChangedAt: simCards.statusChangedAt,
      createdBy: simCards.createdBy,
    })
    .from(simCards)
    .where(inArray(simCards.iccid, iccids))
    .orderBy(simCards.id);
}

/** Each card's status record, as its detail shows it. */
function recordsOf(cards: { id: number }[]) {
  return Promise.all(
    cards.map(async (card) => (await cardStatusRecords(database.db, card.id, undefined)).rows),
  );
}

describe('writeImportBatch', () => {
  it('copies new cards in file order, each with its arrival as its first status record', async () => {
    const iccids = [1, 2, 3].map((index) => testIccid('9101', index));
    const written = await land(iccids.map((iccid, index) => newCard(index + 2, iccid)));
    expect(written).toEqual({ lostIccids: new Set(), inserted: 3, updated: 0 });
    const cards = await landedCards(iccids);
    expect(cards.map((card) => card.iccid)).toEqual(iccids);
    expect(cards.every((card) => card.statusChangedAt !== null)).toBe(true);
    expect(cards.every((card) => card.createdBy === operatorId)).toBe(true);
    const records = await recordsOf(cards);
    expect(
      records.map((record) =>
        record.map(({ fromStatus, toStatus, reason }) => [fromStatus, toStatus, reason]),
      ),
    ).toEqual(cards.map(() => [[null, 7, 'file import']]));
  });

  it('lands the rest and names the ICCID another import took after the check', async () => {
    const taken = testIccid('9101', 11);
    await land([newCard(2, taken)]);
    const iccids = [testIccid('9101', 10), taken, testIccid('9101', 12)];
    const written = await land(iccids.map((iccid, index) => newCard(index + 2, iccid)));
    expect(written).toEqual({ lostIccids: new Set([taken]), inserted: 2, updated: 0 });
    const cards = await landedCards(iccids);
    expect(cards.map((card) => card.remark)).toEqual(['row 2', 'row 2', 'row 4']);
    // One arrival each: the taken card keeps its own, nothing is added to it.
    expect((await recordsOf(cards)).map((records) => records.length)).toEqual([1, 1, 1]);
  });
});
