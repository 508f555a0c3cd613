// @module-tag pglite (the vehicles' main flow: add, fit a card, status, reviewed VIN change)
import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vinCheckCharacter } from '@simdesk/contract/rules';
import type {
  VehicleChangePage,
  VehicleChangeRow,
  VehicleDetailRow,
  VehiclePage,
  VehicleRow,
} from '@simdesk/contract/modules/vehicles';
import { tasks } from '../../platform/database/schema-tasks';
import { insertOperatorLike } from '../../test/stored-operator';
import { useSignIn, useTestApp } from '../../test/test-app';
import { simCards } from '../sim-cards/testing';
import { csvDataLines, exportedTaskFile } from '../task/testing';
import { vehicleCards, vehicleChanges, vehicles } from './vehicles-schema';
import { vehiclesModule } from '.';

const testApp = useTestApp({ modules: [vehiclesModule] });
const maker = useSignIn(testApp, 'demo.company');
const carrier = useSignIn(testApp, 'admin');
const dealer = useSignIn(testApp, 'demo.dealer');

/** A VIN of a test vehicle: its own serial and the right check character. */
function testVin(serial: number): string {
  const draft = `LTESTA${String(serial).padStart(2, '0').slice(0, 2)}0${String(serial).padStart(8, '0')}`;
  return `${draft.slice(0, 8)}${vinCheckCharacter(draft) ?? '0'}${draft.slice(9)}`;
}

async function callAs<Row>(token: string, path: string, obj: Record<string, unknown>) {
  return testApp.call<Row>(path, obj, { token });
}

async function addVehicle(serial: number, extra: Record<string, unknown> = {}): Promise<VehicleRow> {
  const answer = await callAs<VehicleRow>(maker.token, 'vehicle/add', {
    vin: testVin(serial),
    model: 'Aurora S5',
    vehicleStatus: 3,
    origin: 1,
    vehicleType: 1,
    fuelType: 3,
    ...extra,
  });
  expect(answer.status, answer.msg).toBe('0');
  return answer.rows[0] as VehicleRow;
}

/** A card of the maker fitted in no vehicle. */
async function freeMakerCard() {
  const db = testApp.database.db;
  const [card] = await db
    .select({ id: simCards.id, iccid: simCards.iccid })
    .from(simCards)
    .leftJoin(vehicleCards, and(eq(vehicleCards.cardId, simCards.id), isNull(vehicleCards.removedAt)))
    .where(and(eq(simCards.companyId, maker.companyId), isNull(vehicleCards.id)))
    .limit(1);
  if (!card) throw new Error('no free card of the maker');
  return card;
}

describe('the vehicle list', () => {
  it('lists the demo fleet of the caller’s company, newest first, in keyset pages', async () => {
    const first = await callAs<VehiclePage>(maker.token, 'vehicle/list', { pageSize: 5 });
    expect(first.status, first.msg).toBe('0');
    const page = first.rows[0] as VehiclePage;
    expect(page.vehicles).toHaveLength(5);
    expect(page.vehicles.every((vehicle) => vehicle.companyId === maker.companyId)).toBe(true);
    expect(
      page.vehicles.every((vehicle) => vehicle.telematicsIccid !== null && vehicle.cardCount === 1),
    ).toBe(true);
    const next = (
      await callAs<VehiclePage>(maker.token, 'vehicle/list', { pageSize: 5, cursor: page.nextCursor })
    ).rows[0] as VehiclePage;
    expect(Math.max(...next.vehicles.map((vehicle) => vehicle.id))).toBeLessThan(
      Math.min(...page.vehicles.map((vehicle) => vehicle.id)),
    );
  });

  it('finds by a VIN’s start and by a batch of VINs', async () => {
    const [sample] = (
      (await callAs<VehiclePage>(maker.token, 'vehicle/list', { pageSize: 1 })).rows[0] as VehiclePage
    ).vehicles;
    if (!sample) throw new Error('no demo vehicle');
    const byStart = (
      await callAs<VehiclePage>(maker.token, 'vehicle/list', { vin: sample.vin.slice(0, 12).toLowerCase() })
    ).rows[0] as VehiclePage;
    expect(byStart.vehicles.map((vehicle) => vehicle.vin)).toContain(sample.vin);
    const byBatch = (
      await callAs<VehiclePage>(maker.token, 'vehicle/list', { vins: [sample.vin, 'LNOTAVINATALL0000'] })
    ).rows[0] as VehiclePage;
    expect(byBatch.vehicles.map((vehicle) => vehicle.vin)).toEqual([sample.vin]);
  });

  it('refuses a caller without the page, and a company filter from anyone but carrier staff', async () => {
    expect((await callAs(dealer.token, 'vehicle/list', {})).status).toBe('403');
    expect((await callAs(maker.token, 'vehicle/list', { companyId: carrier.companyId })).status).toBe('403');
  });
});

