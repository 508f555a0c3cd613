// @module-tag pglite (registrations pushed by a maker's system: signed requests, each checked, the console's view)
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UploadDetailRow, UploadPage, UploadSummaryRow } from '@simdesk/contract/modules/real-name';
import { auditLog } from '../../../platform/database/schema';
import { insertOperatorLike } from '../../../test/stored-operator';
import { realNameRegistrations } from '../real-name-schema';
import {
  fittedDemoCard,
  madeUpVin,
  startRealNameTestBed,
  type RealNameTestBed,
} from '../real-name-test-support';
import {
  credentialsFor,
  enterprisePush,
  ownerPush,
  push,
  pushPath,
  storedUploadCount,
} from './upload-test-support';
import { realNameUploads } from './upload-schema';

type Credentials = { appKey: string; appSecret: string };
let maker: Credentials;
let dealer: Credentials;
let otherCompanyCard: { iccid: string };
let registeredCard: { iccid: string; vin: string };

// A busy machine starts the simulator and the app slowly: generous limits, the same assertions.
vi.setConfig({ testTimeout: 240_000 });
let running: RealNameTestBed | undefined;
const bed = () => {
  if (!running) throw new Error('the upload test bed has not started');
  return running;
};
const callAs = <Row>(account: string, path: string, obj: Record<string, unknown>) =>
  bed().callAs<Row>(account, path, obj);
afterAll(() => running?.close(), 240_000);

beforeAll(async () => {
  running = await startRealNameTestBed(['admin', 'demo.company', 'demo.dealer']);
  const { testApp } = running;
  await insertOperatorLike(testApp, 'demo.company', { account: 'aurora.integration', mobile: null });
  maker = await credentialsFor(testApp, 'aurora.integration');
  // The dealer's role holds no upload page: its credentials sign well and are refused their rights.
  dealer = await credentialsFor(testApp, 'demo.dealer');
  const rows = <Row>(found: unknown) => (found as { rows: Row[] }).rows;
  const [dealerOrg] = rows<{ id: number }>(
    await testApp.database.db.execute(sql`select id from organizations where name = 'Beijing dealer'`),
  );
  await insertOperatorLike(testApp, 'demo.company', {
    account: 'aurora.beijing',
    orgId: dealerOrg?.id ?? null,
    mobile: null,
  });
  [otherCompanyCard] = rows<{ iccid: string }>(
    await testApp.database.db.execute(sql`update sim_cards
      set company_id = (select id from companies where name = 'Fleetlink API'), org_id = null, org_path = null
      where id = (select c.id from sim_cards c join companies co on co.id = c.company_id
        and co.name = 'Aurora Motors' and c.real_name_status = 0 order by c.id desc limit 1) returning iccid`),
  ) as [{ iccid: string }];
  const registeredVin = madeUpVin(99_998);
  [registeredCard] = rows<{ iccid: string; vin: string }>(
    await testApp.database.db.execute(sql`update sim_cards set vin = ${registeredVin}
      where id = (select card_id from real_name_registrations where status = 2 order by id limit 1)
      returning iccid, vin`),
  ) as [{ iccid: string; vin: string }];
}, 600_000);

const detailOf = async (account: string, id: number) =>
  (await callAs<UploadDetailRow>(account, 'real-name-upload/detail', { id })).rows[0];

async function trackUntilDecided(uploadId: number): Promise<UploadDetailRow> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await bed().track();
    const detail = await detailOf('demo.company', uploadId);
    if (detail?.registrationStatus !== 1) return detail as UploadDetailRow;
    await sleep(50);
  }
  throw new Error(`upload ${uploadId} was not decided`);
}

