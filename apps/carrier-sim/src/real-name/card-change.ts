// A device change: the vehicle's old card was released (deregistration, reason deviceChange) and the new card
// takes over its holder and VIN. The console names the old card and the holder's document number; the carrier
// carries over only the registration it released on that card for that document, in the same account.
import { iccidPattern, realNameStatus, supplementaryRegistrationType } from '@simdesk/contract';
import { z } from 'zod';
import { findCards } from '../cards/card-repository';
import { defineStoredChange, failedWith, succeeded } from '../orders/change-definition';
import { documentNumberField, vinField } from './real-name-fields';
import {
  findRegistration,
  noHolder,
  refuseCard,
  registerCard,
  saveRegistration,
} from './registration-repository';
import {
  cardStateRefusal,
  refuseWhileInProgress,
  vinRefusal,
  type RealNameTools,
} from './registration-rules';

const iccidField = z.string().regex(iccidPattern, 'an ICCID is 19 or 20 digits and capital letters');
const cardChangeStored = z.object({ previousIccid: z.string(), vin: z.string(), documentHash: z.string() });

export function cardChangeChange(tools: RealNameTools) {
  return defineStoredChange({
    kind: 'real-name-card-change',
    path: '/v1/real-name/card-change',
    singleCard: true,
    body: z.strictObject({ previousIccid: iccidField, vin: vinField, documentNumber: documentNumberField }),
    stored: cardChangeStored,
    store: ({ previousIccid, vin, documentNumber }) => ({
      previousIccid,
      vin,
      documentHash: tools.hasher.hash(documentNumber),
    }),
    throttleKind: () => null,
    check: refuseWhileInProgress,
    // The order shows, and keeps once applied, the cards and the VIN only.
    shownRequest: (request) => ({ previousIccid: request.previousIccid, vin: request.vin }),
    async apply(database, card, { previousIccid, vin, documentHash }, effect) {
      const previousCard = (await findCards(database, card.appId, 'iccid', [previousIccid])).get(
        previousIccid,
      );
      const released = previousCard && (await findRegistration(database, previousIccid));
      const carried =
        previousCard?.realNameStatus === realNameStatus.byName.cancelled &&
        released?.deregistrationReason === 'deviceChange' &&
        released.partyType !== null &&
        released.documentHash === documentHash
          ? released
          : undefined;
      if (!previousCard || !carried?.partyType) {
        const notFound = failedWith(
          'CARRY_OVER_NOT_FOUND',
          `no registration of this document was released on ${previousIccid} for a device change`,
        );
        return refuseCard(database, card, effect.at, notFound);
      }
      const registration = await findRegistration(database, card.iccid);
      const refused =
        vinRefusal(vin, carried.vin) ??
        vinRefusal(vin, registration?.vin ?? null) ??
        cardStateRefusal(card, registration, { partyType: carried.partyType, documentHash });
      if (refused) return refuseCard(database, card, effect.at, refused);
      await registerCard(
        database,
        card,
        effect.at,
        {
          partyType: carried.partyType,
          holderName: carried.holderName,
          documentType: carried.documentType,
          documentHash,
          mobile: carried.mobile,
          address: carried.address,
          responsiblePerson: carried.responsiblePerson,
          supplementaryType: supplementaryRegistrationType.byName.cardReplacement,
        },
        vin,
      );
      // Carried over once: the old card keeps neither holder nor VIN.
      await saveRegistration(database, previousCard, effect.at, { ...noHolder, vin: null });
      return succeeded;
    },
  });
}
