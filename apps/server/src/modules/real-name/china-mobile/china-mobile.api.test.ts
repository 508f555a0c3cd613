// @module-tag pglite (China Mobile registration reuse and VIN re-upload against the carrier simulator)
import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  RegistrationDetailRow,
  RegistrationPage,
  RegistrationRow,
  VinReuploadDetailRow,
  VinReuploadRow,
} from '@simdesk/contract/modules/real-name';
import {
  identityNumber,
  ownerRegistration,
  vinWithWrongCheck,
} from '../../../../../carrier-sim/src/test/real-name-fixtures';
import type { CarrierGateway } from '../../../platform/carrier/carrier-gateway';
import { realNameRegistrations, realNameVinReuploads } from '../real-name-schema';
import { ownerHolderValues } from '../owner-holder-values';
import { fittedDemoCard, realNameTestBedFor } from '../real-name-test-support';

const testBed = realNameTestBedFor(['admin', 'demo.company', 'demo.restricted']);
const { callAs } = testBed;
const db = () => testBed.bed().testApp.database.db;
const gatewayOf = (accountId: number): Promise<CarrierGateway> =>
  testBed.bed().testApp.services.carrier.gatewayFor(accountId);

async function carrierAnswer(gateway: CarrierGateway, orderNumber: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const result = await gateway.orderResult(orderNumber);
    if (result.state !== 'pending') return result;
    await sleep(20);
  }
  throw new Error(`order ${orderNumber} still pending`);
}

/** Runs the tracker until `done` answers a value. */
async function trackUntil<Value>(done: () => Promise<Value | undefined>): Promise<Value> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await testBed.bed().track();
    const value = await done();
    if (value !== undefined) return value;
    await sleep(30);
  }
  throw new Error('the tracker did not get there');
}

const settledRegistration = (id: number) =>
  trackUntil(async () => {
    const detail = (await callAs<RegistrationDetailRow>('demo.company', 'real-name-reuse/detail', { id }))
      .rows[0];
    return detail && detail.realNameStatus !== 1 ? detail : undefined;
  });

describe('reuse of a China Mobile registration', () => {
  it('registers a fitted card with the registration the carrier holds for the owner’s document', async () => {
    // The owner registered another card of theirs with China Mobile before (sent to the carrier directly).
    const earlier = await fittedDemoCard(testBed.bed().testApp, 10);
    const gateway = await gatewayOf(earlier.carrierAccountId);
    const owner = ownerRegistration({ iccid: earlier.iccid, serial: 601, vin: earlier.vin });
    expect((await carrierAnswer(gateway, (await gateway.registerOwner(owner)).orderNumber)).state).toBe(
      'success',
    );

    const card = await fittedDemoCard(testBed.bed().testApp, 11);
    const request = {
      cardNumber: card.msisdn,
      holderName: owner.owner.name,
      documentNumber: owner.owner.documentNumber,
      mobile: '13912345601',
    };
    const submitted = await callAs<RegistrationRow>('demo.company', 'real-name-reuse/submit', request);
    expect(submitted.status, submitted.msg).toBe('0');
    const row = submitted.rows[0] as RegistrationRow;
    expect(row).toMatchObject({ iccid: card.iccid, vin: card.vin, registrationSource: 5, realNameStatus: 1 });
    expect(row.documentNumber).not.toContain(owner.owner.documentNumber.slice(6, 14));
    const again = await callAs('demo.company', 'real-name-reuse/submit', request);
    expect(again).toMatchObject({ status: '409' });

    const settled = await settledRegistration(row.id);
    expect(settled).toMatchObject({ realNameStatus: 2, refusalCode: null });
    expect(settled.events.map((event) => event.kind)).toEqual(['created', 'submitted', 'registered']);
    const listed = await callAs<RegistrationPage>('demo.company', 'real-name-reuse/list', {});
    expect(listed.rows[0]?.registrations.map((registration) => registration.id)).toContain(row.id);
  });

  it('answers the carrier’s refusal when China Mobile holds no registration of the document', async () => {
    const card = await fittedDemoCard(testBed.bed().testApp, 12);
    const submitted = await callAs<RegistrationRow>('demo.company', 'real-name-reuse/submit', {
      cardNumber: card.iccid,
      holderName: 'Owner 602',
      documentNumber: identityNumber(602),
      mobile: '13912345602',
    });
    expect(submitted.status, submitted.msg).toBe('0');
    const settled = await settledRegistration(submitted.rows[0]?.id ?? 0);
    expect(settled).toMatchObject({ realNameStatus: 4, refusalCode: 'REUSE_NOT_FOUND' });
  });

  it('refuses bad input, an unfitted card and a page the operator lacks, storing nothing', async () => {
    const before = await db().select({ total: count() }).from(realNameRegistrations);
    const card = await fittedDemoCard(testBed.bed().testApp, 13);
    const good = {
      cardNumber: card.iccid,
      holderName: 'Owner 603',
      documentNumber: identityNumber(603),
      mobile: '13912345603',
    };
    const wrongCheck = `${good.documentNumber.slice(0, 17)}${good.documentNumber.endsWith('1') ? '2' : '1'}`;
    expect(
      await callAs('demo.company', 'real-name-reuse/submit', { ...good, documentNumber: wrongCheck }),
    ).toMatchObject({ status: '400' });
    expect(
      await callAs('demo.company', 'real-name-reuse/submit', { ...good, cardNumber: '89860000000000000000' }),
    ).toMatchObject({ status: '400' });
    expect(await callAs('demo.restricted', 'real-name-reuse/submit', good)).toMatchObject({ status: '403' });
    expect(await callAs('demo.restricted', 'real-name-reuse/list', {})).toMatchObject({ status: '403' });
    const unfitted = await fittedDemoCard(testBed.bed().testApp, 14);
    await db().execute(`update sim_cards set vin = null where id = ${unfitted.id}`);
    const refused = await callAs('demo.company', 'real-name-reuse/submit', {
      ...good,
      cardNumber: unfitted.iccid,
    });
    expect(refused).toMatchObject({ status: '400' });
    expect(refused.msg).toContain('fitted to no vehicle');
    expect(await db().select({ total: count() }).from(realNameRegistrations)).toEqual(before);
  });
});

