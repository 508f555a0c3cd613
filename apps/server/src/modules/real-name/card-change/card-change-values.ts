import type { CardForRegistration } from '../../sim-cards';
import type { FittedVehicle } from '../../vehicles';

/** What a change names: the vehicle (where the change sits), the slot, both cards and the registration carried. */
export interface CardChangeParties {
  vehicle: Pick<FittedVehicle, 'id' | 'companyId' | 'orgId' | 'orgPath' | 'vin'>;
  role: FittedVehicle['cards'][number]['role'];
  oldCard: Pick<CardForRegistration, 'id' | 'iccid' | 'msisdn' | 'carrierAccountId'>;
  newCard: Pick<CardForRegistration, 'id' | 'iccid' | 'msisdn' | 'carrierAccountId'>;
  registrationId: number;
}

/** The stored columns of a change that say what it is about (its progress is the tracker's). */
export const cardChangeValues = ({ vehicle, role, oldCard, newCard, registrationId }: CardChangeParties) => ({
  companyId: vehicle.companyId,
  orgId: vehicle.orgId,
  orgPath: vehicle.orgPath,
  vehicleId: vehicle.id,
  vin: vehicle.vin,
  role,
  oldCardId: oldCard.id,
  oldIccid: oldCard.iccid,
  oldMsisdn: oldCard.msisdn,
  oldCarrierAccountId: oldCard.carrierAccountId,
  oldRegistrationId: registrationId,
  newCardId: newCard.id,
  newIccid: newCard.iccid,
  newMsisdn: newCard.msisdn,
  newCarrierAccountId: newCard.carrierAccountId,
});
