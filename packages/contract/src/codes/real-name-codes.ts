import { defineCodeTable, type CodeOf } from './code-table';

/** Real-name registration status of a card (spec §4). */
export const realNameStatus = defineCodeTable(
  'realNameStatus',
  { notRegistered: 0, processing: 1, registered: 2, cancelled: 3, failed: 4 },
  { processing: 'processing', registered: 'success', failed: 'error' },
);
export type RealNameStatusCode = CodeOf<typeof realNameStatus>;

/** Who a card is registered to: real-name rules differ for people and organisations. */
export const customerType = defineCodeTable('customerType', {
  individual: 1,
  enterprise: 2,
  institution: 3,
});
export type CustomerTypeCode = CodeOf<typeof customerType>;

/** Why a card already registered to the vehicle maker is registered again to someone else. */
export const supplementaryRegistrationType = defineCodeTable('supplementaryRegistrationType', {
  vehicleSale: 1,
  ownershipTransfer: 2,
  ownerInformationChange: 3,
  cardReplacement: 4,
});
export type SupplementaryRegistrationTypeCode = CodeOf<typeof supplementaryRegistrationType>;

/**
 * Certificate types accepted for real-name registration. Mapping chosen here (the spec gives only the letters):
 * A–K personal documents, roughly by how common they are among mainland carriers' customers;
 * S unified Social credit code, T trade (business) licence, O Organisation code certificate, N none of these.
 */
export const idDocumentType = defineCodeTable('idDocumentType', {
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
});
export type IdDocumentTypeCode = CodeOf<typeof idDocumentType>;

/** Document types that identify an organisation rather than a person. */
export const organisationIdDocumentTypes: readonly IdDocumentTypeCode[] = ['S', 'T', 'O'];
