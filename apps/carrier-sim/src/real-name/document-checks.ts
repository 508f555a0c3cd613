// What a carrier checks of a document number by itself, before anyone looks at a photo: check characters and
// dates, by the contract's check-digit rules.
import {
  hasValidOrganisationCode,
  hasValidSocialCreditCode,
  idDocumentType,
  identityNumberDocumentTypes,
  isValidIdentityNumber,
  organisationIdDocumentTypes,
  type IdDocumentTypeCode,
} from '@simdesk/contract';
import { normalizeDocumentNumber } from './document-hasher';

/** Whether a document type identifies an organisation (S, T, O) rather than a person. */
export const isOrganisationDocument = (documentType: IdDocumentTypeCode): boolean =>
  organisationIdDocumentTypes.includes(documentType);

/**
 * Whether a document number is valid for its type on `today` (YYYY-MM-DD, Beijing): identity numbers by their
 * check character and birth date, a credit code and an organisation code by theirs, a business licence as a
 * 15-digit registration number or a credit code; other documents only by their form.
 */
export function isValidDocumentNumber(
  documentType: IdDocumentTypeCode,
  documentNumber: string,
  today: string,
): boolean {
  const number = normalizeDocumentNumber(documentNumber);
  if (identityNumberDocumentTypes.includes(documentType)) return isValidIdentityNumber(number, today);
  const { unifiedSocialCreditCode, businessLicence, organisationCodeCertificate } = idDocumentType.byName;
  if (documentType === unifiedSocialCreditCode) return hasValidSocialCreditCode(number);
  if (documentType === organisationCodeCertificate) return hasValidOrganisationCode(number);
  if (documentType === businessLicence) return /^\d{15}$/.test(number) || hasValidSocialCreditCode(number);
  return /^[0-9A-Z()]{5,30}$/.test(number);
}

/** SHA-256 of no bytes at all: the digest of an empty upload. */
export const emptyFileDigest = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** The digests of the photos sent with an owner registration (the carrier's OCR and face check read them). */
export interface ImageDigests {
  documentFront: string;
  documentBack: string | null;
  livePhoto: string;
}

/**
 * Why the photos cannot be read, or null. Decided from the digests (the simulator keeps no image): an empty
 * file, or one photo sent twice in different roles.
 */
export function unreadableImages(digests: ImageDigests): string | null {
  const sent = [digests.documentFront, digests.documentBack, digests.livePhoto].filter(
    (digest) => digest !== null,
  );
  if (sent.includes(emptyFileDigest)) return 'a photo is an empty file';
  if (new Set(sent).size < sent.length) return 'the same photo was sent for two sides or for the live photo';
  return null;
}
