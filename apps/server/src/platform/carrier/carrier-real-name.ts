// What the console sends a carrier's real-name platform and what it answers (the simulator's API:
// apps/carrier-sim/README.md, "Real-name platform"). Document numbers go to the carrier and nowhere else.
import {
  realNameRefusal,
  type RealNameRefusalCode,
  type IdDocumentTypeCode,
  type RealNameStatusCode,
  type SupplementaryRegistrationTypeCode,
} from '@simdesk/contract';
import type { CarrierCardRow } from './carrier-gateway';

/** Registration before sale: an enterprise registers its cards to itself and names who answers for them. */
export interface EnterpriseRealNameRegistration {
  company: {
    name: string;
    /** S unified social credit code (checked by its check character), T business licence, O organisation code. */
    certificateType: 'S' | 'T' | 'O';
    certificateNumber: string;
  };
  responsiblePerson: {
    name: string;
    /** A person's document (A–K, N); an A number is checked by GB 11643. */
    documentType: IdDocumentTypeCode;
    documentNumber: string;
    mobile: string;
  };
}

/** Registration of one card's owner at sale (or after an owner change). */
export interface OwnerRealNameRegistration {
  iccid: string;
  vin: string;
  owner: {
    name: string;
    documentType: IdDocumentTypeCode;
    documentNumber: string;
    /** YYYY-MM-DD; null or absent: valid for life. */
    documentValidUntil?: string | null;
    address?: string;
    mobile: string;
  };
  /** SHA-256 (hex) of each photo: the carrier reads the photos, it is sent only their digests here. */
  imageDigests: { documentFront: string; documentBack?: string; livePhoto: string };
  /** The face check's similarity (0–100) and liveness: 60–79 goes to a 15–20 minute manual review. */
  faceCheck: { score: number; livenessPassed: boolean };
  supplementaryRegistrationType?: SupplementaryRegistrationTypeCode;
}

/** deviceChange: the carrier keeps the holder and VIN for the replacement card (RealNameCardChange). */
export const realNameDeregistrationReasons = ['ownerChange', 'scrapping', 'deviceChange', 'other'] as const;
export type RealNameDeregistrationReason = (typeof realNameDeregistrationReasons)[number];

/** Reuse of the registration China Mobile holds for the owner's document (made on another card). */
export interface RealNameReuse {
  iccid: string;
  vin: string;
  documentNumber: string;
}

/**
 * A device change: the new card takes over the registration released on the old one (deregistered with reason
 * deviceChange), proved by the holder's document number; same holder, same VIN.
 */
export interface RealNameCardChange {
  iccid: string;
  previousIccid: string;
  vin: string;
  documentNumber: string;
}

/** The corrected VIN of a registration refused with VIN_MISMATCH. */
export interface VinReupload {
  iccid: string;
  vin: string;
}

/** Why the carrier refused a card's real-name order: the contract's realNameRefusal code table. */
export const realNameRefusalCodes = realNameRefusal.codes;
export type { RealNameRefusalCode };

/** A card's registration as the carrier reports it (`sim-real-name-status`); nothing names the holder. */
export interface CarrierRealNameStatus {
  /** 1 (processing) while a registration order decides, in review or not. */
  realNameStatus: RealNameStatusCode;
  partyType: 'enterprise' | 'individual' | 'organisation' | null;
  registeredAt: string | null;
  /** The VIN the carrier holds for the card; kept through an owner change. */
  vin: string | null;
  supplementaryRegistrationType: SupplementaryRegistrationTypeCode | null;
  refusalCode: string | null;
  refusalReason: string | null;
  refusedAt: string | null;
  /** Refused for its VIN: a VIN re-upload completes it. */
  awaitingVinReupload: boolean;
  pendingOrderNumber: string | null;
  reviewPending: boolean;
  reviewDueAt: string | null;
  deregisteredAt: string | null;
  deregistrationReason: RealNameDeregistrationReason | null;
}

/** One card's row: its numbers and status, or `error` for a card the account does not have. */
export type CarrierRealNameRow = CarrierCardRow & Partial<CarrierRealNameStatus>;
