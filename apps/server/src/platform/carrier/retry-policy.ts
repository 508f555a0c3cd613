/** How hard the gateway tries one carrier request before it gives up with a clear error. */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** First back-off; doubled on each further attempt, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the caller gets the refusal at once. */
  maxRetryAfterMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 200,
  maxDelayMs: 4_000,
  maxRetryAfterMs: 10_000,
};

/** Retry-After as seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMilliseconds(header: string | null | undefined, now: number): number | undefined {
  if (header === null || header === undefined || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/**
 * Exponential back-off with "equal jitter": half the step fixed, half random, so many gateways refused at
 * once do not come back in step. `failures` counts the attempts that failed so far (1 after the first).
 */
export function backoffMilliseconds(failures: number, policy: RetryPolicy, random: () => number): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

/** The wait before the next attempt, or undefined when the carrier asked for longer than we wait. */
export function delayBeforeRetry(
  failures: number,
  retryAfterMs: number | undefined,
  policy: RetryPolicy,
  random: () => number,
): number | undefined {
  if (retryAfterMs === undefined) return backoffMilliseconds(failures, policy, random);
  if (retryAfterMs > policy.maxRetryAfterMs) return undefined;
  return retryAfterMs;
}

/** Statuses that say "not now" rather than "no": worth another attempt. */
export function isRetryableStatus(httpStatus: number): boolean {
  return (
    httpStatus === 429 || httpStatus === 500 || httpStatus === 502 || httpStatus === 503 || httpStatus === 504
  );
}

/**
 * For changes, only answers that prove the carrier did not act (429, 503) are retried: after a 500 or a
 * timeout the order may exist, and sending it again would change the cards twice.
 */
export function isSafeToRepeatChange(httpStatus: number): boolean {
  return httpStatus === 429 || httpStatus === 503;
}
