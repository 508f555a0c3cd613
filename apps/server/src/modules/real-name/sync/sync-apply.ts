// Settles what a sync found: the carrier's status becomes the card's through the tracker's settlement, each
// registration it touches noting that a sync corrected it.
import { and, desc, inArray } from 'drizzle-orm';
import { realNameStatus, type RealNameStatusCode } from '@simdesk/contract';
import type { CarrierRealNameRow } from '../../../platform/carrier/carrier-real-name';
import type { Database } from '../../../platform/database/connect';
import { setCardsRealNameStatus, type CardForRegistration } from '../../sim-cards';
import { recordRegistrationEvents } from '../registration-events';
import { settle, type StoredRegistration } from '../registration-settlement';
import { realNameRegistrations } from '../real-name-schema';

const { notRegistered, processing, registered, failed, cancelled } = realNameStatus.byName;

/** The registrations of the cards that still count (deciding or registered), newest first per card. */
export async function liveRegistrations(
  db: Database,
  cardIds: readonly number[],
): Promise<Map<number, StoredRegistration[]>> {
  const live = new Map<number, StoredRegistration[]>();
  if (cardIds.length === 0) return live;
  const found = await db
    .select()
    .from(realNameRegistrations)
    .where(
      and(
        inArray(realNameRegistrations.cardId, [...cardIds]),
        inArray(realNameRegistrations.status, [processing, registered, failed]),
      ),
    )
    .orderBy(desc(realNameRegistrations.id));
  for (const registration of found) {
    live.set(registration.cardId, [...(live.get(registration.cardId) ?? []), registration]);
  }
  return live;
}

/** Makes the card's registrations say what the carrier says; answers the registrations it changed. */
async function settleToCarrier(
  transaction: Database,
  card: CardForRegistration,
  registrations: readonly StoredRegistration[],
  carrier: CarrierRealNameRow,
): Promise<StoredRegistration[]> {
  const target = carrier.realNameStatus as RealNameStatusCode;
  const open = registrations.filter((row) => row.status === processing || row.status === registered);
  const [newest] = open;
  if (target === registered && newest?.status === processing) {
    await settle(transaction, [newest], { status: registered });
    return [newest];
  }
  const ending = target === failed || target === cancelled || target === notRegistered;
  if (!ending || open.length === 0) {
    // No registration of the console's to settle (one made at a business hall, say): the card's status only.
    await setCardsRealNameStatus(transaction, [card.id], target);
    return [];
  }
  await settle(transaction, open, {
    status: target === failed ? failed : cancelled,
    refusalCode: carrier.refusalCode ?? null,
    reason: carrier.refusalReason ?? null,
  });
  if (target === notRegistered) await setCardsRealNameStatus(transaction, [card.id], notRegistered);
  return open;
}

/** Applies a status difference in `transaction`, noting on each registration changed that the sync did it. */
export async function applyCarrierStatus(
  transaction: Database,
  syncId: number,
  card: CardForRegistration,
  registrations: readonly StoredRegistration[],
  carrier: CarrierRealNameRow,
): Promise<void> {
  const changed = await settleToCarrier(transaction, card, registrations, carrier);
  const detail = `sync ${syncId}: ${card.realNameStatus} → ${String(carrier.realNameStatus)}`;
  await recordRegistrationEvents(
    transaction,
    changed.map((row) => ({ registrationId: row.id, kind: 'synced' as const, detail })),
  );
}
