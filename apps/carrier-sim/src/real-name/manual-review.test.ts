import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedOrder, ownerRegistration, realNameOf, seededCardPicker } from '../test/real-name-fixtures';
import { advanceClock, signedInTestSim, type TestSim } from '../test/test-sim';

const seeded = 100;
let sim: TestSim;
let token: string;
const stockCard = seededCardPicker(seeded).bind(null, (profile) => profile.status === 7);
const minutes = (count: number) => count / 60;

beforeAll(async () => {
  ({ sim, token } = await signedInTestSim({ seedCards: seeded }));
});
afterAll(() => sim.close());

async function submitForReview(iccid: string, score: number) {
  const response = await sim.post(
    '/v1/real-name/owner-registration',
    token,
    ownerRegistration({ iccid, serial: score, score }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ orderNumber: string; acceptedAt: string; expectedCompletionAt: string }>();
}

describe('manual review (a face score from 60 to 79)', () => {
  it('keeps the card processing for 15 to 20 simulated minutes, then registers it', async () => {
    const iccid = stockCard();
    const accepted = await submitForReview(iccid, 75);
    const waitMinutes =
      (Date.parse(accepted.expectedCompletionAt) - Date.parse(accepted.acceptedAt)) / 60_000;
    expect(waitMinutes).toBeGreaterThanOrEqual(15);
    expect(waitMinutes).toBeLessThanOrEqual(20);
    expect(await realNameOf(sim, token, iccid)).toMatchObject({
      realNameStatus: 1,
      reviewPending: true,
      reviewDueAt: accepted.expectedCompletionAt,
      pendingOrderNumber: accepted.orderNumber,
    });
    const order = (await sim.get(`/v1/orders/${accepted.orderNumber}`, token)).json();
    expect(order).toMatchObject({ state: 'pending', request: { manualReview: { cause: 'faceScore' } } });

    // One real-name order at a time per card.
    const again = await sim.post(
      '/v1/real-name/owner-registration',
      token,
      ownerRegistration({ iccid, serial: 1 }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REAL_NAME_IN_PROGRESS', cards: [iccid] });
    const deregistration = await sim.post('/v1/real-name/deregistration', token, {
      iccids: [iccid],
      reason: 'other',
    });
    expect(deregistration.json().code).toBe('REAL_NAME_IN_PROGRESS');

    await advanceClock(sim, minutes(14));
    expect(await realNameOf(sim, token, iccid)).toMatchObject({ realNameStatus: 1, reviewPending: true });
    await advanceClock(sim, minutes(7));
    expect(await realNameOf(sim, token, iccid)).toMatchObject({
      realNameStatus: 2,
      partyType: 'individual',
      reviewPending: false,
      reviewDueAt: null,
      pendingOrderNumber: null,
    });
    const done = (await sim.get(`/v1/orders/${accepted.orderNumber}`, token)).json();
    expect(done).toMatchObject({ state: 'success', completedAt: accepted.expectedCompletionAt });
  });

  it('refuses a score under 70 once the reviewer has looked', async () => {
    const iccid = stockCard();
    const accepted = await submitForReview(iccid, 65);
    await advanceClock(sim, minutes(21));
    const order = (await sim.get(`/v1/orders/${accepted.orderNumber}`, token)).json();
    expect(order.items[0]).toMatchObject({ state: 'failed', reasonCode: 'FACE_MISMATCH' });
    expect(await realNameOf(sim, token, iccid)).toMatchObject({
      realNameStatus: 4,
      refusalCode: 'FACE_MISMATCH',
    });
  });

  it('decides a score of 80 or more at once', async () => {
    const iccid = stockCard();
    const order = await completedOrder(
      sim,
      token,
      'owner-registration',
      ownerRegistration({ iccid, serial: 80, score: 80 }),
    );
    expect(order.state).toBe('success');
  });
});
