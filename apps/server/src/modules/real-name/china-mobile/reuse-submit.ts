// Reuse of the registration China Mobile holds for an owner's document: a registration of source reuse, sent by
// the real-name tracker's next pass (gateway.reuseRealName) and followed to the carrier's answer like any other.
import { eq, sql } from 'drizzle-orm';
import { customerType, realNameStatus, registrationSource } from '@simdesk/contract';
import type { RegistrationRow, ReuseSubmitObj } from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import { badRequest } from '../../../platform/http/app-error';
import type { AppServices } from '../../../platform/services';
import { cardsForRegistration, setCardsRealNameStatus } from '../../sim-cards';
import { ownerHolderValues } from '../owner-holder-values';
import { refuseSecondOpenRegistration, vinOfCardReadyForOwner } from '../owner-readiness';
import { placedCardValues } from '../placed-card-values';
import { recordRegistrationEvents } from '../registration-events';
import { readRegistrationRows } from '../registration-rows';
import { realNameRegistrations } from '../real-name-schema';

/** Registers a card of the caller's scope, fitted to a vehicle, by reuse; answers the new registration. */
export async function submitReuse(
  services: Pick<AppServices, 'db' | 'personalData'>,
  caller: OperatorContext,
  request: ReuseSubmitObj,
): Promise<RegistrationRow> {
  const { db, personalData } = services;
  const [card] = (await cardsForRegistration(db, caller, [request.cardNumber])).cards;
  if (!card) throw badRequest(`no card of yours has the number ${request.cardNumber}`);
  const vin = await vinOfCardReadyForOwner(db, card);
  const id = await db
    .transaction(async (transaction) => {
      const [registration] = await transaction
        .insert(realNameRegistrations)
        .values({
          ...placedCardValues(card),
          vin,
          customerType: customerType.byName.individual,
          source: registrationSource.byName.reuse,
          status: realNameStatus.byName.processing,
          ...ownerHolderValues(personalData, {
            name: request.holderName,
            idNumber: request.documentNumber,
            mobile: request.mobile,
          }),
          // Sent by the tracker's next pass.
          nextCheckAt: sql`now()`,
          createdBy: caller.operatorId,
        })
        .returning({ id: realNameRegistrations.id });
      if (!registration) throw new Error('the registration was not stored');
      await recordRegistrationEvents(transaction, [
        {
          registrationId: registration.id,
          kind: 'created',
          detail: 'reuse of the China Mobile registration of the document',
          operatorId: caller.operatorId,
        },
      ]);
      await setCardsRealNameStatus(transaction, [card.id], realNameStatus.byName.processing);
      return registration.id;
    })
    .catch(refuseSecondOpenRegistration);
  const [row] = await readRegistrationRows(db, eq(realNameRegistrations.id, id));
  if (!row) throw new Error(`registration ${id} was not found after it was stored`);
  return row;
}
