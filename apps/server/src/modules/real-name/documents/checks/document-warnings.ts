// The OCR warning codes of spec §8 (the codes Tencent Cloud's ID card OCR reports, so that either source reads
// the same), and why a check raised one.

export const documentWarningCode = {
  /** -9100: the validity period is invalid (expired, malformed, reversed, or no legal term). */
  validityInvalid: -9100,
  /** -9101: the card's border is not whole in the picture. */
  borderIncomplete: -9101,
  /** -9102: a photocopy (black and white). */
  photocopy: -9102,
  /** -9103: a photo of a screen or a print (re-shot). */
  reshot: -9103,
  /** -9105: something covers part of the card inside its frame. */
  occlusion: -9105,
  /** -9106: suspected tampering. */
  tampering: -9106,
} as const;

export type DocumentWarningCode = (typeof documentWarningCode)[keyof typeof documentWarningCode];

export type DocumentWarningReason =
  // -9100
  | 'malformed-date'
  | 'ends-before-start'
  | 'not-yet-valid'
  | 'expired'
  | 'unusual-term'
  // -9101
  | 'card-not-found'
  | 'card-touches-edge'
  // -9102
  | 'no-colour'
  // -9103
  | 'screen-pixel-grid'
  // -9105
  | 'uniform-patch-on-card'
  // -9106
  | 'id-number-check-digit'
  | 'birth-date-differs'
  | 'sex-differs'
  | 'id-number-confidence-low';

export interface DocumentWarning {
  code: DocumentWarningCode;
  /** Every reason found, in the order the check tests them. */
  reasons: DocumentWarningReason[];
}

/** One warning of `code` with `reasons`, or none when there are no reasons. */
export function warningIf(code: DocumentWarningCode, reasons: DocumentWarningReason[]): DocumentWarning[] {
  return reasons.length > 0 ? [{ code, reasons }] : [];
}
