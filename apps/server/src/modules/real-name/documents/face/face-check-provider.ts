// Comparing the owner's live photo with the portrait of their identity card, whichever service does it.

/** A face check's outcome: similarity 0–100 (the carrier reviews 60–79 by hand) and whether a live person was seen. */
export interface FaceCheckResult {
  score: number;
  livenessPassed: boolean;
}

export interface FaceCheckProvider {
  /** A short name for logs and stored results. */
  readonly name: string;
  /** Compares the portrait on the card's front picture with the live photo (JPEG, PNG or WebP bytes). */
  compare(documentFront: Buffer, livePhoto: Buffer): Promise<FaceCheckResult>;
}
