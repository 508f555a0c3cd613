import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { carrierSyncReason, type CardRefreshRow, type CardStatusRecord } from '@simdesk/contract';
import { cardStatusHistory, simCards } from '../schema/cards-schema';
import { carrierAccounts } from '../../../platform/database/schema-carrier';
import { simDemoAppId } from '../../carrier-account/testing';
import { demoCard, firstDemoCard, useCardDetailWorld } from './card-detail-test-support';

const world = useCardDetailWorld();

afterEach(async () => {
  await world.carrierSim.setFaults({});
});

const db = () => world.testApp.database.db;
const historyOf = (cardId: number) =>
  db().select().from(cardStatusHistory).where(eq(cardStatusHistory.cardId, cardId));

/** The demo index of a demo ICCID ('8986042400' + 9-digit index + Luhn digit). */
function indexOf(iccid: string): number {
  return Number(iccid.slice(10, 19));
}

describe('simcard/refresh-card-status', () => {
  it('stores a status the carrier has and the console missed, with a carrier sync history entry', async () => {
    const live = await firstDemoCard(world.testApp, (card) => card.cardStatus === 2);
    // The console believes the card is still in stock: the carrier activated it meanwhile.
    await db().update(simCards).set({ cardStatus: 7 }).where(eq(simCards.id, live.id));
    const answer = await world.client.call<CardRefreshRow>('demo.company', 'simcard/refresh-card-status', {
      cardId: live.id,
    });
    expect(answer.status).toBe('0');
    expect(answer.rows[0]?.card.cardStatus).toBe(2);
    expect(answer.rows[0]?.changedFields).toEqual(['cardStatus', 'statusChangedAt']);
    expect((await demoCard(world.testApp, indexOf(live.iccid))).cardStatus).toBe(2);
    const history = await historyOf(live.id);
    expect(history.filter((entry) => entry.reason === carrierSyncReason)).toEqual([
      expect.objectContaining({ fromStatus: 7, toStatus: 2, operatorId: null, companyId: live.companyId }),
    ]);
    const records = await world.client.call<CardStatusRecord>(
      'demo.company',
      'simcard-display/status-record',
      {
        cardId: live.id,
      },
    );
    expect(records.total).toBe(2);
    expect(records.rows.map((record) => record.reason)).toContain(carrierSyncReason);
  });

  it('changes nothing when the carrier agrees', async () => {
    const card = await demoCard(world.testApp, 1);
    const before = await historyOf(card.id);
    const answer = await world.client.call<CardRefreshRow>('demo.company', 'simcard/refresh-card-status', {
      cardId: card.id,
    });
    expect(answer.rows[0]?.changedFields).toEqual([]);
    expect(await historyOf(card.id)).toHaveLength(before.length);
  });

  it('needs the edit action and the card in scope', async () => {
    const card = await demoCard(world.testApp, 2);
    await db().update(simCards).set({ cardStatus: 9 }).where(eq(simCards.id, card.id));
    const dealer = await world.client.call('demo.dealer', 'simcard/refresh-card-status', { cardId: card.id });
    expect(dealer.status).toBe('403');
    const foreign = await world.client.call('demo.company', 'simcard/refresh-card-status', {
      cardId: (await demoCard(world.testApp, 350)).id,
    });
    expect(foreign.status).toBe('404');
    expect((await demoCard(world.testApp, 2)).cardStatus).toBe(9);
    await db().update(simCards).set({ cardStatus: card.cardStatus }).where(eq(simCards.id, card.id));
  });
});

describe('simcard/refresh-card-info', () => {
  it("stores the carrier's numbers, rate plan and dates where the console's differ", async () => {
    const card = await demoCard(world.testApp, 4);
    await db()
      .update(simCards)
      .set({ msisdn: '1064899999999', ratePlan: null, openedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(simCards.id, card.id));
    const answer = await world.client.call<CardRefreshRow>('demo.company', 'simcard/refresh-card-info', {
      cardId: card.id,
    });
    expect(answer.status).toBe('0');
    expect(answer.rows[0]?.changedFields).toEqual(expect.arrayContaining(['msisdn', 'ratePlan', 'openedAt']));
    const stored = await demoCard(world.testApp, 4);
    expect(stored.msisdn).toBe(card.msisdn);
    expect(stored.ratePlan).toBe(card.ratePlan);
    expect(stored.openedAt?.getTime()).not.toBe(new Date('2020-01-01T00:00:00Z').getTime());
    const again = await world.client.call<CardRefreshRow>('demo.company', 'simcard/refresh-card-info', {
      cardId: card.id,
    });
    expect(again.rows[0]?.changedFields).toEqual([]);
  });
});

describe('when the carrier cannot answer', () => {
  it('says the carrier is unavailable, changes nothing, and still shows the card', async () => {
    const card = await demoCard(world.testApp, 5);
    await db().update(simCards).set({ cardStatus: 7 }).where(eq(simCards.id, card.id));
    await world.carrierSim.setFaults({ global: { errorRate: 1, errorStatus: 503 } });
    for (const path of ['simcard-display/usage', 'simcard/refresh-card-status']) {
      const answer = await world.client.call('demo.company', path, { cardId: card.id });
      expect(answer.status, path).toBe('400');
      expect(answer.httpStatus).toBe(200);
      expect(answer.rows).toEqual([{ carrierProblem: 'unavailable' }]);
      expect(answer.msg).toContain('carrier');
    }
    expect((await demoCard(world.testApp, 5)).cardStatus).toBe(7);
    expect(
      (await world.client.call('demo.company', 'simcard-display/card-detail', { cardId: card.id })).status,
    ).toBe('0');
    await db().update(simCards).set({ cardStatus: card.cardStatus }).where(eq(simCards.id, card.id));
  });

  it('says so when the card has no carrier account, or its account is disabled', async () => {
    const card = await demoCard(world.testApp, 6);
    await db().update(simCards).set({ carrierAccountId: null }).where(eq(simCards.id, card.id));
    const unlinked = await world.client.call('demo.company', 'simcard-display/service-info', {
      cardId: card.id,
    });
    expect(unlinked).toMatchObject({ status: '400', rows: [{ carrierProblem: 'noAccount' }] });
    await db()
      .update(simCards)
      .set({ carrierAccountId: card.carrierAccountId })
      .where(eq(simCards.id, card.id));

    const demoAccount = eq(carrierAccounts.appId, simDemoAppId);
    await db().update(carrierAccounts).set({ enabled: false }).where(demoAccount);
    try {
      const disabled = await world.client.call('demo.company', 'simcard/query-card-session-info', {
        cardId: card.id,
      });
      expect(disabled).toMatchObject({ status: '400', rows: [{ carrierProblem: 'accountDisabled' }] });
    } finally {
      await db().update(carrierAccounts).set({ enabled: true }).where(demoAccount);
    }
  });

  it('says so when the carrier does not know the card', async () => {
    // The carrier's own demo cards (300–399) were never provisioned at this simulator.
    const card = await demoCard(world.testApp, 320);
    const answer = await world.client.call('admin', 'simcard/refresh-card-info', { cardId: card.id });
    expect(answer).toMatchObject({ status: '400', rows: [{ carrierProblem: 'cardUnknown' }] });
  });
});
