// What a car maker's own systems push through the open API (docs/open-api.md): registrations of its cards, before
// sale to itself (enterprise) or at sale to the buyer (owner), each checked on its own and answered on its own.
import { z } from 'zod';
import { idDocumentType } from '../../codes/real-name-codes';
import { cardNumberSchema } from '../sim-cards/list/sim-card-calls';
import { vinSchema } from '../vehicles/vehicle-schemas';
import { enterpriseBatchSubmitObjSchema, personDocumentNumberChecks } from './enterprise-batch-schemas';

/** How many registrations one request may push. */
export const maximumPushedRegistrations = 100;

/** How large one pushed picture may be, decoded. */
export const maximumPushedImageBytes = 1024 * 1024;

/** How large a whole push request may be: pictures make it large, so a caller splits them over requests. */
export const maximumPushBodyBytes = 16 * 1024 * 1024;

/** The kinds of registration a maker pushes: to itself before sale, or to the buyer at sale. */
export const uploadKinds = ['enterprise', 'owner'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** A picture as base64 text (JPEG or PNG), at most maximumPushedImageBytes once decoded. */
const pictureSchema = z
  .string()
  .max(Math.ceil(maximumPushedImageBytes / 3) * 4, 'realNameUpload:problems.imageTooLarge')
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'realNameUpload:problems.imageNotBase64');

/** The maker's own name for a registration, answered back so its system can match the answers. */
const referenceSchema = z.string().trim().min(1).max(64).optional();

const { company, responsiblePerson } = enterpriseBatchSubmitObjSchema.shape;

/** Registration before sale: the card to the maker's company, with who answers for it. */
export const pushedEnterpriseSchema = z.strictObject({
  kind: z.literal('enterprise'),
  reference: referenceSchema,
  /** The card's ICCID or MSISDN. */
  cardNumber: cardNumberSchema,
  vin: vinSchema,
  company,
  responsiblePerson,
  /** Optional pictures kept with the arrival (the business licence, the person's document). */
  images: z
    .strictObject({ businessLicence: pictureSchema.optional(), documentFront: pictureSchema.optional() })
    .optional(),
});

/** The owner who buys the vehicle: a person's document (not a company certificate), as a responsible person's. */
const ownerSchema = responsiblePerson.extend({
  /** YYYY-MM-DD; absent or null: valid for life. */
  documentValidUntil: z.iso.date().nullable().optional(),
  address: z.string().trim().min(1).max(200),
});

/** Registration at sale: the card to the buyer, with the pictures and face check the carrier needs. */
export const pushedOwnerSchema = z
  .strictObject({
    kind: z.literal('owner'),
    reference: referenceSchema,
    cardNumber: cardNumberSchema,
    vin: vinSchema,
    owner: ownerSchema,
    /** The document's sides and the live photo taken at the dealer; the back is needed for an identity card. */
    images: z.strictObject({
      documentFront: pictureSchema,
      documentBack: pictureSchema.optional(),
      livePhoto: pictureSchema,
    }),
    /** The maker's face check of the live photo against the document (similarity 0–100, liveness). */
    faceCheck: z.strictObject({ score: z.number().int().min(0).max(100), livenessPassed: z.boolean() }),
  })
  .superRefine(({ owner, images }, context) => {
    if (!personDocumentNumberChecks(owner.documentType, owner.documentNumber)) {
      context.addIssue({
        code: 'custom',
        message: 'realName:batch.documentCheck',
        path: ['owner', 'documentNumber'],
      });
    }
    if (owner.documentType === idDocumentType.byName.residentIdCard && images.documentBack === undefined) {
      context.addIssue({
        code: 'custom',
        message: 'realNameUpload:problems.documentBackMissing',
        path: ['images', 'documentBack'],
      });
    }
  });

/** One pushed registration, by its kind. */
export const pushedRegistrationSchema = z.discriminatedUnion('kind', [
  pushedEnterpriseSchema,
  pushedOwnerSchema,
]);
export type PushedRegistration = z.infer<typeof pushedRegistrationSchema>;
export type PushedEnterprise = z.infer<typeof pushedEnterpriseSchema>;
export type PushedOwner = z.infer<typeof pushedOwnerSchema>;

/**
 * The push request: up to maximumPushedRegistrations registrations, each checked against
 * pushedRegistrationSchema on its own, so one bad registration refuses itself and not its neighbours.
 */
export const pushRegistrationsObjSchema = z.strictObject({
  registrations: z
    .array(z.unknown())
    .min(1)
    .max(maximumPushedRegistrations, 'realNameUpload:problems.tooMany'),
});

/** Why a pushed registration was refused. */
export const uploadRefusalCodes = [
  'invalid',
  'duplicateInRequest',
  'cardNotFound',
  'cardRegistered',
  'cardRegistering',
  'vinMismatch',
] as const;
export type UploadRefusalCode = (typeof uploadRefusalCodes)[number];

/** What was wrong with one field of a refused registration: its path and the rule's message (never its value). */
export const uploadProblemSchema = z.object({ field: z.string(), message: z.string() });
export type UploadProblem = z.infer<typeof uploadProblemSchema>;

export const uploadOutcomes = ['accepted', 'refused'] as const;
export type UploadOutcome = (typeof uploadOutcomes)[number];

/** The answer for one pushed registration, in the order pushed. */
export const pushedRegistrationAnswerSchema = z.object({
  /** Its position in the request, from 0. */
  index: z.number(),
  reference: z.string().nullable(),
  outcome: z.enum(uploadOutcomes),
  /** The arrival as the console lists it (upload/detail); null only for a request refused as a whole. */
  uploadId: z.number().nullable(),
  refusalCode: z.enum(uploadRefusalCodes).nullable(),
  reason: z.string().nullable(),
  problems: z.array(uploadProblemSchema),
});
export type PushedRegistrationAnswer = z.infer<typeof pushedRegistrationAnswerSchema>;
