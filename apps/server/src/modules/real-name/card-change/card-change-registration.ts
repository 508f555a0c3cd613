// The registrations a card change touches: the old card's cancelled once the carrier released it, the new
// card's made from it (the same holder, sealed as it was, the vehicle's VIN) when the new card is sent.
import { eq, sql } from 'drizzle-orm';
import { realNameStatus, registrationSource } from '@simdesk/contract';
import type { Database } from '../../../platform/database/connect';
import { isUniqueViolation } from '../../../platform/database/sql-state';
import { setCardsRealNameStatus } from '../../sim-cards';
import { recordRegistrationEvents } from '../registration-events';
import { realNameRegistrations } from '../real-name-schema';
import type { StoredRegistration } from '../registration-settlement';
import { realNameCardChanges } from './card-change-schema';

export type StoredCardChange = typeof realNameCardChanges.$inferSelect;

export async function registrationById(db: Database, id: number): Promise<StoredRegistration> {
  const [registration] = await db
    .select()
    .from(realNameRegistrations)
    .where(eq(realNameRegistrations.id, id));
  if (!registration) throw new Error(`registration ${id} is missing`);
  return registration;
}

/** The old card's registration ends: the carrier released it for the device change. */
export async function cancelReleasedRegistration(db: Database, change: StoredCardChange): Promise<void> {
  const { cancelled } = realNameStatus.byName;
  await db
    .update(realNameRegistrations)
    .set({ status: cancelled, completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(realNameRegistrations.id, change.oldRegistrationId));
  await recordRegistrationEvents(db, [
    {
      registrationId: change.oldRegistrationId,
      kind: 'cancelled',
      detail: `card change ${change.id}: device change`,
    },
  ]);
  await setCardsRealNameStatus(db, [change.oldCardId], cancelled);
}

/**
 * The new card's registration, processing, copied from the released one; the card change tracker sends it (no
 * next check: the registration tracker leaves it alone). Null when the new card has another registration open.
 */
export async function carriedRegistration(db: Database, change: StoredCardChange): Promise<number | null> {
  const released = await registrationById(db, change.oldRegistrationId);
  const { id: _id, createdAt: _created, updatedAt: _updated, ...holder } = released;
  try {
    return await db.transaction(async (transaction) => {
      const [added] = await transaction
        .insert(realNameRegistrations)
        .values({
          ...holder,
          companyId: change.companyId,
          orgId: change.orgId,
          orgPath: change.orgPath,
          cardId: change.newCardId,
          iccid: change.newIccid,
          msisdn: change.newMsisdn,
          carrierAccountId: change.newCarrierAccountId,
          vin: change.vin,
          source: registrationSource.byName.cardChange,
          status: realNameStatus.byName.processing,
          batchId: null,
          carrierOrderNumber: null,
          refusalCode: null,
          refusalReason: null,
          reviewDueAt: null,
          submittedAt: null,
          completedAt: null,
          nextCheckAt: null,
          checks: 0,
          createdBy: change.createdBy,
        })
        .returning({ id: realNameRegistrations.id });
      if (!added) throw new Error('the registration was not stored');
      await recordRegistrationEvents(transaction, [
        { registrationId: added.id, kind: 'created', detail: `card change ${change.id}` },
      ]);
      await setCardsRealNameStatus(transaction, [change.newCardId], realNameStatus.byName.processing);
      await transaction
        .update(realNameCardChanges)
        .set({ newRegistrationId: added.id, updatedAt: sql`now()` })
        .where(eq(realNameCardChanges.id, change.id));
      return added.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Records that the new card's registration went to the carrier as `orderNumber`. */
export async function markRegistrationSent(db: Database, registrationId: number, orderNumber: string) {
  await db
    .update(realNameRegistrations)
    .set({ carrierOrderNumber: orderNumber, submittedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(realNameRegistrations.id, registrationId));
  await recordRegistrationEvents(db, [{ registrationId, kind: 'submitted', detail: orderNumber }]);
}
