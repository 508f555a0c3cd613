import { z } from 'zod';
import {
  idDocumentType,
  identityNumberDocumentTypes,
  organisationIdDocumentTypes,
  type IdDocumentTypeCode,
} from '../../codes/real-name-codes';
import {
  hasValidOrganisationCode,
  hasValidSocialCreditCode,
  identityNumberCheckCharacter,
} from '../../rules/check-digit';
import {
  bigRecordIdSchema,
  companyColumns,
  keysetPageOf,
  keysetRequestFields,
  operatorNameColumns,
  orgColumns,
  scopeFilterFields,
  timeColumn,
} from '../../calls/shared-schemas';
import { phoneSchema } from '../../rules/schemas';

const compact = (number: string) => number.replace(/[\s-]/g, '').toUpperCase();

/** Whether a company certificate number has its type's form and check character. */
export function certificateNumberChecks(type: 'S' | 'T' | 'O', number: string): boolean {
  const value = compact(number);
  if (type === 'S') return hasValidSocialCreditCode(value);
  if (type === 'O') return hasValidOrganisationCode(value);
  return /^\d{15}$/.test(value) || hasValidSocialCreditCode(value);
}

/** Whether a person's document number has its form (an identity number: its check character). */
export function personDocumentNumberChecks(type: IdDocumentTypeCode, number: string): boolean {
  const value = compact(number);
  if (identityNumberDocumentTypes.includes(type)) {
    return /^\d{17}[\dX]$/.test(value) && identityNumberCheckCharacter(value) === value[17];
  }
  return /^[0-9A-Z()]{5,30}$/.test(value);
}

/** How many cards one enterprise registration names (pasted; a file is read into the same list). */
export const maximumEnterpriseBatch = 1000;

/** The enterprise registration form: the cards, the company's certificate and who answers for the cards. */
export const enterpriseBatchSubmitObjSchema = z
  .strictObject({
    /** ICCIDs or MSISDNs of the caller's cards. */
    cardNumbers: z
      .array(z.string().trim().min(1).max(32))
      .min(1)
      .max(maximumEnterpriseBatch, 'realName:batch.tooMany'),
    company: z.strictObject({
      name: z.string().trim().min(2).max(100),
      certificateType: z.enum(['S', 'T', 'O']),
      certificateNumber: z.string().trim().toUpperCase().min(9).max(30),
    }),
    responsiblePerson: z.strictObject({
      name: z.string().trim().min(2).max(50),
      /** A person's document: not a company certificate (S, T, O). */
      documentType: idDocumentType.schema.refine(
        (code) => !organisationIdDocumentTypes.includes(code),
        'realName:batch.personDocument',
      ),
      documentNumber: z.string().trim().toUpperCase().min(6).max(30),
      mobile: phoneSchema,
    }),
  })
  .superRefine(({ company, responsiblePerson }, context) => {
    // As typed, by the numbers' own check characters; the server checks again (and the birth date).
    if (!certificateNumberChecks(company.certificateType, company.certificateNumber)) {
      context.addIssue({
        code: 'custom',
        message: 'realName:batch.certificateCheck',
        path: ['company', 'certificateNumber'],
      });
    }
    if (!personDocumentNumberChecks(responsiblePerson.documentType, responsiblePerson.documentNumber)) {
      context.addIssue({
        code: 'custom',
        message: 'realName:batch.documentCheck',
        path: ['responsiblePerson', 'documentNumber'],
      });
    }
  });
export type EnterpriseBatchSubmitObj = z.infer<typeof enterpriseBatchSubmitObjSchema>;

/** The enterprise batch list's filters. */
export const enterpriseBatchFilterSchema = z.strictObject({
  enterpriseName: z.string().trim().max(100).optional(),
  ...scopeFilterFields,
});
export const enterpriseBatchListObjSchema = enterpriseBatchFilterSchema.extend(keysetRequestFields);

/** One enterprise registration: the certificate (number masked), the cards and where each stands. */
export const enterpriseBatchRowSchema = z.object({
  id: z.number(),
  ...companyColumns,
  ...orgColumns,
  enterpriseName: z.string(),
  certificateType: idDocumentType.schema,
  certificateNumber: z.string(),
  responsibleName: z.string(),
  cardCount: z.number(),
  /** Cards not sent yet, with the carrier, registered, refused. */
  waiting: z.number(),
  processing: z.number(),
  registered: z.number(),
  failed: z.number(),
  ...operatorNameColumns,
  createdAt: timeColumn,
});
export type EnterpriseBatchRow = z.infer<typeof enterpriseBatchRowSchema>;

export const enterpriseBatchPageSchema = keysetPageOf('batches', enterpriseBatchRowSchema);
export type EnterpriseBatchPage = z.infer<typeof enterpriseBatchPageSchema>;

export const enterpriseBatchIdObjSchema = z.strictObject({ id: bigRecordIdSchema });

/** One batch's cards, in keyset pages. */
export const enterpriseBatchCardsObjSchema = z.strictObject({
  id: bigRecordIdSchema,
  ...keysetRequestFields,
});
