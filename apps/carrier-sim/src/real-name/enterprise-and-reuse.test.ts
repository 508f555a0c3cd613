import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completedOrder,
  enterpriseRegistration,
  identityNumber,
  outcomeOf,
  ownerRegistration,
  realNameOf,
  seededCardPicker,
  socialCreditCode,
  vinOf,
  withWrongCheckCharacter,
} from '../test/real-name-fixtures';
import { advanceClock, signedInTestSim, type TestSim } from '../test/test-sim';

const seeded = 300;
let sim: TestSim;
let token: string;
const take = seededCardPicker(seeded);
const stockCards = (count: number) =>
  Array.from({ length: count }, () => take((profile) => profile.status === 7));

beforeAll(async () => {
  ({ sim, token } = await signedInTestSim({ seedCards: seeded }));
});
afterAll(() => sim.close());

const outcomes = (order: { items: { iccid: string; state: string; reasonCode: string | null }[] }) =>
  Object.fromEntries(order.items.map((item) => [item.iccid, item.reasonCode ?? item.state]));

describe('enterprise registration before sale', () => {
  it('registers stock cards to the enterprise, card by card, and the owner takes one over at sale', async () => {
    const stock = stockCards(3);
    const cancelled = take((profile) => profile.status === 9);
    const owned = take((profile) => profile.status === 2 && profile.realNameStatus === 2);
    const body = enterpriseRegistration([...stock, cancelled, owned], 1);
    const order = await completedOrder(sim, token, 'enterprise-registration', body);
    expect(order.state).toBe('partial');
    expect(outcomes(order)).toEqual({
      ...Object.fromEntries(stock.map((iccid) => [iccid, 'success'])),
      [cancelled]: 'CARD_STATE',
      [owned]: 'CARD_STATE',
    });
    expect(await realNameOf(sim, token, stock[0] ?? '')).toMatchObject({
      realNameStatus: 2,
      partyType: 'enterprise',
      registeredAt: expect.any(String),
      vin: null,
    });
    // The order shows the company, never its responsible person.
    const shown = JSON.stringify((await sim.get(`/v1/orders/${order.orderNumber}`, token)).json().request);
    expect(shown).toContain(body.company.name);
    expect(shown).not.toContain(body.responsiblePerson.name);
    expect(shown).not.toContain(body.responsiblePerson.documentNumber);

    const sold = stock[0] ?? '';
    expect(
      await outcomeOf(sim, token, 'owner-registration', ownerRegistration({ iccid: sold, serial: 1 })),
    ).toBe('success');
    expect(await realNameOf(sim, token, sold)).toMatchObject({ realNameStatus: 2, partyType: 'individual' });
  });

  it('refuses a certificate or responsible person’s number that fails its check', async () => {
    const [first = '', second = ''] = stockCards(2);
    const badCompany = enterpriseRegistration([first], 2, withWrongCheckCharacter(socialCreditCode(2)));
    expect(outcomes(await completedOrder(sim, token, 'enterprise-registration', badCompany))).toEqual({
      [first]: 'DOCUMENT_INVALID',
    });
    const badPerson = enterpriseRegistration([second], 3);
    badPerson.responsiblePerson.documentNumber = withWrongCheckCharacter(identityNumber(3));
    expect(outcomes(await completedOrder(sim, token, 'enterprise-registration', badPerson))).toEqual({
      [second]: 'DOCUMENT_INVALID',
    });
    expect(await realNameOf(sim, token, second)).toMatchObject({
      realNameStatus: 4,
      refusalReason: expect.stringContaining('responsible person'),
    });
  });

  it('throttles the same registration of a card, and refuses another enterprise’s card', async () => {
    const [iccid = ''] = stockCards(1);
    await completedOrder(sim, token, 'enterprise-registration', enterpriseRegistration([iccid], 4));
    const again = await sim.post(
      '/v1/real-name/enterprise-registration',
      token,
      enterpriseRegistration([iccid], 5),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CHANGE_TOO_FREQUENT', cards: [iccid] });
    await advanceClock(sim, 0.1);
    const other = await completedOrder(
      sim,
      token,
      'enterprise-registration',
      enterpriseRegistration([iccid], 5),
    );
    expect(outcomes(other)).toEqual({ [iccid]: 'CARD_STATE' });
    expect((await realNameOf(sim, token, iccid)).realNameStatus).toBe(2);
  });

  it('refuses more than 100 cards at once', async () => {
    const many = Array.from({ length: 101 }, (_, index) => `8986042400${String(index).padStart(10, '0')}`);
    const response = await sim.post(
      '/v1/real-name/enterprise-registration',
      token,
      enterpriseRegistration(many, 6),
    );
    expect(response.json()).toMatchObject({ code: 'BATCH_TOO_LARGE', maximum: 100 });
  });
});

describe('reuse of a China Mobile registration', () => {
  it('registers a card to an owner China Mobile already holds, by the document number', async () => {
    const [first = '', second = '', third = ''] = stockCards(3);
    const owner = ownerRegistration({ iccid: first, serial: 20 });
    expect(await outcomeOf(sim, token, 'owner-registration', owner)).toBe('success');
    const reuse = (iccid: string, documentNumber: string, vin = vinOf(21)) =>
      outcomeOf(sim, token, 'reuse', { iccid, vin, documentNumber });
    expect(await reuse(second, owner.owner.documentNumber)).toBe('success');
    expect(await realNameOf(sim, token, second)).toMatchObject({
      realNameStatus: 2,
      partyType: 'individual',
      vin: vinOf(21),
    });
    expect(await reuse(third, identityNumber(22))).toBe('REUSE_NOT_FOUND');
    // Once both registrations are cancelled, the carrier holds nothing of the document any more.
    await completedOrder(sim, token, 'deregistration', { iccids: [first, second], reason: 'ownerChange' });
    expect(await reuse(third, owner.owner.documentNumber)).toBe('REUSE_NOT_FOUND');
    expect(await realNameOf(sim, token, third)).toMatchObject({
      realNameStatus: 4,
      refusalCode: 'REUSE_NOT_FOUND',
    });
  });

  it('refuses a card of another carrier', async () => {
    const unicomFleet = {
      appId: 'unicom-fleet',
      name: 'Unicom fleet',
      password: 'unicom-fleet-pass',
      iccidPrefix: '8986012400',
      msisdnPrefix: '10646',
      imsiPrefix: '4600427',
    };
    expect((await sim.admin('POST', '/admin/accounts', unicomFleet)).statusCode).toBe(200);
    expect((await sim.admin('POST', '/admin/seed', { count: 1, appId: unicomFleet.appId })).statusCode).toBe(
      200,
    );
    const unicomToken = await sim.signIn(unicomFleet.appId, unicomFleet.password);
    const card = (await sim.get('/v1/cards?pageSize=1', unicomToken)).json().cards[0].iccid;
    const holder = ownerRegistration({ iccid: stockCards(1)[0] ?? '', serial: 30 });
    expect(await outcomeOf(sim, token, 'owner-registration', holder)).toBe('success');
    const refused = await outcomeOf(sim, unicomToken, 'reuse', {
      iccid: card,
      vin: vinOf(30),
      documentNumber: holder.owner.documentNumber,
    });
    expect(refused).toBe('CARRIER_NOT_SUPPORTED');
    const basicInfo = await sim.get(`/v1/query/sim-basic-info?iccids=${card}`, unicomToken);
    expect(basicInfo.json().cards[0]).toMatchObject({ carrier: 2, carrierName: 'China Unicom IoT' });
  });
});
