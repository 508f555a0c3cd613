import { asc, eq } from 'drizzle-orm';
import { carrier, cardStatus, vehicleStatus, type VehicleStatusCode } from '@simdesk/contract';
import { cardSeedProfile } from '@simdesk/carrier-sim/card-seed-profile';
import { demoCardNumbers } from '@simdesk/carrier-sim/demo-cards';
import type { Database } from '../../platform/database/connect';
import { organizations } from '../../platform/database/schema';
import { cardStatusHistory, simCards } from '../../platform/database/schema-cards';

/** How many of the simulator's demo cards (by index, from 0) each demo company holds, in this order. */
export interface DemoCardShare {
  companyId: number;
  count: number;
  /** The carrier account the cards are provisioned through (the carrier's account at the simulator). */
  carrierAccountId: number;
}

const millisecondsPerDay = 24 * 60 * 60 * 1000;
const rowsPerInsert = 500;

const { activated, suspended, preCancelled } = cardStatus.byName;
const inVehicle = new Set<number>([activated, suspended, preCancelled]);

/** A VIN of the demo maker: its own world manufacturer code, then the card index. */
function demoVin(index: number): string {
  return `LAUMCA${String(index).padStart(11, '0')}`;
}

function demoVehicleStatus(index: number): VehicleStatusCode {
  const { sold, testing, forSale } = vehicleStatus.byName;
  return index % 10 === 0 ? testing : index % 10 === 1 ? forSale : sold;
}

function demoTags(index: number): string[] {
  const tags: string[] = [];
  if (index % 7 === 0) tags.push('fleet');
  if (index % 11 === 0) tags.push('pilot');
  return tags;
}

interface DemoCompany {
  id: number;
  orgs: { id: number; path: string }[];
  carrierAccountId: number;
}

function demoCard(index: number, company: DemoCompany, now: number) {
  const numbers = demoCardNumbers(index);
  const profile = cardSeedProfile(index);
  const daysAgo = (days: number) => new Date(now - days * millisecondsPerDay);
  const org = company.orgs[index % company.orgs.length];
  const fitted = inVehicle.has(profile.status);
  return {
    companyId: company.id,
    orgId: org?.id ?? null,
    orgPath: org?.path ?? null,
    carrierAccountId: company.carrierAccountId,
    carrier: carrier.byName.chinaMobile,
    ...numbers,
    imei: fitted ? `86${String(index).padStart(13, '0')}` : null,
    cardStatus: profile.status,
    realNameStatus: profile.realNameStatus,
    vehicleStatus: fitted ? demoVehicleStatus(index) : null,
    vin: fitted ? demoVin(index) : null,
    openedAt: daysAgo(profile.openedDaysAgo),
    activatedAt: profile.activatedDaysAgo === null ? null : daysAgo(profile.activatedDaysAgo),
    ratePlan: profile.ratePlan,
    tags: demoTags(index),
    statusChangedAt: daysAgo(profile.statusDaysAgo),
  };
}

/**
 * The demo's cards: the simulator's demo cards by index with the statuses it starts them with, so the console
 * and the simulator agree before the first sync. Usage stays zero until the usage sync fills it.
 */
export async function seedDemoCards(db: Database, shares: readonly DemoCardShare[], now = Date.now()) {
  let nextIndex = 0;
  for (const share of shares) {
    const orgs = await db
      .select({ id: organizations.id, path: organizations.path })
      .from(organizations)
      .where(eq(organizations.companyId, share.companyId))
      .orderBy(asc(organizations.id));
    const company = { id: share.companyId, orgs, carrierAccountId: share.carrierAccountId };
    for (let start = 0; start < share.count; start += rowsPerInsert) {
      const batch = Array.from({ length: Math.min(rowsPerInsert, share.count - start) }, (_, offset) =>
        demoCard(nextIndex + start + offset, company, now),
      );
      const inserted = await db
        .insert(simCards)
        .values(batch)
        .returning({ id: simCards.id, companyId: simCards.companyId, status: simCards.cardStatus });
      await db.insert(cardStatusHistory).values(
        inserted.map((card, position) => ({
          cardId: card.id,
          companyId: card.companyId,
          toStatus: card.status,
          reason: 'demo seed',
          changedAt: batch[position]?.statusChangedAt ?? new Date(now),
        })),
      );
    }
    nextIndex += share.count;
  }
}
