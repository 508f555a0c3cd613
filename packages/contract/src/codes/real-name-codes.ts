import { defineCodeTables, type CodeOf } from './code-table';

/** Real-name registration of cards (spec §4). */
export const realNameCodeTables = defineCodeTables(
  {
    /** Real-name registration status of a card. */
    realNameStatus: { notRegistered: 0, processing: 1, registered: 2, cancelled: 3, failed: 4 },
    /** How a registration came to the console. */
    registrationSource: {
      enterpriseBatch: 1,
      ownerLink: 2,
      apiUpload: 3,
      carrierSync: 4,
      reuse: 5,
      cardChange: 6,
    },
    /** Why a carrier refused a card's real-name order (the order item's reason code). */
    realNameRefusal: {
      documentUnreadable: 'DOCUMENT_UNREADABLE',
      documentInvalid: 'DOCUMENT_INVALID',
      faceMismatch: 'FACE_MISMATCH',
      vinMismatch: 'VIN_MISMATCH',
      cardState: 'CARD_STATE',
      reuseNotFound: 'REUSE_NOT_FOUND',
      carrierNotSupported: 'CARRIER_NOT_SUPPORTED',
      notRegistered: 'NOT_REGISTERED',
      noVinRefusal: 'NO_VIN_REFUSAL',
      carryOverNotFound: 'CARRY_OVER_NOT_FOUND',
    },
    /** Who a card is registered to: real-name rules differ for people and organisations. */
    customerType: {
      individual: 1,
      enterprise: 2,
      institution: 3,
    },
    /** Why a card already registered to the vehicle maker is registered again to someone else. */
    supplementaryRegistrationType: {
      vehicleSale: 1,
      ownershipTransfer: 2,
      ownerInformationChange: 3,
      cardReplacement: 4,
    },
    /**
     * Certificate types accepted for real-name registration. Mapping chosen here (the spec gives only the
     * letters): A–K personal documents, roughly by how common they are among mainland carriers' customers;
     * S unified Social credit code, T trade (business) licence, O Organisation code certificate, N none of these.
     */
    idDocumentType: {
      residentIdCard: 'A',
      temporaryResidentIdCard: 'B',
      householdRegister: 'C',
      militaryOfficerId: 'D',
      armedPoliceOfficerId: 'E',
      hongKongMacaoTravelPermit: 'F',
      taiwanTravelPermit: 'G',
      passport: 'H',
      foreignerPermanentResidenceId: 'I',
      hongKongMacaoResidencePermit: 'J',
      taiwanResidencePermit: 'K',
      unifiedSocialCreditCode: 'S',
      businessLicence: 'T',
      organisationCodeCertificate: 'O',
      other: 'N',
    },
    /**
     * Where an owner's registration through a service-hall link stands. Expired is read from the link's time
     * (sent or opened, and past its 24 hours); registered and refused follow the registration it became.
     */
    collectionStage: {
      linkSent: 1,
      opened: 2,
      documentsRead: 3,
      confirmed: 4,
      submitted: 5,
      registered: 6,
      refused: 7,
      expired: 8,
      cancelled: 9,
    },
    /** Why a card's registration is cancelled (the carrier is sent the name). */
    deregistrationReason: { ownerChange: 1, scrapping: 2, other: 3 },
    /** Where one card of a deregistration stands. */
    deregistrationStatus: { waiting: 1, processing: 2, deregistered: 3, failed: 4 },
    /** Where a corrected VIN sent for a registration refused with VIN_MISMATCH stands. */
    vinReuploadStatus: { waiting: 1, processing: 2, completed: 3, failed: 4 },
    /** Whether a test registration (a tester's identity on a testable card) still runs. */
    testRegistrationStatus: { testing: 1, ended: 2 },
    /** Where a vehicle's card change stands: the old card released, then the new one registered, then fitted. */
    cardChangeStatus: { pending: 1, releasing: 2, registering: 3, completed: 4, failed: 5 },
    /** Warnings of an identity document's OCR check (spec §8); Tencent Cloud's ID card OCR uses the same codes. */
    documentWarning: {
      validityInvalid: -9100,
      borderIncomplete: -9101,
      photocopy: -9102,
      reshot: -9103,
      occlusion: -9105,
      tampering: -9106,
    },
  },
  {
    realNameStatus: { processing: 'processing', registered: 'success', failed: 'error' },
    collectionStage: {
      opened: 'blue',
      documentsRead: 'cyan',
      confirmed: 'purple',
      submitted: 'processing',
      registered: 'success',
      refused: 'error',
      expired: 'warning',
    },
    documentWarning: { tampering: 'error', validityInvalid: 'error' },
    deregistrationStatus: { processing: 'processing', deregistered: 'success', failed: 'error' },
    vinReuploadStatus: { processing: 'processing', completed: 'success', failed: 'error' },
    testRegistrationStatus: { testing: 'processing' },
    cardChangeStatus: {
      releasing: 'processing',
      registering: 'processing',
      completed: 'success',
      failed: 'error',
    },
  },
);

export const {
  realNameStatus,
  registrationSource,
  realNameRefusal,
  customerType,
  supplementaryRegistrationType,
  idDocumentType,
  collectionStage,
  documentWarning,
  deregistrationReason,
  deregistrationStatus,
  vinReuploadStatus,
  testRegistrationStatus,
  cardChangeStatus,
} = realNameCodeTables;
export type RealNameStatusCode = CodeOf<typeof realNameStatus>;
export type CustomerTypeCode = CodeOf<typeof customerType>;
export type RegistrationSourceCode = CodeOf<typeof registrationSource>;
export type RealNameRefusalCode = CodeOf<typeof realNameRefusal>;
export type SupplementaryRegistrationTypeCode = CodeOf<typeof supplementaryRegistrationType>;
export type IdDocumentTypeCode = CodeOf<typeof idDocumentType>;
export type CollectionStageCode = CodeOf<typeof collectionStage>;
export type DocumentWarningCode = CodeOf<typeof documentWarning>;
export type DeregistrationReasonCode = CodeOf<typeof deregistrationReason>;
export type DeregistrationStatusCode = CodeOf<typeof deregistrationStatus>;
export type VinReuploadStatusCode = CodeOf<typeof vinReuploadStatus>;
export type TestRegistrationStatusCode = CodeOf<typeof testRegistrationStatus>;

/** Document types that identify an organisation rather than a person. */
export const organisationIdDocumentTypes: readonly IdDocumentTypeCode[] = ['S', 'T', 'O'];

/**
 * Document types that carry the 18-character identity number (GB 11643): resident and temporary cards, the
 * household register, and the residence permits of Hong Kong, Macao and Taiwan residents.
 */
export const identityNumberDocumentTypes: readonly IdDocumentTypeCode[] = ['A', 'B', 'C', 'J', 'K'];
export type CardChangeStatusCode = CodeOf<typeof cardChangeStatus>;
