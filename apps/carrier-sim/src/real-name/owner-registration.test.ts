// @module-tag pglite (the real-name platform's main flow, on the migration that adds it)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completedOrder,
  digestOf,
  identityNumber,
  outcomeOf,
  ownerRegistration,
  realNameOf,
  seededCardPicker,
  storedAnywhere,
  vinOf,
  vinWithWrongCheck,
  withWrongCheckCharacter,
} from '../test/real-name-fixtures';
import { emptyFileDigest } from './document-checks';
import { signedInTestSim, type TestSim } from '../test/test-sim';

const seeded = 300;
let sim: TestSim;
let token: string;
const take = seededCardPicker(seeded);
// Stock cards have never been registered; the seed registered most live cards to owners before the API.
const stockCard = () => take((profile) => profile.status === 7);
const ownedCard = () => take((profile) => profile.status === 2 && profile.realNameStatus === 2);
const register = (body: unknown) => outcomeOf(sim, token, 'owner-registration', body);

beforeAll(async () => {
  ({ sim, token } = await signedInTestSim({ seedCards: seeded }));
});
afterAll(() => sim.close());

describe('owner registration', () => {
  it('registers the card to its owner with the VIN, keeping no document number', async () => {
    const iccid = stockCard();
    const body = ownerRegistration({ iccid, serial: 1 });
    const order = await completedOrder(sim, token, 'owner-registration', body);
    expect(order).toMatchObject({ state: 'success', kind: 'real-name-owner' });
    expect(await realNameOf(sim, token, iccid)).toMatchObject({
      realNameStatus: 2,
      partyType: 'individual',
      vin: body.vin,
      registeredAt: expect.any(String),
      supplementaryRegistrationType: 1,
      refusalCode: null,
      reviewPending: false,
      pendingOrderNumber: null,
    });
    // The order keeps what it shows: the VIN and the document type, nothing that names the owner.
    const shown = (await sim.get(`/v1/orders/${order.orderNumber}`, token)).json().request;
    expect(shown).toMatchObject({ vin: body.vin, documentType: 'A' });
    expect(JSON.stringify(shown)).not.toContain(body.owner.name);
    expect(await storedAnywhere(sim, body.owner.documentNumber)).toBe(0);
    expect(await storedAnywhere(sim, body.owner.name)).toBe(1);
  });

  it('refuses each problem with its reason code and says why', async () => {
    const cases: [string, Partial<Parameters<typeof ownerRegistration>[0]>][] = [
      ['DOCUMENT_UNREADABLE', { images: { livePhoto: emptyFileDigest } }],
      ['DOCUMENT_UNREADABLE', { images: { documentBack: digestOf('front 2') } }],
      ['DOCUMENT_INVALID', { documentNumber: withWrongCheckCharacter(identityNumber(2)) }],
      ['DOCUMENT_INVALID', { documentValidUntil: '2020-12-31' }],
      ['FACE_MISMATCH', { score: 42 }],
      ['FACE_MISMATCH', { livenessPassed: false }],
      ['VIN_MISMATCH', { vin: vinWithWrongCheck(vinOf(2)) }],
    ];
    for (const [reasonCode, options] of cases) {
      const iccid = stockCard();
      expect(await register(ownerRegistration({ iccid, serial: 2, ...options })), reasonCode).toBe(
        reasonCode,
      );
      expect(await realNameOf(sim, token, iccid)).toMatchObject({
        realNameStatus: 4,
        partyType: null,
        refusalCode: reasonCode,
        refusalReason: expect.any(String),
        refusedAt: expect.any(String),
      });
    }
  });

  it('refuses a cancelled card, and another owner’s card until it is deregistered (owner change)', async () => {
    const cancelled = take((profile) => profile.status === 9);
    expect(await register(ownerRegistration({ iccid: cancelled, serial: 3 }))).toBe('CARD_STATE');
    // Registered before the API: an owner the carrier cannot name.
    const owned = ownedCard();
    expect(await realNameOf(sim, token, owned)).toMatchObject({ realNameStatus: 2, partyType: 'individual' });
    expect(await register(ownerRegistration({ iccid: owned, serial: 3 }))).toBe('CARD_STATE');
    expect((await realNameOf(sim, token, owned)).realNameStatus).toBe(2);

    const iccid = stockCard();
    const vin = vinOf(4);
    expect(await register(ownerRegistration({ iccid, serial: 4, vin }))).toBe('success');
    expect(await register(ownerRegistration({ iccid, serial: 5, vin }))).toBe('CARD_STATE');
    // The same owner may register again, with new details.
    const again = ownerRegistration({ iccid, serial: 4, vin, extra: { supplementaryRegistrationType: 3 } });
    expect(await register(again)).toBe('success');

    const deregistered = await completedOrder(sim, token, 'deregistration', {
      iccids: [iccid],
      reason: 'ownerChange',
    });
    expect(deregistered.state).toBe('success');
    expect(await realNameOf(sim, token, iccid)).toMatchObject({
      realNameStatus: 3,
      partyType: null,
      registeredAt: null,
      vin,
      deregistrationReason: 'ownerChange',
    });
    // The first owner's data went with the registration.
    expect(await storedAnywhere(sim, 'Owner 4')).toBe(0);
    const nextOwner = ownerRegistration({
      iccid,
      serial: 5,
      vin,
      extra: { supplementaryRegistrationType: 2 },
    });
    expect(await register(nextOwner)).toBe('success');
    expect(await realNameOf(sim, token, iccid)).toMatchObject({ realNameStatus: 2, vin });
  });

  it('completes a registration refused for its VIN when the right VIN is uploaded', async () => {
    const iccid = stockCard();
    const vin = vinOf(6);
    expect(await register(ownerRegistration({ iccid, serial: 6, vin: vinWithWrongCheck(vin) }))).toBe(
      'VIN_MISMATCH',
    );
    expect(await realNameOf(sim, token, iccid)).toMatchObject({
      awaitingVinReupload: true,
      realNameStatus: 4,
    });
    const reupload = (corrected: string) => outcomeOf(sim, token, 'vin-reupload', { iccid, vin: corrected });
    expect(await reupload(vinWithWrongCheck(vinOf(7)))).toBe('VIN_MISMATCH');
    expect(await reupload(vin)).toBe('success');
    expect(await realNameOf(sim, token, iccid)).toMatchObject({
      realNameStatus: 2,
      vin,
      awaitingVinReupload: false,
      refusalCode: null,
    });
    // Bound now: another owner's registration must name the same vehicle, after a deregistration.
    expect(await reupload(vinOf(8))).toBe('NO_VIN_REFUSAL');
    await completedOrder(sim, token, 'deregistration', { iccids: [iccid], reason: 'other' });
    expect(await register(ownerRegistration({ iccid, serial: 9, vin: vinOf(9) }))).toBe('VIN_MISMATCH');
    expect((await realNameOf(sim, token, iccid)).refusalReason).toContain(vin);
    expect(await reupload(vin)).toBe('success');
  });

  it('deregisters only registered cards; scrapping unbinds the VIN', async () => {
    const [registered, stock] = [stockCard(), stockCard()];
    expect(await register(ownerRegistration({ iccid: registered, serial: 10 }))).toBe('success');
    const order = await completedOrder(sim, token, 'deregistration', {
      iccids: [registered, stock],
      reason: 'scrapping',
    });
    expect(order.state).toBe('partial');
    expect(order.items.find((item) => item.iccid === stock)?.reasonCode).toBe('NOT_REGISTERED');
    expect(await realNameOf(sim, token, registered)).toMatchObject({ realNameStatus: 3, vin: null });
  });
});