describe('the vehicle export', () => {
  it('writes the filtered vehicles in the caller’s language as a task; bad input starts nothing', async () => {
    const listed = (await callAs<VehiclePage>(maker.token, 'vehicle/list', { vehicleStatus: [3] }))
      .rows[0] as VehiclePage;
    const { file } = await exportedTaskFile(testApp, maker.token, 'vehicle/export', {
      filter: { vehicleStatus: [3] },
      format: 'csv',
      locale: 'zh-CN',
    });
    expect(file.body.split('\r\n')[0]).toContain('车辆状态');
    expect(csvDataLines(file.body)).toHaveLength(listed.total);
    expect(listed.vehicles.every((vehicle) => file.body.includes(vehicle.vin))).toBe(true);
    const tasksBefore = await testApp.database.db.$count(tasks);
    for (const [token, bad] of [
      [maker.token, { filter: {}, format: 'pdf' }],
      [maker.token, { filter: { companyId: carrier.companyId }, format: 'csv' }],
      [dealer.token, { filter: {}, format: 'csv' }],
    ] as const) {
      expect((await callAs(token, 'vehicle/export', bad)).status, JSON.stringify(bad)).not.toBe('0');
    }
    expect(await testApp.database.db.$count(tasks)).toBe(tasksBefore);
  });
});

describe('adding and editing', () => {
  it('adds a vehicle, records it in the timeline, and refuses the same VIN twice', async () => {
    const added = await addVehicle(1, { plate: 'hu a12345' });
    expect(added).toMatchObject({
      vin: testVin(1),
      plate: 'HU A12345',
      cardCount: 0,
      companyId: maker.companyId,
    });
    const again = await callAs(maker.token, 'vehicle/add', {
      vin: testVin(1),
      model: 'x',
      vehicleStatus: 1,
      origin: 1,
      vehicleType: 1,
      fuelType: 1,
    });
    expect(again.status).toBe('409');
    const detail = (await callAs<VehicleDetailRow>(maker.token, 'vehicle/detail', { id: added.id })).rows[0];
    expect(detail?.events.map((event) => event.kind)).toEqual(['created']);
  });

  it('refuses a VIN with a wrong check character and stores nothing', async () => {
    const vin = testVin(2);
    const wrong = `${vin.slice(0, 8)}${vin[8] === '1' ? '2' : '1'}${vin.slice(9)}`;
    const answer = await callAs(maker.token, 'vehicle/add', {
      vin: wrong,
      model: 'Aurora S5',
      vehicleStatus: 1,
      origin: 1,
      vehicleType: 1,
      fuelType: 1,
    });
    expect(answer.status).not.toBe('0');
    expect(answer.msg).toContain('vehicles:vin.checkDigit');
    const [stored] = await testApp.database.db
      .select({ total: count() })
      .from(vehicles)
      .where(eq(vehicles.vin, wrong));
    expect(stored?.total).toBe(0);
  });

  it('moves a vehicle only as the status table allows, and its cards follow', async () => {
    const vehicle = await addVehicle(3);
    const card = await freeMakerCard();
    expect(
      (await callAs(maker.token, 'vehicle/fit-card', { vehicleId: vehicle.id, iccid: card.iccid, role: 1 }))
        .status,
    ).toBe('0');
    const sold = await callAs<VehicleRow>(maker.token, 'vehicle/status', {
      id: vehicle.id,
      vehicleStatus: 4,
    });
    expect(sold.status, sold.msg).toBe('0');
    const [stored] = await testApp.database.db.select().from(simCards).where(eq(simCards.id, card.id));
    expect(stored).toMatchObject({ vin: vehicle.vin, vehicleStatus: 4 });
    const backToProduction = await callAs(maker.token, 'vehicle/status', {
      id: vehicle.id,
      vehicleStatus: 1,
    });
    expect(backToProduction.status).toBe('400');
  });
});

describe('cards in vehicles', () => {
  it('keeps one T-Box per vehicle and a card in one vehicle at a time', async () => {
    const first = await addVehicle(4);
    const second = await addVehicle(5);
    const box = await freeMakerCard();
    expect(
      (await callAs(maker.token, 'vehicle/fit-card', { vehicleId: first.id, iccid: box.iccid, role: 1 }))
        .status,
    ).toBe('0');
    const elsewhere = await callAs(maker.token, 'vehicle/fit-card', {
      vehicleId: second.id,
      iccid: box.iccid,
      role: 2,
    });
    expect(elsewhere.status).toBe('409');
    const other = await freeMakerCard();
    const secondBox = await callAs(maker.token, 'vehicle/fit-card', {
      vehicleId: first.id,
      iccid: other.iccid,
      role: 1,
    });
    expect(secondBox.status).toBe('409');
    expect(secondBox.msg).toContain('T-Box');
  });

  it('takes a card out with its reason: the card loses the VIN, the history keeps it', async () => {
    const vehicle = await addVehicle(6);
    const card = await freeMakerCard();
    await callAs(maker.token, 'vehicle/fit-card', { vehicleId: vehicle.id, iccid: card.iccid, role: 1 });
    const removed = await callAs<VehicleRow>(maker.token, 'vehicle/remove-card', {
      vehicleId: vehicle.id,
      cardId: card.id,
      reason: 'T-Box replaced',
    });
    expect(removed.rows[0]?.cardCount).toBe(0);
    const detail = (await callAs<VehicleDetailRow>(maker.token, 'vehicle/detail', { id: vehicle.id }))
      .rows[0];
    expect(detail?.cards).toMatchObject([{ iccid: card.iccid, removedReason: 'T-Box replaced' }]);
    expect(detail?.events.map((event) => event.kind)).toEqual(['created', 'cardFitted', 'cardRemoved']);
    const [stored] = await testApp.database.db.select().from(simCards).where(eq(simCards.id, card.id));
    expect(stored?.vin).toBeNull();
  });

  it('answers a card of another company like a missing one', async () => {
    const vehicle = await addVehicle(7);
    const [foreign] = await testApp.database.db
      .select({ iccid: simCards.iccid })
      .from(simCards)
      .where(eq(simCards.companyId, carrier.companyId))
      .limit(1);
    if (!foreign) throw new Error('no carrier card');
    const answer = await callAs(maker.token, 'vehicle/fit-card', {
      vehicleId: vehicle.id,
      iccid: foreign.iccid,
      role: 2,
    });
    expect(answer.status).toBe('404');
  });
});

