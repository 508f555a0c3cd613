import { describe, expect, it } from 'vitest';
import {
  backoffMilliseconds,
  defaultRetryPolicy,
  delayBeforeRetry,
  isRetryableStatus,
  isSafeToRepeatChange,
  retryAfterMilliseconds,
} from './retry-policy';

const policy = { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 1_000, maxRetryAfterMs: 5_000 };

describe('backoff', () => {
  it('doubles each step and keeps half of it fixed, half random', () => {
    expect(backoffMilliseconds(1, policy, () => 0)).toBe(50);
    expect(backoffMilliseconds(1, policy, () => 1)).toBe(100);
    expect(backoffMilliseconds(2, policy, () => 0)).toBe(100);
    expect(backoffMilliseconds(3, policy, () => 0.5)).toBe(300);
  });

  it('never waits longer than the cap', () => {
    expect(backoffMilliseconds(20, policy, () => 1)).toBe(1_000);
    expect(backoffMilliseconds(20, policy, () => 0)).toBe(500);
  });
});

describe('Retry-After', () => {
  const now = Date.UTC(2026, 10, 22, 8, 0, 0);

  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMilliseconds('2', now)).toBe(2_000);
    expect(retryAfterMilliseconds('0.5', now)).toBe(500);
    expect(retryAfterMilliseconds(new Date(now + 3_000).toUTCString(), now)).toBe(3_000);
    expect(retryAfterMilliseconds(new Date(now - 3_000).toUTCString(), now)).toBe(0);
  });

  it('ignores an absent or unreadable header', () => {
    expect(retryAfterMilliseconds(null, now)).toBeUndefined();
    expect(retryAfterMilliseconds('', now)).toBeUndefined();
    expect(retryAfterMilliseconds('soon', now)).toBeUndefined();
  });

  it('is honoured instead of the back-off, and refused when longer than we wait', () => {
    expect(delayBeforeRetry(1, 1_500, policy, () => 0)).toBe(1_500);
    expect(delayBeforeRetry(1, undefined, policy, () => 0)).toBe(50);
    expect(delayBeforeRetry(1, 60_000, policy, () => 0)).toBeUndefined();
  });
});

describe('what is retried', () => {
  it('retries rate limits and server errors of queries, not refusals', () => {
    for (const status of [429, 500, 502, 503, 504]) expect(isRetryableStatus(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 409]) expect(isRetryableStatus(status)).toBe(false);
  });

  it('repeats a change only when the carrier proved it did nothing', () => {
    expect(isSafeToRepeatChange(429)).toBe(true);
    expect(isSafeToRepeatChange(503)).toBe(true);
    expect(isSafeToRepeatChange(500)).toBe(false);
    expect(isSafeToRepeatChange(409)).toBe(false);
  });

  it('bounds the attempts by default', () => {
    expect(defaultRetryPolicy.maxAttempts).toBeGreaterThan(1);
    expect(defaultRetryPolicy.maxAttempts).toBeLessThanOrEqual(5);
  });
});
