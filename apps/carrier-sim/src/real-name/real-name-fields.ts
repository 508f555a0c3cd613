// The fields real-name requests share, as the carrier checks them on receipt: a malformed field refuses the
// request at once (400); a well-formed number that fails its check is refused by the order (DOCUMENT_INVALID).
import { idDocumentType, phonePattern, vinPattern } from '@simdesk/contract';
import { z } from 'zod';
import { isOrganisationDocument } from './document-checks';

export const vinField = z
  .string()
  .regex(vinPattern, 'a VIN is 17 capital letters and digits, without I, O or Q');

export const mobileField = z.string().regex(phonePattern, 'a mobile number is 11 digits starting with 1');

export const personNameField = z.string().trim().min(1).max(60);

// Messages never repeat the number: requests are personal data.
export const documentNumberField = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[0-9A-Za-z() -]+$/, 'a document number holds letters, digits, brackets, spaces and hyphens');

export const personalDocumentType = idDocumentType.schema.refine(
  (type) => !isOrganisationDocument(type),
  'a person’s document type (A–K or N)',
);

export const organisationDocumentType = z.enum(['S', 'T', 'O']);

/** A photo's SHA-256, in lower case (the carrier keeps no photo, only what it read from it). */
export const imageDigestField = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'a SHA-256 digest: 64 hexadecimal characters')
  .transform((digest) => digest.toLowerCase());
