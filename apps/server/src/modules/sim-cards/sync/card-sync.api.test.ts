import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCardNumbers } from '@simdesk/carrier-sim/demo-cards';
import { cardStatusHistory, simCards } from '../schema/cards-schema';
import { carrierAccounts } from '../../../platform/database/schema-carrier';
import { addOperatorWithGrants, companyIdNamed } from '../../company/testing';
import { startListeningSim, type ListeningSim } from '../../carrier-account/testing';
import { demoCarrierAppId } from '../../carrier-account/testing';
import { createTaskTestApp, isFinished, waitForTask, type TaskTestApp } from '../../task/testing';
import { simCardsModule } from '..';

let testApp: TaskTestApp;
let carrierSim: ListeningSim;
let adminToken: string;
let accountId: number;
let carrierCompanyId: number;

beforeAll(async () => {
  // The console's demo holds the simulator's cards 0–399; the simulator here has 20 more.
  carrierSim = await startListeningSim({ seedCards: 420 });
  testApp = await createTaskTestApp({ modules: [simCardsModule] });
  const db = testApp.database.db;
  carrierCompanyId = await companyIdNamed(db, 'simdesk Mobile');
  const [account] = await db
    .update(carrierAccounts)
    .set({ baseUrl: carrierSim.baseUrl })
    .where(eq(carrierAccounts.appId, demoCarrierAppId))
    .returning({ id: carrierAccounts.id });
  accountId = account?.id ?? 0;
  await addOperatorWithGrants(db, {
    account: 'maker.sync.viewer',
    companyId: await companyIdNamed(db, 'Aurora Motors'),
    roleType: '03',
    grants: [{ pageCode: 'sysManagement-carrierAccount', actions: ['query', 'get'] }],
  });
  adminToken = (await testApp.login('admin')).token;
});
afterAll(async () => {
  await testApp?.close();
  await carrierSim?.close();
});

async function sync() {
  const answer = await testApp.call<{ taskId: number }>(
    'carrier-boss-account/card-sync',
    { id: accountId },
    {
      token: adminToken,
    },
  );
  expect(answer.status, answer.msg).toBe('0');
  return waitForTask(testApp.database.db, answer.rows[0]?.taskId ?? 0, isFinished, 60_000);
}

async function counts() {
  const db = testApp.database.db;
  const [cards] = await db.select({ total: count() }).from(simCards);
  const [history] = await db.select({ total: count() }).from(cardStatusHistory);
  return { cards: cards?.total ?? 0, history: history?.total ?? 0 };
}

describe('carrier card sync', () => {
  it('is refused without the import right on carrier accounts', async () => {
    const { token } = await testApp.login('maker.sync.viewer');
    const answer = await testApp.call('carrier-boss-account/card-sync', { id: accountId }, { token });
    expect(answer.status).toBe('403');
  });

  it("adds the carrier's new cards to the account's company and corrects a drifted status", async () => {
    const drifted = demoCardNumbers(5).iccid;
    const db = testApp.database.db;
    const [before] = await db.select().from(simCards).where(eq(simCards.iccid, drifted));
    await db.update(simCards).set({ cardStatus: 9 }).where(eq(simCards.iccid, drifted));
    const start = await counts();
    const task = await sync();
    expect(task.taskStatus, task.failReason ?? '').toBe(1);
    expect(task.totalCount).toBe(420);
    const after = await counts();
    expect(after.cards - start.cards).toBe(20);
    const [added] = await db
      .select()
      .from(simCards)
      .where(eq(simCards.iccid, demoCardNumbers(410).iccid));
    expect(added).toMatchObject({ companyId: carrierCompanyId, carrierAccountId: accountId });
    const [corrected] = await db.select().from(simCards).where(eq(simCards.iccid, drifted));
    expect(corrected?.cardStatus).toBe(before?.cardStatus);
    const history = await db
      .select()
      .from(cardStatusHistory)
      .where(
        and(eq(cardStatusHistory.cardId, corrected?.id ?? 0), eq(cardStatusHistory.reason, 'carrier sync')),
      );
    expect(history).toMatchObject([{ fromStatus: 9, toStatus: before?.cardStatus }]);
  });

  it('changes nothing when run again', async () => {
    const start = await counts();
    const task = await sync();
    expect(task.taskStatus).toBe(1);
    expect(await counts()).toEqual(start);
  });

  it('refuses to delete the account while cards use it', async () => {
    const answer = await testApp.call(
      'carrier-boss-account/delete',
      { id: accountId },
      { token: adminToken },
    );
    expect(answer.status).toBe('400');
    expect(answer.msg).toMatch(/still in use \(\d+ cards\)/);
  });
});