describe('what the platform refuses at once', () => {
  it('refuses malformed input with a clear error, and accepts nothing', async () => {
    const iccid = stockCard();
    const valid = ownerRegistration({ iccid, serial: 11 });
    const before = await sim.services.database.query('SELECT 1 FROM carrier_sim.orders');
    const malformed: [unknown, RegExp][] = [
      [{ ...valid, owner: { ...valid.owner, mobile: '12345' } }, /owner\.mobile/],
      [{ ...valid, vin: 'LTESTVH0000000O12' }, /vin/],
      [{ ...valid, owner: { ...valid.owner, documentType: 'Z' } }, /owner\.documentType/],
      [{ ...valid, imageDigests: { ...valid.imageDigests, documentBack: undefined } }, /documentBack/],
      [{ ...valid, faceCheck: { score: 101, livenessPassed: true } }, /faceCheck\.score/],
      [{ ...valid, supplementaryRegistrationType: 9 }, /supplementaryRegistrationType/],
      [{ ...valid, owner: { ...valid.owner, documentNumber: '' } }, /owner\.documentNumber/],
      [{ ...valid, iccid: undefined, iccids: [iccid] }, /iccid/],
      [{ ...valid, dealer: 'x' }, /dealer|unrecognized/i],
    ];
    for (const [body, field] of malformed) {
      const response = await sim.post('/v1/real-name/owner-registration', token, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('INVALID_PARAMETER');
      expect(response.json().message).toMatch(field);
      expect(response.body).not.toContain(valid.owner.documentNumber);
    }
    const enterprise = await sim.post('/v1/real-name/enterprise-registration', token, {
      iccids: [iccid],
      company: { name: 'Test', certificateType: 'A', certificateNumber: '1' },
      responsiblePerson: valid.owner,
    });
    expect(enterprise.statusCode).toBe(400);
    expect(await sim.services.database.query('SELECT 1 FROM carrier_sim.orders')).toHaveLength(before.length);
    expect(await realNameOf(sim, token, iccid)).toMatchObject({ realNameStatus: 0, refusalCode: null });
  });

  it('answers injected faults on the real-name endpoints as on any other', async () => {
    const faults = { endpoints: { '/v1/real-name/owner-registration': { errorRate: 1, errorStatus: 503 } } };
    expect((await sim.admin('PUT', '/admin/faults', faults)).statusCode).toBe(200);
    const iccid = stockCard();
    const response = await sim.post(
      '/v1/real-name/owner-registration',
      token,
      ownerRegistration({ iccid, serial: 12 }),
    );
    await sim.admin('PUT', '/admin/faults', {});
    expect(response.statusCode).toBe(503);
    expect((await realNameOf(sim, token, iccid)).pendingOrderNumber).toBeNull();
  });

  it('reaches only the account’s own cards and orders', async () => {
    const account = {
      appId: 'other-fleet',
      name: 'Other fleet',
      password: 'other-fleet-pass',
      iccidPrefix: '8986042402',
      msisdnPrefix: '10647',
      imsiPrefix: '4600426',
    };
    expect((await sim.admin('POST', '/admin/accounts', account)).statusCode).toBe(200);
    const otherToken = await sim.signIn(account.appId, account.password);
    const iccid = stockCard();
    const order = await completedOrder(
      sim,
      token,
      'owner-registration',
      ownerRegistration({ iccid, serial: 13 }),
    );
    const attempts = [
      sim.post('/v1/real-name/owner-registration', otherToken, ownerRegistration({ iccid, serial: 14 })),
      sim.post('/v1/real-name/deregistration', otherToken, { iccids: [iccid], reason: 'other' }),
      sim.post('/v1/real-name/vin-reupload', otherToken, { iccid, vin: vinOf(14) }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.json()).toMatchObject({ code: 'CARD_NOT_FOUND', cards: [iccid] });
    }
    const status = await sim.get(`/v1/query/sim-real-name-status?iccids=${iccid}`, otherToken);
    expect(status.json().cards[0]).toMatchObject({ iccid, error: { code: 'CARD_NOT_FOUND' } });
    expect((await sim.get(`/v1/orders/${order.orderNumber}`, otherToken)).json().code).toBe(
      'ORDER_NOT_FOUND',
    );
    expect((await realNameOf(sim, token, iccid)).realNameStatus).toBe(2);
  });
});
