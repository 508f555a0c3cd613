// The demo's pools as the carrier simulator lists them (the same group ids, members and quota per member), so
// the pool screens are filled before the first sync, which then replaces these figures with the carrier's.
import { cardStatus, dataPoolGroupStatus, dataPoolGroupType, memberStatus } from '@simdesk/contract';
import { cardSeedProfile, cardsPerPoolBlock } from '@simdesk/carrier-sim/card-seed-profile';
import { cardNumbers, demoCardNumberPlan } from '@simdesk/carrier-sim/demo-cards';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/connect';
import type { DemoWorld } from '../../platform/demo/demo-world';
import { carrierAccounts } from '../../platform/database/schema-carrier';
import { demoCarrierAccountId } from '../carrier-account';
import { storePool } from './pool-sync';

/** The cards the simulator seeds its demo account with by default (CARRIER_SIM_SEED_CARDS). */
const simulatorDemoCards = 1000;
/** The simulator's quota per pool member: 1 GB a month. */
const quotaKbPerMember = 1_048_576;
/** The share of its quota the pool used by the seed: past the 90 % the demo's pool rule watches. */
const usedShare = 0.93;
const millisecondsPerDay = 86_400_000;

/** A card's place in the pool: active while the card is in service, paused when suspended, else inactive. */
function memberStatusOf(status: number): number {
  if (status === cardStatus.byName.activated || status === cardStatus.byName.testable) {
    return memberStatus.byName.active;
  }
  return status === cardStatus.byName.suspended ? memberStatus.byName.paused : memberStatus.byName.inactive;
}

/** The demo account's pooled cards, as the simulator's seed places them, with an uneven share of the use. */
function pooledCards(now: number) {
  const members = [];
  for (let index = 0; index < Math.min(simulatorDemoCards, cardsPerPoolBlock); index += 1) {
    const profile = cardSeedProfile(index);
    if (profile.poolNumber === null) continue;
    const numbers = cardNumbers(demoCardNumberPlan, index);
    members.push({
      iccid: numbers.iccid,
      msisdn: numbers.msisdn,
      memberStatus: memberStatusOf(profile.status),
      joinedAt: new Date(now - profile.openedDaysAgo * millisecondsPerDay).toISOString(),
      // A stable spread from a third to one and a third of the average member's use.
      weight: 1 / 3 + ((index * 7919) % 997) / 997,
    });
  }
  return members;
}

/** One pool of the demo account (the simulator's first block of cards), stored as a sync would store it. */
export async function seedDemoPools(db: Database, world: DemoWorld): Promise<void> {
  const accountId = await demoCarrierAccountId(db, world.carrierCompanyId);
  const [account] = await db
    .select({ id: carrierAccounts.id, companyId: carrierAccounts.companyId, name: carrierAccounts.name })
    .from(carrierAccounts)
    .where(eq(carrierAccounts.id, accountId));
  if (!account) return;
  const now = Date.now();
  const cards = pooledCards(now);
  const quotaKb = cards.length * quotaKbPerMember;
  const usedKb = Math.round(quotaKb * usedShare);
  const totalWeight = cards.reduce((sum, card) => sum + card.weight, 0);
  const members = cards.map(({ weight, ...card }) => ({
    ...card,
    monthDataKb: Math.round((usedKb * weight) / totalWeight),
  }));
  const pool = {
    poolId: `G${demoCardNumberPlan.msisdnPrefix}${'0'.repeat(5)}`,
    name: `${account.name} data pool 1`,
    groupType: dataPoolGroupType.byName.data,
    status: dataPoolGroupStatus.byName.valid,
    memberCount: members.length,
    quotaKb,
    usedKb,
    createdAt: new Date(now - 400 * millisecondsPerDay).toISOString(),
  };
  await storePool(db, account, pool, members, new Date(now));
}
