import { and, eq, ne } from 'drizzle-orm';
import { customerType, realNameStatus, supplementaryRegistrationType } from '@simdesk/contract';
import { lifelongValidity } from '@simdesk/contract/modules/real-name';
import type { OwnerRealNameRegistration } from '../../../platform/carrier/carrier-real-name';
import type { AppServices } from '../../../platform/services';
import { realNameCollections, realNameRegistrations } from '../real-name-schema';
import type { ConfirmedOwner, OwnerImageDigests } from './owner-registration';

type StoredRegistration = typeof realNameRegistrations.$inferSelect;

/** Whether the card is registered to its maker now: the owner's registration is then the sale's (supplementary). */
async function registeredToEnterprise(db: AppServices['db'], registration: StoredRegistration) {
  const [enterprise] = await db
    .select({ id: realNameRegistrations.id })
    .from(realNameRegistrations)
    .where(
      and(
        eq(realNameRegistrations.cardId, registration.cardId),
        ne(realNameRegistrations.id, registration.id),
        eq(realNameRegistrations.status, realNameStatus.byName.registered),
        eq(realNameRegistrations.customerType, customerType.byName.enterprise),
      ),
    )
    .limit(1);
  return enterprise !== undefined;
}

/** What an owner's carrier order carries besides the card: the vehicle, the owner, the pictures, the face check. */
export type OwnerOrderParts = Omit<OwnerRealNameRegistration, 'iccid' | 'supplementaryRegistrationType'>;

/** An owner's carrier order for a registration: supplementary (a sale) when the maker holds the card now. */
export async function ownerOrderOf(
  db: AppServices['db'],
  registration: StoredRegistration,
  parts: OwnerOrderParts,
): Promise<OwnerRealNameRegistration> {
  const forSale = await registeredToEnterprise(db, registration);
  return {
    iccid: registration.iccid,
    ...parts,
    ...(forSale ? { supplementaryRegistrationType: supplementaryRegistrationType.byName.vehicleSale } : {}),
  };
}

/** The carrier order of an owner's registration, from what the service hall collected (opened from its seals). */
export async function ownerRegistrationOf(
  services: Pick<AppServices, 'db' | 'personalData'>,
  registration: StoredRegistration,
): Promise<OwnerRealNameRegistration> {
  const { db, personalData } = services;
  const [collection] = await db
    .select()
    .from(realNameCollections)
    .where(eq(realNameCollections.registrationId, registration.id));
  if (!collection?.ownerSealed || !collection.imageDigests) {
    throw new Error(`registration ${registration.id} has no owner collection to send`);
  }
  const owner = JSON.parse(personalData.open(collection.ownerSealed)) as ConfirmedOwner;
  return ownerOrderOf(db, registration, {
    vin: collection.vin,
    owner: {
      name: owner.name,
      documentType: 'A',
      documentNumber: owner.idNumber,
      documentValidUntil: owner.validUntil === lifelongValidity ? null : owner.validUntil,
      address: owner.address,
      mobile: owner.mobile,
    },
    imageDigests: JSON.parse(collection.imageDigests) as OwnerImageDigests,
    faceCheck: { score: collection.faceScore ?? 0, livenessPassed: collection.livenessPassed ?? false },
  });
}
