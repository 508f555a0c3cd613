// An owner's registration as the carrier keeps it while it decides: the document number already reduced to its
// keyed hash and to whether it checked out, and whether it went to manual review.
import { hasValidVinCheckDigit, idDocumentType, supplementaryRegistrationType } from '@simdesk/contract';
import { z } from 'zod';
import { failedWith, type ItemRefusal } from '../orders/change-definition';
import { hashText, unit } from '../world/hash';
import { unreadableImages } from './document-checks';

/** Face-check scores (0–100): below `refusedBelow` the faces differ; below `reviewedBelow` a reviewer compares. */
export const faceScores = { refusedBelow: 60, reviewedBelow: 80, reviewerPassesFrom: 70 } as const;

/** Manual review takes 15 to 20 minutes of simulated time. */
const reviewSeconds = { shortest: 15 * 60, longest: 20 * 60 };

export const ownerSubmissionSchema = z.object({
  vin: z.string(),
  owner: z.object({
    name: z.string(),
    documentType: idDocumentType.schema,
    documentHash: z.string(),
    /** The number passed its type's check on the day it arrived (the number itself is not kept). */
    documentNumberValid: z.boolean(),
    documentValidUntil: z.string().nullable(),
    address: z.string().nullable(),
    mobile: z.string(),
  }),
  imageDigests: z.object({
    documentFront: z.string(),
    documentBack: z.string().nullable(),
    livePhoto: z.string(),
  }),
  faceCheck: z.object({ score: z.number(), livenessPassed: z.boolean() }),
  supplementaryRegistrationType: supplementaryRegistrationType.schema.nullable(),
  /** Why a reviewer looks at it (the face score's grey zone, or the sampled share) and for how long. */
  manualReview: z.object({ cause: z.enum(['faceScore', 'sampled']), seconds: z.number() }).nullable(),
});
export type OwnerSubmission = z.infer<typeof ownerSubmissionSchema>;

/** DOCUMENT_UNREADABLE or DOCUMENT_INVALID, judged on `today` (YYYY-MM-DD, Beijing). */
export function documentRefusal(submission: OwnerSubmission, today: string): ItemRefusal | undefined {
  const unreadable = unreadableImages(submission.imageDigests);
  if (unreadable) return failedWith('DOCUMENT_UNREADABLE', unreadable);
  const { documentNumberValid, documentValidUntil } = submission.owner;
  if (!documentNumberValid) return failedWith('DOCUMENT_INVALID', 'the document number fails its check');
  if (documentValidUntil !== null && documentValidUntil < today) {
    return failedWith('DOCUMENT_INVALID', `the document expired on ${documentValidUntil}`);
  }
  return undefined;
}

/** FACE_MISMATCH: liveness failed, a score under the threshold, or a grey-zone score the reviewer refused. */
export function faceRefusal(submission: OwnerSubmission): ItemRefusal | undefined {
  const { score, livenessPassed } = submission.faceCheck;
  if (!livenessPassed) return failedWith('FACE_MISMATCH', 'the live photo failed the liveness check');
  if (score < faceScores.refusedBelow) {
    return failedWith('FACE_MISMATCH', `face similarity ${score} is under ${faceScores.refusedBelow}`);
  }
  if (submission.manualReview?.cause === 'faceScore' && score < faceScores.reviewerPassesFrom) {
    return failedWith('FACE_MISMATCH', 'the reviewer found that the live photo does not match the document');
  }
  return undefined;
}

/**
 * Whether a submission goes to manual review, decided on receipt from its data alone (the same data, the same
 * decision): one the automatic checks would refuse never does; a face score from 60 to 79 always does; of the
 * rest, a `share` drawn from the VIN, the owner's name and mobile.
 */
export function manualReviewOf(
  submission: Omit<OwnerSubmission, 'manualReview'>,
  today: string,
  share: number,
): OwnerSubmission['manualReview'] {
  const unreviewed = { ...submission, manualReview: null };
  if (
    documentRefusal(unreviewed, today) ||
    faceRefusal(unreviewed) ||
    !hasValidVinCheckDigit(submission.vin)
  ) {
    return null;
  }
  const seed = hashText(`${submission.vin}|${submission.owner.name}|${submission.owner.mobile}`);
  const seconds =
    reviewSeconds.shortest + Math.floor(unit(seed, 2) * (reviewSeconds.longest - reviewSeconds.shortest + 1));
  if (submission.faceCheck.score < faceScores.reviewedBelow) return { cause: 'faceScore', seconds };
  return unit(seed, 1) < share ? { cause: 'sampled', seconds } : null;
}
