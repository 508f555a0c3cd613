// One batch of a sync: asks the carrier about up to its limit of cards per account, and keeps each card's
// outcome (a difference settled, or an error; a card in agreement is only counted).
import type { SyncDifference } from '@simdesk/contract/modules/real-name';
import type { CarrierRealNameRow } from '../../../platform/carrier/carrier-real-name';
import type { Database } from '../../../platform/database/connect';
import type { AppServices } from '../../../platform/services';
import type { CardForRegistration } from '../../sim-cards';
import { groupBy } from '../registration-settlement';
import { applyCarrierStatus, liveRegistrations } from './sync-apply';
import { differencesOf } from './sync-compare';
import { realNameSyncItems } from './sync-schema';

export type SyncServices = Pick<AppServices, 'db' | 'carrier' | 'logger'>;

/** What a batch found. */
export interface BatchCounts {
  checked: number;
  inAgreement: number;
  changed: number;
  errors: number;
}

type ItemValues = typeof realNameSyncItems.$inferInsert;

/** A card's row before its outcome: where it sits, and what the console held. */
function itemOf(syncId: number, card: CardForRegistration): ItemValues {
  const { id: cardId, realNameStatus: ourStatus, vin: ourVin, ...placed } = card;
  const { companyId, orgId, orgPath, iccid, msisdn } = placed;
  return { syncId, cardId, companyId, orgId, orgPath, iccid, msisdn, ourStatus, ourVin, outcome: 'error' };
}

/** The carrier's rows of one account's cards, or why it could not answer. */
async function carrierRows(
  services: SyncServices,
  accountId: number,
  cards: readonly CardForRegistration[],
): Promise<Map<string, CarrierRealNameRow> | string> {
  try {
    const gateway = await services.carrier.gatewayFor(accountId);
    const rows = await gateway.realNameStatus({ by: 'iccid', numbers: cards.map((card) => card.iccid) });
    return new Map(rows.flatMap((row) => (row.iccid ? [[row.iccid, row] as const] : [])));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Settles one card's difference and keeps its row, in one transaction. */
async function keepDifference(
  db: Database,
  item: ItemValues,
  card: CardForRegistration,
  differences: SyncDifference[],
  carrier: CarrierRealNameRow,
  registrations: Awaited<ReturnType<typeof liveRegistrations>>,
): Promise<void> {
  await db.transaction(async (transaction) => {
    const applied = differences.includes('status');
    if (applied) {
      await applyCarrierStatus(transaction, item.syncId, card, registrations.get(card.id) ?? [], carrier);
    }
    const [newest] = registrations.get(card.id) ?? [];
    await transaction.insert(realNameSyncItems).values({
      ...item,
      outcome: 'changed',
      differences,
      carrierStatus: carrier.realNameStatus ?? null,
      carrierVin: carrier.vin ?? null,
      carrierPartyType: carrier.partyType ?? null,
      refusalCode: carrier.refusalCode ?? newest?.refusalCode ?? null,
      refusalReason: carrier.refusalReason ?? null,
      applied,
    });
  });
}

/** Asks about `cards` and settles what differs; the cards are in the sync's company. */
export async function syncBatch(
  services: SyncServices,
  syncId: number,
  cards: readonly CardForRegistration[],
): Promise<BatchCounts> {
  const { db } = services;
  const counts: BatchCounts = { checked: cards.length, inAgreement: 0, changed: 0, errors: 0 };
  const registrations = await liveRegistrations(
    db,
    cards.map((card) => card.id),
  );
  const errors: ItemValues[] = [];
  for (const group of groupBy(cards, (card) => String(card.carrierAccountId))) {
    const accountId = group[0]?.carrierAccountId ?? null;
    const answer =
      accountId === null ? 'the card has no carrier account' : await carrierRows(services, accountId, group);
    for (const card of group) {
      const row = typeof answer === 'string' ? undefined : answer.get(card.iccid);
      if (typeof answer === 'string' || !row || row.error || row.realNameStatus === undefined) {
        const reason = typeof answer === 'string' ? answer : row?.error?.message;
        errors.push({ ...itemOf(syncId, card), error: reason ?? 'the carrier did not answer for this card' });
        continue;
      }
      const differences = differencesOf(card, registrations.get(card.id)?.[0], row);
      if (differences.length === 0) {
        counts.inAgreement += 1;
        continue;
      }
      await keepDifference(db, itemOf(syncId, card), card, differences, row, registrations);
      counts.changed += 1;
    }
  }
  if (errors.length > 0) await db.insert(realNameSyncItems).values(errors);
  counts.errors = errors.length;
  return counts;
}
