// Whether a card may take an owner's registration now: fitted to a vehicle (the registration is bound to its VIN),
// nothing waiting for the carrier, and no owner registered (an owner change deregisters first).
import { and, desc, eq } from 'drizzle-orm';
import { customerType, realNameStatus, status as statusCodes } from '@simdesk/contract';
import type { Database } from '../../platform/database/connect';
import { isUniqueViolation } from '../../platform/database/sql-state';
import { AppError, badRequest } from '../../platform/http/app-error';
import type { CardForRegistration } from '../sim-cards';
import { realNameRegistrations } from './real-name-schema';

export const conflict = (message: string) => new AppError(statusCodes.conflict, message);

/** Whether the card is registered to an owner now: a new owner needs it deregistered first (owner change). */
export async function registeredToOwner(db: Database, cardId: number): Promise<boolean> {
  const [latest] = await db
    .select({ customerType: realNameRegistrations.customerType })
    .from(realNameRegistrations)
    .where(
      and(
        eq(realNameRegistrations.cardId, cardId),
        eq(realNameRegistrations.status, realNameStatus.byName.registered),
      ),
    )
    .orderBy(desc(realNameRegistrations.id))
    .limit(1);
  return latest?.customerType === customerType.byName.individual;
}

/** The VIN of a card ready for an owner's registration; a clear refusal naming what to do first otherwise. */
export async function vinOfCardReadyForOwner(db: Database, card: CardForRegistration): Promise<string> {
  if (card.vin === null) {
    throw badRequest(
      `the card ${card.iccid} is fitted to no vehicle: fit it first, the registration is bound to the VIN`,
    );
  }
  if (card.realNameStatus === realNameStatus.byName.processing) {
    throw conflict(`a registration of the card ${card.iccid} is waiting for the carrier`);
  }
  if (await registeredToOwner(db, card.id)) {
    throw conflict(`the card ${card.iccid} is registered to an owner: deregister it first (owner change)`);
  }
  return card.vin;
}

/** For a write's catch: a second open registration of a card (the partial unique index) is a clear conflict. */
export function refuseSecondOpenRegistration(error: unknown): never {
  throw isUniqueViolation(error)
    ? conflict('a registration of this card is already with the carrier')
    : error;
}
