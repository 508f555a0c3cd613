import { z } from 'zod';
import { collectionStage, realNameStatus } from '../../codes/real-name-codes';
import { identityNumberBirthDate, identityNumberCheckCharacter } from '../../rules/check-digit';
import { optionalTextColumn, timeColumn } from '../../calls/shared-schemas';
import { phoneSchema } from '../../rules/schemas';
import { documentWarningSchema } from './collection-schemas';

/** A link's secret: 32 random bytes, base64url. */
export const serviceHallTokenSchema = z.string().regex(/^[\w-]{43}$/, 'realName:serviceHall.linkInvalid');

export const serviceHallTokenObjSchema = z.strictObject({ token: serviceHallTokenSchema });

/**
 * A picture as the page sends it: base64 of JPEG, PNG or WebP bytes. The page shrinks a picture over 800 KiB to
 * 1920 × 1080 at quality 0.5 first (spec §9), so a picture fits well within this.
 */
export const pictureSchema = z
  .string()
  .max(1_600_000, 'realName:serviceHall.pictureTooLarge')
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'realName:serviceHall.pictureUnreadable');

export const documentSides = ['front', 'back'] as const;
export type DocumentSide = (typeof documentSides)[number];

export const serviceHallReadObjSchema = serviceHallTokenObjSchema.extend({
  side: z.enum(documentSides),
  picture: pictureSchema,
});

/** What was read from one side of the owner's identity card, and what its checks found. */
export const documentReadingRowSchema = z.object({
  side: z.enum(documentSides),
  /** Front: name, sex, ethnicity, birthDate, address, idNumber; back: issuingAuthority, validFrom, validUntil. */
  fields: z.record(z.string(), z.string()),
  warnings: z.array(documentWarningSchema),
});
export type DocumentReadingRow = z.infer<typeof documentReadingRowSchema>;

/** The printed end of validity of a card that never expires. */
export const lifelongValidity = '长期';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A resident identity card number (document type A) as typed, with its GB 11643 check character in place. */
export const residentIdNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^\d{17}[\dX]$/, 'realName:serviceHall.idNumberFormat')
  .refine(
    (number) => identityNumberCheckCharacter(number) === number[17],
    'realName:serviceHall.idNumberCheck',
  );

/** The owner's data as the owner confirmed (or corrected) it; checked again by the server. */
export const ownerConfirmationSchema = z
  .strictObject({
    name: z.string().trim().min(2, 'realName:serviceHall.nameRequired').max(30),
    sex: z.enum(['男', '女']),
    ethnicity: z.string().trim().min(1).max(10),
    birthDate: z.string().regex(datePattern, 'realName:serviceHall.dateFormat'),
    address: z.string().trim().min(5, 'realName:serviceHall.addressRequired').max(120),
    idNumber: residentIdNumberSchema,
    issuingAuthority: z.string().trim().min(2).max(60),
    validFrom: z.string().regex(datePattern, 'realName:serviceHall.dateFormat'),
    validUntil: z
      .string()
      .refine(
        (value) => value === lifelongValidity || datePattern.test(value),
        'realName:serviceHall.dateFormat',
      ),
  })
  .refine((owner) => identityNumberBirthDate(owner.idNumber) === owner.birthDate, {
    message: 'realName:serviceHall.birthDateDiffers',
    path: ['birthDate'],
  });
export type OwnerConfirmation = z.infer<typeof ownerConfirmationSchema>;

export const serviceHallConfirmObjSchema = serviceHallTokenObjSchema.extend({
  owner: ownerConfirmationSchema,
  mobile: phoneSchema,
  /** The owner agreed to the processing of their personal data for real-name registration (PIPL art. 14). */
  consent: z.literal(true, 'realName:serviceHall.consentRequired'),
});
export type ServiceHallConfirmObj = z.infer<typeof serviceHallConfirmObjSchema>;

export const serviceHallFaceObjSchema = serviceHallTokenObjSchema.extend({ picture: pictureSchema });

/** Where the owner's registration stands, as the service hall shows it to the link's holder. */
export const serviceHallStateRowSchema = z.object({
  companyName: z.string(),
  /** The card's ICCID, masked: the owner recognises it, no one else learns it. */
  iccid: z.string(),
  vin: z.string(),
  stage: collectionStage.schema,
  expiresAt: timeColumn,
  /** The owner's own readings while the collection is open; null once submitted (nothing personal is answered then). */
  front: documentReadingRowSchema.nullable(),
  back: documentReadingRowSchema.nullable(),
  confirmed: z.boolean(),
  faceAttemptsLeft: z.number(),
  realNameStatus: realNameStatus.schema.nullable(),
  refusalReason: optionalTextColumn,
});
export type ServiceHallStateRow = z.infer<typeof serviceHallStateRowSchema>;

/** A face check's outcome: passed, the registration goes to the carrier; not passed, the owner may try again. */
export const faceCheckRowSchema = z.object({
  passed: z.boolean(),
  score: z.number(),
  livenessPassed: z.boolean(),
  state: serviceHallStateRowSchema,
});
export type FaceCheckRow = z.infer<typeof faceCheckRowSchema>;
