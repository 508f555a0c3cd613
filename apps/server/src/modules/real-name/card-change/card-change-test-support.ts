// The world the card change tests build: free demo cards, vehicles fitted with them, cards registered through
// the simulator to an enterprise, and a tracker run until what a test waits for is true.
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { socialCreditCodeCheckCharacter } from '@simdesk/contract';
import type { CardChangeRow } from '@simdesk/contract/modules/real-name';
import { madeUpVin, type RealNameTestBed } from '../real-name-test-support';

export interface FreeCard {
  id: number;
  iccid: string;
  msisdn: string;
}

export const queryRows = async <Row>(bed: RealNameTestBed, statement: SQL) =>
  ((await bed.testApp.database.db.execute(statement)) as unknown as { rows: Row[] }).rows;

/** Unregistered active cards of the maker that the simulator holds, in no vehicle and no change, never registered. */
export async function freeCards(bed: RealNameTestBed, count: number, skip: number): Promise<FreeCard[]> {
  const cards = await queryRows<FreeCard>(
    bed,
    sql`select c.id::int as id, c.iccid, c.msisdn from sim_cards c
      join companies co on co.id = c.company_id and co.name = 'Aurora Motors'
      where c.real_name_status = 0 and c.card_status in (2, 6, 7) and c.id <= 400 and c.msisdn is not null
        and c.carrier_account_id is not null and c.vin is null
        and not exists (select 1 from real_name_registrations r where r.card_id = c.id)
        and not exists (select 1 from vehicle_cards v where v.card_id = c.id)
        and not exists (select 1 from real_name_card_changes x where c.id in (x.old_card_id, x.new_card_id))
      order by c.id offset ${skip} limit ${count}`,
  );
  if (cards.length < count) throw new Error('not enough free demo cards');
  return cards;
}

/** A new vehicle of the maker (in the card's org) with the card fitted as its T-Box; answers its VIN. */
export async function vehicleFittedWith(bed: RealNameTestBed, card: FreeCard, serial: number) {
  const vin = madeUpVin(900_000 + serial);
  const [vehicle] = await queryRows<{ id: number }>(
    bed,
    sql`insert into vehicles (company_id, org_id, org_path, vin, model, origin, vehicle_type, fuel_type,
        vehicle_status)
      select company_id, org_id, org_path, ${vin}, 'Aurora S5', 1, 1, 1, 4 from sim_cards where id = ${card.id}
      returning id::int as id`,
  );
  if (!vehicle) throw new Error('the vehicle was not added');
  await bed.testApp.database.db
    .execute(sql`insert into vehicle_cards (vehicle_id, card_id, iccid, msisdn, role)
    values (${vehicle.id}, ${card.id}, ${card.iccid}, ${card.msisdn}, 1)`);
  await bed.testApp.database.db.execute(sql`update sim_cards set vin = ${vin} where id = ${card.id}`);
  return { id: vehicle.id, vin };
}

/** A made-up unified social credit code with its check character. */
export function creditCode(serial: number): string {
  const draft = `91440300${String(serial).padStart(9, '0')}`;
  return draft + (socialCreditCodeCheckCharacter(draft) ?? '');
}

/** Runs the tracker until `done` (at most a few seconds of the simulator's quick answers). */
export async function trackUntil(bed: RealNameTestBed, done: () => Promise<boolean>): Promise<void> {
  for (let pass = 0; pass < 100; pass += 1) {
    await bed.track();
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the tracker did not get there');
}

const realNameStatusOf = async (bed: RealNameTestBed, cardIds: readonly number[]) =>
  queryRows<{ status: number }>(
    bed,
    sql`select real_name_status as status from sim_cards where id in ${sql.raw(`(${cardIds.join(', ')})`)}`,
  );

/** Registers cards to an enterprise (a certificate of `serial`) through the simulator, and waits for it. */
export async function registerToEnterprise(bed: RealNameTestBed, cards: readonly FreeCard[], serial: number) {
  const submitted = await bed.callAs('demo.company', 'enterprise-batch/submit', {
    cardNumbers: cards.map((card) => card.iccid),
    company: { name: `Aurora Fleet ${serial}`, certificateType: 'S', certificateNumber: creditCode(serial) },
    responsiblePerson: {
      name: '张伟',
      documentType: 'A',
      documentNumber: '11010519491231002X',
      mobile: '13800138000',
    },
  });
  expect(submitted.status, submitted.msg).toBe('0');
  const ids = cards.map((card) => card.id);
  await trackUntil(bed, async () => (await realNameStatusOf(bed, ids)).every((card) => card.status !== 1));
  expect(await realNameStatusOf(bed, ids)).toEqual(ids.map(() => ({ status: 2 })));
}

/** A change as the list answers it, by id. */
export async function changeOf(bed: RealNameTestBed, id: number): Promise<CardChangeRow> {
  const answer = await bed.callAs<{ change: CardChangeRow }>('demo.company', 'card-change/detail', { id });
  expect(answer.status, answer.msg).toBe('0');
  return (answer.rows[0] as { change: CardChangeRow }).change;
}

/** Runs the tracker until the change has ended (completed or failed). */
export async function trackChangeToEnd(bed: RealNameTestBed, id: number): Promise<CardChangeRow> {
  await trackUntil(bed, async () => [4, 5].includes((await changeOf(bed, id)).status));
  return changeOf(bed, id);
}
