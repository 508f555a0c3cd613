// Owner registration at sale (and again after an owner change), as a car maker's dealer submits it: the VIN, the
// owner's document, the photos' digests and the face check. Checked in the carrier's order: the card, the
// document, the face, then the VIN; a grey-zone face score or a sampled share waits 15–20 minutes for a reviewer.
import { idDocumentType, supplementaryRegistrationType } from '@simdesk/contract';
import { z } from 'zod';
import type { CardRow } from '../cards/card-row';
import type { Queryable } from '../database/database';
import { defineStoredChange, succeeded, type ItemOutcome } from '../orders/change-definition';
import { carrierDateOf } from '../time/carrier-day';
import { isOrganisationDocument, isValidDocumentNumber } from './document-checks';
import {
  documentRefusal,
  faceRefusal,
  manualReviewOf,
  ownerSubmissionSchema,
  type OwnerSubmission,
} from './owner-submission';
import {
  documentNumberField,
  imageDigestField,
  mobileField,
  personNameField,
  vinField,
} from './real-name-fields';
import { findRegistration, refuseCard, registerCard } from './registration-repository';
import {
  cardStateRefusal,
  refuseWhileInProgress,
  vinRefusal,
  type RealNameTools,
} from './registration-rules';

const ownerRegistrationBody = z
  .strictObject({
    vin: vinField,
    owner: z.strictObject({
      name: personNameField,
      documentType: idDocumentType.schema,
      documentNumber: documentNumberField,
      // YYYY-MM-DD; null or absent: valid for life
      documentValidUntil: z.iso.date().nullable().optional(),
      address: z.string().trim().min(1).max(200).optional(),
      mobile: mobileField,
    }),
    imageDigests: z.strictObject({
      documentFront: imageDigestField,
      documentBack: imageDigestField.optional(),
      livePhoto: imageDigestField,
    }),
    faceCheck: z.strictObject({ score: z.number().min(0).max(100), livenessPassed: z.boolean() }),
    supplementaryRegistrationType: supplementaryRegistrationType.schema.optional(),
  })
  .refine((body) => body.owner.documentType !== 'A' || body.imageDigests.documentBack !== undefined, {
    path: ['imageDigests', 'documentBack'],
    message: 'an identity card needs the photo of its back',
  });

/**
 * Registers the card to the submitting owner, or refuses it; a VIN_MISMATCH keeps the submission so that a
 * VIN re-upload can complete it.
 */
export async function applyOwnerSubmission(
  database: Queryable,
  card: CardRow,
  submission: OwnerSubmission,
  at: number,
): Promise<ItemOutcome> {
  const { owner } = submission;
  const registration = await findRegistration(database, card.iccid);
  const partyType = isOrganisationDocument(owner.documentType) ? 'organisation' : 'individual';
  const refused =
    cardStateRefusal(card, registration, { partyType, documentHash: owner.documentHash }) ??
    documentRefusal(submission, carrierDateOf(at)) ??
    faceRefusal(submission);
  if (refused) return refuseCard(database, card, at, refused);
  const wrongVin = vinRefusal(submission.vin, registration?.vin ?? null);
  if (wrongVin) return refuseCard(database, card, at, wrongVin, submission);
  const holder = {
    partyType,
    holderName: owner.name,
    documentType: owner.documentType,
    documentHash: owner.documentHash,
    mobile: owner.mobile,
    address: owner.address,
    responsiblePerson: null,
    supplementaryType: submission.supplementaryRegistrationType,
  } as const;
  await registerCard(database, card, at, holder, submission.vin);
  return succeeded;
}

/** What an owner registration's order shows, and keeps once applied: nothing that names the owner. */
function shownOwnerRequest(request: Record<string, unknown>): Record<string, unknown> {
  const owner = (request.owner ?? {}) as Record<string, unknown>;
  return {
    vin: request.vin,
    documentType: request.documentType ?? owner.documentType,
    faceCheck: request.faceCheck,
    supplementaryRegistrationType: request.supplementaryRegistrationType,
    manualReview: request.manualReview,
  };
}

export const ownerRegistrationKind = 'real-name-owner';

export function ownerRegistrationChange(tools: RealNameTools) {
  return defineStoredChange({
    kind: ownerRegistrationKind,
    path: '/v1/real-name/owner-registration',
    singleCard: true,
    body: ownerRegistrationBody,
    stored: ownerSubmissionSchema,
    store(body): OwnerSubmission {
      const today = carrierDateOf(tools.now());
      const { documentNumber, documentValidUntil, address, ...owner } = body.owner;
      const submission = {
        vin: body.vin,
        owner: {
          ...owner,
          documentHash: tools.hasher.hash(documentNumber),
          documentNumberValid: isValidDocumentNumber(owner.documentType, documentNumber, today),
          documentValidUntil: documentValidUntil ?? null,
          address: address ?? null,
        },
        imageDigests: { ...body.imageDigests, documentBack: body.imageDigests.documentBack ?? null },
        faceCheck: body.faceCheck,
        supplementaryRegistrationType: body.supplementaryRegistrationType ?? null,
      };
      return { ...submission, manualReview: manualReviewOf(submission, today, tools.reviewShare) };
    },
    // One registration at a time (refused while one is pending); a refused one may be corrected at once.
    throttleKind: () => null,
    check: refuseWhileInProgress,
    effectiveFrom: (request, acceptedAt) => acceptedAt + (request.manualReview?.seconds ?? 0) * 1000,
    shownRequest: shownOwnerRequest,
    apply: (database, card, request, effect) => applyOwnerSubmission(database, card, request, effect.at),
  });
}