/**
 * A card whose owner registration the carrier refused for its VIN: the owner's submission as the service hall
 * sends it, with a VIN one character off, and the console's registration of it as the tracker leaves it.
 */
async function refusedForVin(skip: number, serial: number) {
  const card = await fittedDemoCard(testBed.bed().testApp, skip);
  const gateway = await gatewayOf(card.carrierAccountId);
  const owner = ownerRegistration({ iccid: card.iccid, serial, vin: vinWithWrongCheck(card.vin) });
  const answer = await carrierAnswer(gateway, (await gateway.registerOwner(owner)).orderNumber);
  expect(answer.items[0]?.reasonCode).toBe('VIN_MISMATCH');
  const [registration] = await db()
    .insert(realNameRegistrations)
    .values({
      ...(await placeOf(card.id)),
      cardId: card.id,
      iccid: card.iccid,
      msisdn: card.msisdn,
      carrierAccountId: card.carrierAccountId,
      vin: owner.vin,
      customerType: 1,
      source: 2,
      status: 4,
      ...ownerHolderValues(testBed.bed().testApp.services.personalData, {
        name: owner.owner.name,
        idNumber: owner.owner.documentNumber,
        mobile: owner.owner.mobile,
      }),
      refusalCode: 'VIN_MISMATCH',
      refusalReason: answer.items[0]?.reason ?? null,
    })
    .returning({ id: realNameRegistrations.id });
  return { card, registrationId: registration?.id ?? 0, wrongVin: owner.vin };
}

/** Where a card sits: its company and org. */
async function placeOf(cardId: number) {
  const found = (await db().execute(`select company_id::int as "companyId", org_id::int as "orgId",
    org_path as "orgPath" from sim_cards where id = ${cardId}`)) as unknown as {
    rows: { companyId: number; orgId: number | null; orgPath: string | null }[];
  };
  const [place] = found.rows;
  if (!place) throw new Error(`no card ${cardId}`);
  return place;
}

describe('VIN re-upload after a VIN_MISMATCH refusal', () => {
  it('lists the refused registration, sends the corrected VIN and registers the card with it', async () => {
    const { card, registrationId, wrongVin } = await refusedForVin(20, 611);
    const refused = await callAs<RegistrationPage>('demo.company', 'vin-reupload/refused', {});
    expect(refused.rows[0]?.registrations.map((row) => row.id)).toContain(registrationId);

    const submitted = await callAs<VinReuploadRow>('demo.company', 'vin-reupload/submit', {
      lines: [{ cardNumber: card.msisdn, vin: card.vin.toLowerCase() }],
    });
    expect(submitted.status, submitted.msg).toBe('0');
    const reupload = submitted.rows[0] as VinReuploadRow;
    expect(reupload).toMatchObject({ registrationId, previousVin: wrongVin, vin: card.vin, status: 1 });
    const stillRefused = await callAs<RegistrationPage>('demo.company', 'vin-reupload/refused', {});
    expect(stillRefused.rows[0]?.registrations.map((row) => row.id)).not.toContain(registrationId);

    const done = await trackUntil(async () => {
      const detail = (
        await callAs<VinReuploadDetailRow>('demo.company', 'vin-reupload/detail', { id: reupload.id })
      ).rows[0];
      return detail && detail.status > 2 ? detail : undefined;
    });
    expect(done).toMatchObject({ status: 3, refusalReason: null });
    expect(done.carrierOrderNumber).toBeTruthy();
    expect(done.events.map((event) => event.kind)).toEqual(['vinReuploaded', 'registered']);
    const [registration] = await db()
      .select()
      .from(realNameRegistrations)
      .where(eq(realNameRegistrations.id, registrationId));
    expect(registration).toMatchObject({ status: 2, vin: card.vin, refusalCode: null });
  });

  it('refuses the whole request when one card has no VIN refusal or is named twice, storing nothing', async () => {
    const { card } = await refusedForVin(21, 612);
    const before = await db().select({ total: count() }).from(realNameVinReuploads);
    const other = await fittedDemoCard(testBed.bed().testApp, 22);
    const submit = (...lines: { cardNumber: string; vin: string }[]) =>
      callAs('demo.company', 'vin-reupload/submit', { lines });
    const refusedLine = { cardNumber: card.iccid, vin: card.vin };
    const notRefused = await submit(refusedLine, { cardNumber: other.iccid, vin: other.vin });
    expect(notRefused).toMatchObject({ status: '400' });
    expect(notRefused.msg).toContain(other.iccid);
    const twice = await submit(refusedLine, { cardNumber: card.msisdn, vin: card.vin });
    expect(twice).toMatchObject({ status: '400' });
    const badVin = await submit({ cardNumber: card.iccid, vin: vinWithWrongCheck(card.vin) });
    expect(badVin).toMatchObject({ status: '400' });
    expect(await callAs('demo.restricted', 'vin-reupload/submit', { lines: [] })).toMatchObject({
      status: '403',
    });
    expect(await db().select({ total: count() }).from(realNameVinReuploads)).toEqual(before);
  });
});
