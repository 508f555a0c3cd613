import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { smsCodeLength } from '@simdesk/contract';

/** 256 random bits, URL-safe: session tokens, tickets. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Stored in place of a token: a leaked table gives no usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-digit code from the CSPRNG. */
export function newVerificationCode(): string {
  return randomInt(0, 10 ** smsCodeLength)
    .toString()
    .padStart(smsCodeLength, '0');
}

export function sameHash(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}
