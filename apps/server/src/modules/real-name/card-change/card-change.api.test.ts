// @module-tag pglite (vehicle card changes: rights, scope, every refusal, the carrier's steps, a retry, a race)
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  vehicleChangeCardPageCode,
  type CardChangeDetailRow,
  type CardChangePage,
  type CardChangeRow,
} from '@simdesk/contract/modules/real-name';
import { addOperatorWithGrants, companyIdNamed } from '../../company/testing';
import { insertOperatorLike } from '../../../test/stored-operator';
import { realNameTestBedFor } from '../real-name-test-support';
import {
  changeOf,
  freeCards,
  queryRows,
  registerToEnterprise,
  trackChangeToEnd,
  trackUntil,
  vehicleFittedWith,
  type FreeCard,
} from './card-change-test-support';

interface Fitted {
  card: FreeCard;
  vehicle: { id: number; vin: string };
}
interface Fixture {
  happy: Fitted;
  refused: Fitted;
  racing: Fitted;
  unregistered: Fitted;
  spare: FreeCard[];
  takenByOther: FreeCard;
  viewerToken: string;
  dealerToken: string;
}
let fixture: Fixture;

const testBed = realNameTestBedFor(['admin', 'demo.company', 'demo.restricted']);
const { callAs, bed } = testBed;

// Registering through the simulator takes a while on a loaded machine: longer than the bed's own start.
beforeAll(async () => {
  const cards = await freeCards(bed(), 22, 0);
  const fitted = (index: number, serial: number) =>
    vehicleFittedWith(bed(), cards[index] as FreeCard, serial).then((vehicle) => ({
      card: cards[index] as FreeCard,
      vehicle,
    }));
  const [happy, refused, racing, unregistered] = await Promise.all([
    fitted(0, 1),
    fitted(1, 2),
    fitted(2, 3),
    fitted(3, 4),
  ]);
  // The new card of the refused change: registered at the carrier to another enterprise.
  const takenByOther = cards[4] as FreeCard;
  await registerToEnterprise(bed(), [happy.card, refused.card, racing.card], 11);
  await registerToEnterprise(bed(), [takenByOther], 12);
  const makerId = await companyIdNamed(bed().testApp.database.db, 'Aurora Motors');
  await addOperatorWithGrants(bed().testApp.database.db, {
    account: 'card-change.viewer',
    companyId: makerId,
    roleType: '03',
    grants: [{ pageCode: vehicleChangeCardPageCode, actions: ['query', 'get'] }],
  });
  const [dealer] = await queryRows<{ id: number }>(
    bed(),
    sql`select id from organizations where name = 'Beijing dealer'`,
  );
  await insertOperatorLike(bed().testApp, 'demo.company', {
    account: 'card-change.dealer',
    orgId: dealer?.id,
    mobile: null,
  });
  fixture = {
    happy,
    refused,
    racing,
    unregistered,
    spare: cards.slice(5),
    takenByOther,
    viewerToken: (await bed().testApp.login('card-change.viewer')).token,
    dealerToken: (await bed().testApp.login('card-change.dealer')).token,
  };
}, 400_000);

const swap = (fitted: Fitted, newCard: { iccid: string }) => ({
  vin: fitted.vehicle.vin,
  oldCardNumber: fitted.card.iccid,
  newCardNumber: newCard.iccid,
});
const spare = (index: number) => fixture.spare[index] as FreeCard;

const storedChanges = async () =>
  (
    await queryRows<{ count: number }>(bed(), sql`select count(*)::int as count from real_name_card_changes`)
  )[0]?.count;

async function submitted(swaps: ReturnType<typeof swap>[]): Promise<CardChangeRow> {
  const answer = await callAs<CardChangeRow>('demo.company', 'card-change/submit', { swaps });
  expect(answer.status, answer.msg).toBe('0');
  return answer.rows[0] as CardChangeRow;
}

