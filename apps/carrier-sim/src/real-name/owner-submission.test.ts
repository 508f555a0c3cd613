import { describe, expect, it } from 'vitest';
import { digestOf, vinOf, vinWithWrongCheck } from '../test/real-name-fixtures';
import { faceRefusal, manualReviewOf, type OwnerSubmission } from './owner-submission';

const today = '2026-06-01';

function submission(serial: number, changes: Partial<OwnerSubmission> = {}): OwnerSubmission {
  return {
    vin: vinOf(serial),
    owner: {
      name: `Owner ${serial}`,
      documentType: 'A',
      documentHash: 'hash',
      documentNumberValid: true,
      documentValidUntil: null,
      address: null,
      mobile: `139${String(serial).padStart(8, '0')}`,
    },
    imageDigests: { documentFront: digestOf('f'), documentBack: digestOf('b'), livePhoto: digestOf('l') },
    faceCheck: { score: 95, livenessPassed: true },
    supplementaryRegistrationType: null,
    manualReview: null,
    ...changes,
  };
}

describe('manual review', () => {
  it('sends a deterministic share of passing submissions to review for 15 to 20 minutes', () => {
    const decisions = Array.from({ length: 2000 }, (_, serial) =>
      manualReviewOf(submission(serial), today, 0.1),
    );
    const reviewed = decisions.filter((decision) => decision !== null);
    expect(reviewed.length / decisions.length).toBeGreaterThan(0.07);
    expect(reviewed.length / decisions.length).toBeLessThan(0.13);
    for (const decision of reviewed) {
      expect(decision).toMatchObject({ cause: 'sampled' });
      expect(decision?.seconds).toBeGreaterThanOrEqual(15 * 60);
      expect(decision?.seconds).toBeLessThanOrEqual(20 * 60);
    }
    // The same data, the same decision; a share of 0 reviews none.
    expect(
      Array.from({ length: 2000 }, (_, serial) => manualReviewOf(submission(serial), today, 0.1)),
    ).toEqual(decisions);
    expect(decisions.some((_, serial) => manualReviewOf(submission(serial), today, 0) !== null)).toBe(false);
  });

  it('always reviews a face score from 60 to 79, and the reviewer refuses one under 70', () => {
    for (const score of [60, 69, 70, 79]) {
      const grey = submission(1, { faceCheck: { score, livenessPassed: true } });
      const review = manualReviewOf(grey, today, 0);
      expect(review?.cause).toBe('faceScore');
      expect(faceRefusal({ ...grey, manualReview: review })?.reasonCode).toBe(
        score < 70 ? 'FACE_MISMATCH' : undefined,
      );
    }
    expect(
      manualReviewOf(submission(1, { faceCheck: { score: 80, livenessPassed: true } }), today, 0),
    ).toBeNull();
  });

  it('never reviews what the automatic checks refuse', () => {
    const refused = [
      submission(1, { faceCheck: { score: 59, livenessPassed: true } }),
      submission(1, { faceCheck: { score: 75, livenessPassed: false } }),
      submission(1, { vin: vinWithWrongCheck(vinOf(1)) }),
      submission(1, {
        imageDigests: { documentFront: digestOf('f'), documentBack: digestOf('f'), livePhoto: digestOf('l') },
      }),
    ];
    for (const candidate of refused) expect(manualReviewOf(candidate, today, 1)).toBeNull();
  });
});
