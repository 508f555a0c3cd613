/**
 * A carrier request that did not succeed. `code` is the carrier's own code (TOKEN_EXPIRED, CARD_NOT_FOUND …)
 * or one of ours: TIMEOUT, NETWORK_ERROR, BAD_ANSWER, OUTCOME_UNKNOWN.
 */
export class CarrierError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly httpStatus: number | null,
    readonly attempts: number,
    /** Extra fields of the carrier's error body (cards, retryAfterSeconds, maximum). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'CarrierError';
  }
}