describe('vehicle card changes', () => {
  it('refuses callers without the page, and a reader without the add action', async () => {
    const before = await storedChanges();
    for (const [path, obj] of [
      ['list', {}],
      ['detail', { id: 1 }],
      ['submit', { swaps: [swap(fixture.happy, spare(0))] }],
    ] as const) {
      expect(await callAs('demo.restricted', `card-change/${path}`, obj)).toMatchObject({ status: '403' });
    }
    const { testApp } = bed();
    const token = fixture.viewerToken;
    expect((await testApp.call('card-change/list', {}, { token })).status).toBe('0');
    const refused = await testApp.call(
      'card-change/submit',
      { swaps: [swap(fixture.happy, spare(0))] },
      { token },
    );
    expect(refused.status).toBe('403');
    expect((await testApp.call('card-change/retry', { id: 1 }, { token })).status).toBe('403');
    expect(await storedChanges()).toBe(before);
  });

  it('refuses every wrong swap with a clear error and stores nothing', async () => {
    const before = await storedChanges();
    const cases: [ReturnType<typeof swap>[], string][] = [
      [[{ ...swap(fixture.happy, spare(0)), vin: 'LFV3A23C0P9999999' }], 'no vehicle of yours'],
      [[swap(fixture.happy, { iccid: '89860000000000000000' })], 'no card of yours'],
      [[swap(fixture.happy, fixture.happy.card)], 'the new card is the old card'],
      [[{ ...swap(fixture.happy, spare(0)), oldCardNumber: spare(1).iccid }], 'is not fitted in vehicle'],
      [[swap(fixture.happy, fixture.refused.card)], 'is fitted in vehicle'],
      [[swap(fixture.unregistered, spare(0))], 'is not registered'],
      [[swap(fixture.happy, spare(0)), swap(fixture.refused, spare(0))], 'named in more than one swap'],
    ];
    for (const [swaps, message] of cases) {
      const answer = await callAs('demo.company', 'card-change/submit', { swaps });
      expect(answer.status, message).toBe('400');
      expect(answer.msg).toContain(message);
    }
    await bed().testApp.database.db.execute(
      sql`update sim_cards set card_status = 9 where id = ${spare(2).id}`,
    );
    await bed().testApp.database.db.execute(
      sql`update sim_cards set real_name_status = 1 where id = ${spare(3).id}`,
    );
    const cancelled = await callAs('demo.company', 'card-change/submit', {
      swaps: [swap(fixture.happy, spare(2))],
    });
    expect(cancelled.msg).toContain('is cancelled');
    const inProgress = await callAs('demo.company', 'card-change/submit', {
      swaps: [swap(fixture.happy, spare(3))],
    });
    expect(inProgress.msg).toContain('registration in progress');
    expect(await callAs('demo.company', 'card-change/submit', { swaps: [] })).toMatchObject({
      status: '400',
    });
    expect(await storedChanges()).toBe(before);
  });

  it('releases the old card, registers the new one to the same holder and VIN, and swaps them in the vehicle', async () => {
    const change = await submitted([swap(fixture.happy, spare(4))]);
    expect(change).toMatchObject({ status: 1, vin: fixture.happy.vehicle.vin, customerType: 2, role: 1 });
    const again = await callAs('demo.company', 'card-change/submit', {
      swaps: [swap(fixture.happy, spare(5))],
    });
    expect(again).toMatchObject({ status: '409' });
    const ended = await trackChangeToEnd(bed(), change.id);
    expect(ended).toMatchObject({
      status: 4,
      failedStep: null,
      releaseOrderNumber: expect.any(String),
      registerOrderNumber: expect.any(String),
    });
    const cards = await queryRows<{ id: number; status: number; vin: string | null }>(
      bed(),
      sql`select id::int as id, real_name_status as status, vin from sim_cards where id in (${fixture.happy.card.id}, ${spare(4).id}) order by id`,
    );
    expect(cards).toEqual([
      { id: fixture.happy.card.id, status: 3, vin: null },
      { id: spare(4).id, status: 2, vin: fixture.happy.vehicle.vin },
    ]);
    const fittedNow = await queryRows<{ cardId: number; role: number }>(
      bed(),
      sql`select card_id::int as "cardId", role from vehicle_cards where vehicle_id = ${fixture.happy.vehicle.id} and removed_at is null`,
    );
    expect(fittedNow).toEqual([{ cardId: spare(4).id, role: 1 }]);
    const detail = (
      await callAs<CardChangeDetailRow>('demo.company', 'card-change/detail', { id: change.id })
    ).rows[0];
    expect(detail?.events.map((event) => event.kind)).toEqual([
      'created',
      'releaseSent',
      'released',
      'registerSent',
      'registered',
      'vehicleUpdated',
    ]);
    expect(detail?.newCard).toMatchObject({ realNameStatus: 2, registrationId: expect.any(Number) });
    const registration = (
      await callAs<{ vin: string; realNameStatus: number; registrationSource: number }>(
        'demo.company',
        'real-name/detail',
        { id: detail?.newCard.registrationId },
      )
    ).rows[0];
    expect(registration).toMatchObject({
      vin: fixture.happy.vehicle.vin,
      realNameStatus: 2,
      registrationSource: 6,
    });
  });

  it('fails at the step the carrier refused, and a retry completes it once the cause is gone', async () => {
    const change = await submitted([swap(fixture.refused, fixture.takenByOther)]);
    const failed = await trackChangeToEnd(bed(), change.id);
    expect(failed).toMatchObject({ status: 5, failedStep: 'register', refusalCode: 'CARD_STATE' });
    expect(
      await callAs('demo.company', 'card-change/retry', { id: fixture.happy.card.id + 1_000_000 }),
    ).toMatchObject({ status: '404' });
    // The new card's earlier holder lets it go; the change is sent again from the registration.
    const released = await callAs<{ id: number }>('demo.company', 'deregistration/submit', {
      cardNumbers: [fixture.takenByOther.iccid],
      reason: 3,
    });
    expect(released.status, released.msg).toBe('0');
    await trackUntil(
      bed(),
      async () =>
        (
          await queryRows<{ status: number }>(
            bed(),
            sql`select real_name_status as status from sim_cards where id = ${fixture.takenByOther.id}`,
          )
        )[0]?.status === 3,
    );
    const retried = await callAs<CardChangeRow>('demo.company', 'card-change/retry', { id: change.id });
    expect(retried.rows[0]).toMatchObject({ status: 3, attempts: 2, refusalCode: null });
    expect(await callAs('demo.company', 'card-change/retry', { id: change.id })).toMatchObject({
      status: '409',
    });
    expect(await trackChangeToEnd(bed(), change.id)).toMatchObject({ status: 4 });
    expect((await changeOf(bed(), change.id)).completedAt).not.toBeNull();
  });

  it('lets one of ten concurrent submissions for a vehicle win', async () => {
    const before = await storedChanges();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        callAs('demo.company', 'card-change/submit', { swaps: [swap(fixture.racing, spare(6 + index))] }),
      ),
    );
    expect(answers.filter((answer) => answer.status === '0')).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === '409')).toHaveLength(9);
    expect(await storedChanges()).toBe((before ?? 0) + 1);
  });

  it('lists changes by filter within the caller’s scope only', async () => {
    const list = async (obj: Record<string, unknown>, token?: string) => {
      const answer = token
        ? await bed().testApp.call<CardChangePage>('card-change/list', obj, { token })
        : await callAs<CardChangePage>('demo.company', 'card-change/list', obj);
      expect(answer.status, answer.msg).toBe('0');
      return (answer.rows[0] as CardChangePage).changes;
    };
    expect(await list({ vin: fixture.happy.vehicle.vin })).toHaveLength(1);
    expect(await list({ cardNumber: spare(4).msisdn })).toHaveLength(1);
    expect(await list({ cardNumber: fixture.happy.card.iccid })).toHaveLength(1);
    const completed = await list({ status: [4] });
    expect(completed.every((change) => change.status === 4)).toBe(true);
    expect(completed.map((change) => change.vin)).toEqual(
      expect.arrayContaining([fixture.happy.vehicle.vin, fixture.refused.vehicle.vin]),
    );
    expect(await list({ from: '2000-01-01 00:00:00', to: '2000-01-02 00:00:00' })).toHaveLength(0);
    expect(await callAs('demo.company', 'card-change/list', { status: [7] })).toMatchObject({
      status: '400',
    });
    // The dealer sees the changes of its org subtree only; one outside it is answered as missing.
    const placed = await queryRows<{ id: number; inside: boolean }>(
      bed(),
      sql`select x.id::int as id, coalesce(x.org_path like o.path || '%', false) as inside
        from real_name_card_changes x, organizations o where o.name = 'Beijing dealer' order by x.id`,
    );
    const seen = (await list({}, fixture.dealerToken)).map((change) => change.id);
    expect(seen).toEqual(
      placed
        .filter((change) => change.inside)
        .map((change) => change.id)
        .reverse(),
    );
    const outside = placed.find((change) => !change.inside);
    const hidden = await bed().testApp.call(
      'card-change/detail',
      { id: outside?.id },
      { token: fixture.dealerToken },
    );
    expect(hidden.status).toBe('404');
    const cards = await callAs<{ cards: { iccid: string }[] }>('demo.company', 'card-change/vehicle-cards', {
      vin: fixture.racing.vehicle.vin,
    });
    expect(cards.rows[0]?.cards.map((card) => card.iccid)).toEqual([fixture.racing.card.iccid]);
  });
});