describe('reviewed changes', () => {
  it('changes a VIN after another operator approves, on the vehicle and its cards', async () => {
    const vehicle = await addVehicle(8);
    const card = await freeMakerCard();
    await callAs(maker.token, 'vehicle/fit-card', { vehicleId: vehicle.id, iccid: card.iccid, role: 1 });
    const asked = await callAs<VehicleChangeRow>(maker.token, 'vehicle-change/request', {
      vehicleId: vehicle.id,
      field: 'vin',
      toValue: testVin(9).toLowerCase(),
      reason: 'Typed wrongly at the factory',
    });
    expect(asked.status, asked.msg).toBe('0');
    const change = asked.rows[0] as VehicleChangeRow;
    expect(change).toMatchObject({ fromValue: vehicle.vin, toValue: testVin(9), reviewStatus: 0 });
    const twice = await callAs(maker.token, 'vehicle-change/request', {
      vehicleId: vehicle.id,
      field: 'vin',
      toValue: testVin(10),
      reason: 'again',
    });
    expect(twice.status).toBe('409');
    expect(
      (await callAs(maker.token, 'vehicle-change/review', { id: change.id, decision: 'approve' })).status,
    ).toBe('403');
    const approved = await callAs<VehicleChangeRow>(carrier.token, 'vehicle-change/review', {
      id: change.id,
      decision: 'approve',
    });
    expect(approved.status, approved.msg).toBe('0');
    const [stored] = await testApp.database.db.select().from(simCards).where(eq(simCards.id, card.id));
    expect(stored?.vin).toBe(testVin(9));
    const again = await callAs(carrier.token, 'vehicle-change/review', {
      id: change.id,
      decision: 'reject',
      note: 'late',
    });
    expect(again.status).toBe('409');
  });

  it('rejects only with a note, and leaves the vehicle as it was', async () => {
    const vehicle = await addVehicle(11, { plate: 'AB123' });
    const change = (
      await callAs<VehicleChangeRow>(maker.token, 'vehicle-change/request', {
        vehicleId: vehicle.id,
        field: 'plate',
        toValue: 'CD456',
        reason: 'New plate',
      })
    ).rows[0] as VehicleChangeRow;
    expect(
      (await callAs(carrier.token, 'vehicle-change/review', { id: change.id, decision: 'reject' })).status,
    ).toBe('400');
    expect(
      (
        await callAs(carrier.token, 'vehicle-change/review', {
          id: change.id,
          decision: 'reject',
          note: 'No papers',
        })
      ).status,
    ).toBe('0');
    const [stored] = await testApp.database.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(stored?.plate).toBe('AB123');
    const list = (await callAs<VehicleChangePage>(maker.token, 'vehicle-change/list', { vin: vehicle.vin }))
      .rows[0] as VehicleChangePage;
    expect(list.changes).toMatchObject([
      { reviewStatus: 2, reviewNote: 'No papers', reviewedBy: 'Platform Administrator' },
    ]);
  });

  it('lets a second operator of the company review, and only changes in scope', async () => {
    await insertOperatorLike(testApp, 'demo.company', { account: 'vehicle.reviewer', name: 'Reviewer' });
    const reviewer = await testApp.login('vehicle.reviewer');
    const pending = await testApp.database.db
      .select({ id: vehicleChanges.id })
      .from(vehicleChanges)
      .where(and(eq(vehicleChanges.companyId, maker.companyId), eq(vehicleChanges.reviewStatus, 0)))
      .limit(1);
    const [waiting] = pending;
    if (!waiting) throw new Error('no waiting demo change');
    const answer = await testApp.call(
      'vehicle-change/review',
      { id: waiting.id, decision: 'approve' },
      { token: reviewer.token },
    );
    expect(answer.status, answer.msg).toBe('0');
  });
});
