import { eq, sql } from 'drizzle-orm';
import { collectionStage, customerType, realNameStatus, registrationSource } from '@simdesk/contract';
import type { OwnerConfirmation } from '@simdesk/contract/modules/real-name';
import type { AppServices } from '../../../platform/services';
import { setCardsRealNameStatus } from '../../sim-cards';
import type { FaceCheckResult } from '../documents';
import { ownerHolderValues } from '../owner-holder-values';
import { refuseSecondOpenRegistration } from '../owner-readiness';
import { recordRegistrationEvents } from '../registration-events';
import { realNameCollections, realNameRegistrations } from '../real-name-schema';
import { recordCollectionEvents } from './collection-rows';
import type { StoredCollection } from './service-hall-link';
import { placedCardValues } from '../placed-card-values';

/** What the owner confirmed, as sealed in the collection. */
export type ConfirmedOwner = OwnerConfirmation & { mobile: string };

/** SHA-256 of the pictures, as the carrier is sent them. */
export interface OwnerImageDigests {
  documentFront: string;
  documentBack: string;
  livePhoto: string;
}

const { processing } = realNameStatus.byName;

/**
 * Stores the owner's registration for the tracker to send, and marks the link used — one transaction, so a link
 * never submits twice and a card never has two open registrations.
 */
export async function submitOwnerRegistration(
  services: Pick<AppServices, 'db' | 'personalData'>,
  collection: StoredCollection,
  passed: { livePhoto: Buffer; faceCheck: FaceCheckResult; imageDigests: OwnerImageDigests },
): Promise<void> {
  const { db, personalData } = services;
  const owner = JSON.parse(personalData.open(collection.ownerSealed ?? '')) as ConfirmedOwner;
  await db
    .transaction(async (transaction) => {
      const [registration] = await transaction
        .insert(realNameRegistrations)
        .values({
          ...placedCardValues({ ...collection, id: collection.cardId }),
          vin: collection.vin,
          customerType: customerType.byName.individual,
          source: registrationSource.byName.ownerLink,
          status: processing,
          ...ownerHolderValues(personalData, owner),
          // Sent by the tracker's next pass.
          nextCheckAt: sql`now()`,
          createdBy: collection.createdBy,
        })
        .returning({ id: realNameRegistrations.id });
      if (!registration) throw new Error('the registration was not stored');
      await transaction
        .update(realNameCollections)
        .set({
          stage: collectionStage.byName.submitted,
          registrationId: registration.id,
          livePhotoSealed: personalData.seal(passed.livePhoto.toString('base64')),
          imageDigests: JSON.stringify(passed.imageDigests),
          submittedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(realNameCollections.id, collection.id));
      await recordCollectionEvents(transaction, [
        { collectionId: collection.id, kind: 'submitted', detail: String(registration.id) },
      ]);
      await recordRegistrationEvents(transaction, [
        { registrationId: registration.id, kind: 'created', detail: `owner link ${collection.id}` },
      ]);
      await setCardsRealNameStatus(transaction, [collection.cardId], processing);
    })
    .catch(refuseSecondOpenRegistration);
}
