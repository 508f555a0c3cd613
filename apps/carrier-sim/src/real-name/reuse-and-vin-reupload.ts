// Two ways to finish a registration without a new submission: reuse the registration China Mobile already holds
// for the owner's document (on another card), and upload the VIN again after a VIN_MISMATCH refusal.
import { z } from 'zod';
import { defineChange, defineStoredChange, failedWith, succeeded } from '../orders/change-definition';
import { issuingCarrier, simulatedCarrier } from '../world/catalogue';
import { applyOwnerSubmission } from './owner-registration';
import { ownerSubmissionSchema } from './owner-submission';
import { documentNumberField, vinField } from './real-name-fields';
import { findRegistrationOfDocument } from './registration-lookups';
import { findRegistration, refuseCard, registerCard } from './registration-repository';
import {
  cardStateRefusal,
  refuseWhileInProgress,
  vinRefusal,
  type RealNameTools,
} from './registration-rules';

const reuseStored = z.object({ vin: z.string(), documentHash: z.string() });

export function reuseChange(tools: RealNameTools) {
  return defineStoredChange({
    kind: 'real-name-reuse',
    path: '/v1/real-name/reuse',
    singleCard: true,
    body: z.strictObject({ vin: vinField, documentNumber: documentNumberField }),
    stored: reuseStored,
    store: ({ vin, documentNumber }) => ({ vin, documentHash: tools.hasher.hash(documentNumber) }),
    throttleKind: () => null,
    check: refuseWhileInProgress,
    // The order shows, and keeps once applied, the VIN only.
    shownRequest: (request) => ({ vin: request.vin }),
    async apply(database, card, { vin, documentHash }, effect) {
      if (issuingCarrier(card.iccid).code !== simulatedCarrier.code) {
        const refusal = failedWith(
          'CARRIER_NOT_SUPPORTED',
          `${issuingCarrier(card.iccid).name} does not reuse China Mobile registrations`,
        );
        return refuseCard(database, card, effect.at, refusal);
      }
      const registration = await findRegistration(database, card.iccid);
      const source = await findRegistrationOfDocument(database, documentHash, card.iccid);
      const partyType = source?.partyType ?? 'individual';
      const refused =
        cardStateRefusal(card, registration, { partyType, documentHash }) ??
        vinRefusal(vin, registration?.vin ?? null);
      if (refused) return refuseCard(database, card, effect.at, refused);
      if (!source) {
        const notFound = failedWith('REUSE_NOT_FOUND', 'China Mobile holds no registration of this document');
        return refuseCard(database, card, effect.at, notFound);
      }
      await registerCard(
        database,
        card,
        effect.at,
        {
          partyType,
          holderName: source.holderName,
          documentType: source.documentType,
          documentHash,
          mobile: source.mobile,
          address: source.address,
          responsiblePerson: null,
          supplementaryType: null,
        },
        vin,
      );
      return succeeded;
    },
  });
}

export const vinReuploadChange = defineChange({
  kind: 'real-name-vin',
  path: '/v1/real-name/vin-reupload',
  singleCard: true,
  schema: z.strictObject({ vin: vinField }),
  throttleKind: () => null,
  check: refuseWhileInProgress,
  async apply(database, card, { vin }, effect) {
    const held = ownerSubmissionSchema.safeParse(
      (await findRegistration(database, card.iccid))?.heldSubmission,
    );
    if (!held.success) {
      return failedWith('NO_VIN_REFUSAL', 'the card has no registration refused for its VIN to complete');
    }
    // The documents and the face were checked before the VIN was: the submission is checked again as a whole.
    return applyOwnerSubmission(database, card, { ...held.data, vin }, effect.at);
  },
});
