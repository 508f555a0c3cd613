import { and, asc, eq, sql } from 'drizzle-orm';
import { vehicleCardRole, vehicleChangeReviewStatus } from '@simdesk/contract';
import type { Database } from '../../../platform/database/connect';
import type { DemoWorld } from '../../../platform/demo/demo-world';
import { operators } from '../../../platform/database/schema';
import { vehicleChanges, vehicleEvents, vehicles } from '../vehicles-schema';
import { demoModels } from './demo-models';

/**
 * A vehicle for every VIN the demo cards carry (their maker's fleet, with the card as its T-Box), each with its
 * creation in the timeline; then changes asked for: two waiting for review, one approved, one rejected.
 */
export async function seedDemoVehicles(db: Database, world: DemoWorld): Promise<void> {
  // Set-based: one statement per table whatever the fleet's size. The model follows the VIN's last digit.
  const modelRows = demoModels.map(
    (model, index) =>
      sql`(${index}::int, ${model.model}::text, ${model.series}::text, ${model.vehicleType}::smallint, ${model.fuelType}::smallint, ${model.origin}::smallint)`,
  );
  await db.execute(sql`
    with models (position, model, series, vehicle_type, fuel_type, origin) as (values ${sql.join(modelRows, sql`, `)})
    insert into ${vehicles} (company_id, org_id, org_path, vin, plate, model, series, origin, vehicle_type,
      fuel_type, vehicle_status, created_at, updated_at)
    select distinct on (c.company_id, c.vin) c.company_id, c.org_id, c.org_path, c.vin,
      case when c.vehicle_status = 4 then '沪A' || upper(substr(md5(c.vin), 1, 5)) end,
      m.model, m.series, m.origin, m.vehicle_type, m.fuel_type, c.vehicle_status, c.opened_at, c.opened_at
    from sim_cards c
    join models m on m.position = (ascii(right(c.vin, 1)) % ${demoModels.length}::int)
    where c.vin is not null and c.vehicle_status is not null and c.opened_at is not null
    order by c.company_id, c.vin, c.id
    on conflict do nothing`);
  await db.execute(sql`
    insert into vehicle_cards (vehicle_id, card_id, iccid, msisdn, role, fitted_at)
    select distinct on (c.id) v.id, c.id, c.iccid, c.msisdn, ${vehicleCardRole.byName.telematicsBox},
      coalesce(c.activated_at, c.opened_at, now())
    from sim_cards c join ${vehicles} v on v.company_id = c.company_id and v.vin = c.vin
    order by c.id
    on conflict do nothing`);
  await db.execute(sql`
    insert into ${vehicleEvents} (vehicle_id, kind, at, to_value)
    select id, 'created', created_at, vehicle_status::text from ${vehicles}`);
  await seedDemoChanges(db, world.makerCompanyId);
}

/** Changes of the maker's first vehicles, asked for by one of its operators and reviewed by another. */
async function seedDemoChanges(db: Database, makerCompanyId: number): Promise<void> {
  const people = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.companyId, makerCompanyId))
    .orderBy(asc(operators.id))
    .limit(2);
  const [requester, reviewer] = people;
  const fleet = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.companyId, makerCompanyId)))
    .orderBy(asc(vehicles.id))
    .limit(4);
  if (!requester || !reviewer || fleet.length < 4) return;
  const { pending, approved, rejected } = vehicleChangeReviewStatus.byName;
  const day = 24 * 60 * 60 * 1000;
  const changes = [
    { field: 'plate', toValue: '沪AD12345', reason: 'New-energy plate issued after sale', status: pending },
    {
      field: 'series',
      toValue: 'Long range',
      reason: 'Series corrected from the sales contract',
      status: pending,
    },
    { field: 'model', toValue: 'Aurora S5 2026', reason: 'Model year corrected', status: approved },
    { field: 'plate', toValue: '沪B00000', reason: 'Owner asked for a vanity plate', status: rejected },
  ] as const;
  await db.insert(vehicleChanges).values(
    changes.map((change, index) => {
      const vehicle = fleet[index] ?? fleet[0];
      if (!vehicle) throw new Error('no demo vehicle');
      const decided = change.status !== pending;
      return {
        vehicleId: vehicle.id,
        companyId: vehicle.companyId,
        orgId: vehicle.orgId,
        orgPath: vehicle.orgPath,
        vin: vehicle.vin,
        field: change.field,
        fromValue: vehicle[change.field],
        toValue: change.toValue,
        reason: change.reason,
        reviewStatus: change.status,
        requestedBy: requester.id,
        requestedAt: new Date(Date.now() - (index + 1) * day),
        reviewedBy: decided ? reviewer.id : null,
        reviewedAt: decided ? new Date(Date.now() - index * day) : null,
        reviewNote: change.status === rejected ? 'Plates are issued by the vehicle office, not chosen' : null,
      };
    }),
  );
}