describe('pushing registrations', () => {
  it('accepts an enterprise registration, which the carrier then registers', async () => {
    const card = await fittedDemoCard(bed().testApp, 0);
    const answer = await push(bed().testApp, maker, [enterprisePush(card.iccid, card.vin, 'PO-1')]);
    expect(answer.status, answer.msg).toBe('0');
    const [row] = answer.rows;
    expect(row).toMatchObject({ index: 0, reference: 'PO-1', outcome: 'accepted', refusalCode: null });
    const decided = await trackUntilDecided(row?.uploadId ?? 0);
    expect(decided).toMatchObject({ outcome: 'accepted', kind: 'enterprise', registrationStatus: 2 });
    expect(decided.registration).toMatchObject({
      registrationSource: 3,
      realNameStatus: 2,
      iccid: card.iccid,
    });
    expect(decided.events.map((event) => event.kind)).toEqual(['created', 'submitted', 'registered']);
  });

  it('accepts an owner registration with its pictures, stripped and sealed, and sends it to the carrier', async () => {
    const card = await fittedDemoCard(bed().testApp, 1);
    const answer = await push(bed().testApp, maker, [await ownerPush(card.msisdn, card.vin)]);
    expect(answer.rows[0]).toMatchObject({ outcome: 'accepted' });
    const uploadId = answer.rows[0]?.uploadId ?? 0;
    const [stored] = await bed()
      .testApp.database.db.select()
      .from(realNameUploads)
      .where(eq(realNameUploads.id, uploadId));
    expect(stored).toMatchObject({
      pictureNames: ['documentFront', 'documentBack', 'livePhoto'],
      faceScore: 92,
    });
    expect(JSON.stringify(stored)).not.toContain('11010519491231002X');
    await bed().track();
    const detail = await detailOf('demo.company', uploadId);
    expect(detail).toMatchObject({
      holderName: expect.stringContaining('*'),
      documentNumber: '110***********002X',
    });
    expect(detail?.registration).toMatchObject({ customerType: 1, registrationSource: 3 });
    expect(detail?.events.map((event) => event.kind)).toContain('submitted');
  });

  it('refuses each bad registration on its own, keeping why and no personal data', async () => {
    const { testApp } = bed();
    const [good, vinElsewhere, unfitted] = [
      await fittedDemoCard(testApp, 2),
      await fittedDemoCard(testApp, 3),
      await fittedDemoCard(testApp, 4),
    ];
    const badNumber = '110105194912310021';
    const answer = await push(testApp, maker, [
      await ownerPush(good.iccid, good.vin, badNumber),
      enterprisePush(good.iccid, good.vin),
      enterprisePush(good.iccid, good.vin),
      enterprisePush(otherCompanyCard.iccid, madeUpVin(99_997)),
      enterprisePush(vinElsewhere.iccid, madeUpVin(99_999)),
      enterprisePush(registeredCard.iccid, registeredCard.vin),
      { kind: 'owner', cardNumber: unfitted.iccid },
    ]);
    expect(answer.rows.map((row) => [row.outcome, row.refusalCode])).toEqual([
      ['refused', 'invalid'],
      ['accepted', null],
      ['refused', 'duplicateInRequest'],
      ['refused', 'cardNotFound'],
      ['refused', 'vinMismatch'],
      ['refused', 'cardRegistered'],
      ['refused', 'invalid'],
    ]);
    expect(answer.rows[0]?.problems).toEqual([
      { field: 'owner.documentNumber', message: 'realName:batch.documentCheck' },
    ]);
    const again = await push(testApp, maker, [enterprisePush(good.msisdn, good.vin)]);
    expect(again.rows[0]).toMatchObject({ refusalCode: 'cardRegistering' });
    const refused = await testApp.database.db
      .select()
      .from(realNameUploads)
      .where(eq(realNameUploads.outcome, 'refused'));
    expect(JSON.stringify(refused)).not.toContain(badNumber);
    expect(refused.every((row) => row.holderSealed === null && row.registrationId === null)).toBe(true);
  });
});

