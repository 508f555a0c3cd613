import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completedOrder,
  enterpriseRegistration,
  outcomeOf,
  realNameOf,
  seededCardPicker,
  socialCreditCode,
  vinOf,
} from '../test/real-name-fixtures';
import { signedInTestSim, type TestSim } from '../test/test-sim';

const seeded = 300;
let sim: TestSim;
let token: string;
const take = seededCardPicker(seeded);
const stockCard = () => take((profile) => profile.status === 7);

beforeAll(async () => {
  ({ sim, token } = await signedInTestSim({ seedCards: seeded }));
});
afterAll(() => sim.close());

/** A stock card registered to a test enterprise (serial), then released for a device change or another reason. */
async function releasedCard(serial: number, reason: 'deviceChange' | 'ownerChange') {
  const iccid = stockCard();
  await completedOrder(sim, token, 'enterprise-registration', enterpriseRegistration([iccid], serial));
  expect(await outcomeOf(sim, token, 'deregistration', { iccids: [iccid], reason })).toBe('success');
  return iccid;
}

const carryOver = (iccid: string, previousIccid: string, serial: number, vin = vinOf(serial)) => ({
  iccid,
  previousIccid,
  vin,
  documentNumber: socialCreditCode(serial),
});

describe('card change: the replacement card carries the released registration over', () => {
  it('keeps the holder through a device change and moves it to the new card with the VIN', async () => {
    const old = await releasedCard(41, 'deviceChange');
    expect(await realNameOf(sim, token, old)).toMatchObject({
      realNameStatus: 3,
      deregistrationReason: 'deviceChange',
    });
    const replacement = stockCard();
    expect(await outcomeOf(sim, token, 'card-change', carryOver(replacement, old, 41))).toBe('success');
    expect(await realNameOf(sim, token, replacement)).toMatchObject({
      realNameStatus: 2,
      partyType: 'enterprise',
      vin: vinOf(41),
      supplementaryRegistrationType: 4,
    });
    // Carried over once: the old card holds nothing more, a second carry-over finds nothing.
    expect(await realNameOf(sim, token, old)).toMatchObject({
      realNameStatus: 3,
      partyType: null,
      vin: null,
    });
    expect(await outcomeOf(sim, token, 'card-change', carryOver(stockCard(), old, 41))).toBe(
      'CARRY_OVER_NOT_FOUND',
    );
  });

  it('refuses another document, a card released for another reason, and a card never released', async () => {
    const old = await releasedCard(42, 'deviceChange');
    const wrongDocument = { ...carryOver(stockCard(), old, 42), documentNumber: socialCreditCode(43) };
    expect(await outcomeOf(sim, token, 'card-change', wrongDocument)).toBe('CARRY_OVER_NOT_FOUND');
    const ownerChange = await releasedCard(44, 'ownerChange');
    expect(await outcomeOf(sim, token, 'card-change', carryOver(stockCard(), ownerChange, 44))).toBe(
      'CARRY_OVER_NOT_FOUND',
    );
    const registered = stockCard();
    await completedOrder(sim, token, 'enterprise-registration', enterpriseRegistration([registered], 45));
    expect(await outcomeOf(sim, token, 'card-change', carryOver(stockCard(), registered, 45))).toBe(
      'CARRY_OVER_NOT_FOUND',
    );
    // The refused carry-overs left the released registration in place for the right request.
    expect(await outcomeOf(sim, token, 'card-change', carryOver(stockCard(), old, 42))).toBe('success');
  });

  it('refuses a new card registered to another holder, and a malformed request at once', async () => {
    const old = await releasedCard(46, 'deviceChange');
    const taken = stockCard();
    await completedOrder(sim, token, 'enterprise-registration', enterpriseRegistration([taken], 47));
    expect(await outcomeOf(sim, token, 'card-change', carryOver(taken, old, 46))).toBe('CARD_STATE');
    const malformed = await sim.post('/v1/real-name/card-change', token, {
      ...carryOver(stockCard(), old, 46),
      previousIccid: 'not-an-iccid',
    });
    expect(malformed.statusCode).toBe(400);
  });
});
