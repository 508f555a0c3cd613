import { eq } from 'drizzle-orm';
import type { PushedOwner } from '@simdesk/contract/modules/real-name';
import type { OwnerRealNameRegistration } from '../../../platform/carrier/carrier-real-name';
import type { AppServices } from '../../../platform/services';
import { ownerOrderOf } from '../collections/owner-order';
import type { realNameRegistrations } from '../real-name-schema';
import { realNameUploads } from './upload-schema';

type StoredRegistration = typeof realNameRegistrations.$inferSelect;

/** The carrier order of an owner's registration pushed by the maker, from its arrival (opened from the seal). */
export async function uploadedOwnerRegistrationOf(
  services: Pick<AppServices, 'db' | 'personalData'>,
  registration: StoredRegistration,
): Promise<OwnerRealNameRegistration> {
  const { db, personalData } = services;
  const [arrival] = await db
    .select({
      holder: realNameUploads.holderSealed,
      digests: realNameUploads.imageDigests,
      faceScore: realNameUploads.faceScore,
      livenessPassed: realNameUploads.livenessPassed,
    })
    .from(realNameUploads)
    .where(eq(realNameUploads.registrationId, registration.id));
  // Only an accepted owner's arrival holds both; anything else is a registration this cannot send.
  if (arrival?.holder == null || arrival.digests === null) {
    throw new Error(`no pushed owner of registration ${registration.id} to send`);
  }
  const { documentValidUntil, ...owner } = JSON.parse(
    personalData.open(arrival.holder),
  ) as PushedOwner['owner'];
  const {
    documentFront = '',
    documentBack,
    livePhoto = '',
  } = JSON.parse(arrival.digests) as Record<string, string | undefined>;
  return ownerOrderOf(db, registration, {
    vin: registration.vin ?? '',
    owner: { ...owner, documentValidUntil: documentValidUntil ?? null },
    imageDigests: { documentFront, livePhoto, ...(documentBack ? { documentBack } : {}) },
    faceCheck: { score: arrival.faceScore ?? 0, livenessPassed: arrival.livenessPassed ?? false },
  });
}