describe('refusing a whole request', () => {
  const refusedWhole = async (answer: { status: string; httpStatus: number }, status: string) => {
    expect(answer.status).toBe(status);
  };

  it('refuses a tampered body, a wrong secret, an old timestamp and a replay, storing nothing', async () => {
    const { testApp } = bed();
    const card = await fittedDemoCard(testApp, 5);
    const registrations = [enterprisePush(card.iccid, card.vin)];
    const before = await storedUploadCount(testApp);
    const tamper = (body: string) => body.replace('Aurora Motors Sales', 'Aurora Motors Sold');
    await refusedWhole(await push(testApp, maker, registrations, { tamper }), '401');
    await refusedWhole(await push(testApp, maker, registrations, { secret: 'not-the-secret' }), '401');
    await refusedWhole(await push(testApp, maker, registrations, { skewSeconds: -400 }), '401');
    const nonce = 'replayed-nonce-0001';
    expect((await push(testApp, maker, registrations, { nonce })).status).toBe('0');
    await refusedWhole(await push(testApp, maker, registrations, { nonce }), '401');
    expect(await storedUploadCount(testApp)).toBe(before + 1);
    const refusals = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.call, 'real-name/registrations'), eq(auditLog.status, '401')));
    expect(refusals.length).toBeGreaterThanOrEqual(4);
    expect(refusals.every((row) => row.detail === null)).toBe(true);
  });

  it('refuses an operator without the page’s import right, and more than 100 registrations', async () => {
    const { testApp } = bed();
    const before = await storedUploadCount(testApp);
    const card = await fittedDemoCard(testApp, 6);
    const forbidden = await push(testApp, dealer, [enterprisePush(card.iccid, card.vin)]);
    expect(forbidden.status).toBe('403');
    const tooMany = await push(
      testApp,
      maker,
      Array.from({ length: 101 }, () => ({ kind: 'owner' })),
    );
    expect(tooMany.status).toBe('400');
    const unsigned = await testApp.app.inject({ method: 'POST', url: pushPath, payload: { obj: {} } });
    expect(unsigned.json()).toMatchObject({ status: '401' });
    expect(await storedUploadCount(testApp)).toBe(before);
  });
});

describe('the console’s view of arrivals', () => {
  it('lists, filters and counts the arrivals of the caller’s scope', async () => {
    const refused = await callAs<UploadPage>('demo.company', 'real-name-upload/list', { outcome: 'refused' });
    expect(refused.status, refused.msg).toBe('0');
    const rows = refused.rows[0]?.uploads ?? [];
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((row) => row.outcome === 'refused' && row.holderName === null)).toBe(true);
    const notFound = await callAs<UploadPage>('demo.company', 'real-name-upload/list', {
      refusalCode: 'cardNotFound',
      cardNumbers: [otherCompanyCard.iccid],
    });
    expect(notFound.rows[0]?.uploads.map((row) => row.cardNumber)).toEqual([otherCompanyCard.iccid]);
    const summary = (await callAs<UploadSummaryRow>('demo.company', 'real-name-upload/summary', {})).rows[0];
    expect(summary?.accepted).toBeGreaterThanOrEqual(3);
    expect(summary?.byRefusal.cardNotFound).toBeGreaterThanOrEqual(1);
    const integration = await callAs<{ appKey: string | null; endpoint: string }>(
      'demo.company',
      'real-name-upload/integration',
      {},
    );
    expect(integration.rows[0]).toMatchObject({ endpoint: pushPath, appKey: null });
  });

  it('keeps arrivals to the caller’s org subtree and the page’s rights', async () => {
    const { testApp } = bed();
    const token = (await testApp.login('aurora.beijing')).token;
    const [someRefusal] = await testApp.database.db
      .select({ id: realNameUploads.id })
      .from(realNameUploads)
      .where(eq(realNameUploads.outcome, 'refused'))
      .limit(1);
    const outside = await testApp.call('real-name-upload/detail', { id: someRefusal?.id }, { token });
    expect(outside.status).toBe('404');
    const listed = await testApp.call<UploadPage>('real-name-upload/list', { outcome: 'refused' }, { token });
    expect(listed.rows[0]?.uploads).toEqual([]);
    expect((await callAs('demo.dealer', 'real-name-upload/list', {})).status).toBe('403');
    const registrations = await testApp.database.db
      .select({ id: realNameRegistrations.id })
      .from(realNameRegistrations)
      .where(eq(realNameRegistrations.source, 3));
    expect(registrations.length).toBeGreaterThanOrEqual(3);
  });
});
