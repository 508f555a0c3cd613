import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** The Standard Webhooks secret prefix; the rest is the base64 of the HMAC key. */
const secretPrefix = 'whsec_';

/** A new signing secret: 'whsec_' and 32 random bytes in base64. */
export function generateSigningSecret(): string {
  return `${secretPrefix}${randomBytes(32).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  const encoded = secret.startsWith(secretPrefix) ? secret.slice(secretPrefix.length) : secret;
  return Buffer.from(encoded, 'base64');
}

/** A message id in the style receivers expect ('msg_…'); it stays the same across retries of one event. */
export function newMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

/** 'v1,<base64 HMAC-SHA256 of "id.timestamp.body">' with the key inside the secret. */
export function signMessage(
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
): string {
  const signature = createHmac('sha256', keyOf(secret))
    .update(`${messageId}.${timestampSeconds}.${body}`)
    .digest('base64');
  return `v1,${signature}`;
}

/** The three headers of a signed delivery. */
export function signedHeaders(
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': signMessage(secret, messageId, timestampSeconds, body),
  };
}

/**
 * What a receiver does: one of the space-separated v1 signatures must match, and the timestamp must be within
 * the tolerance (5 minutes) of now. Used by our tests and offered to anyone who receives our pushes.
 */
export function verifySignature(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signMessage(secret, headers.id, timestamp, body));
  return headers.signature
    .split(' ')
    .map((candidate) => Buffer.from(candidate))
    .some((candidate) => candidate.length === expected.length && timingSafeEqual(candidate, expected));
}

/** 'whsec_Ab…yz': recognisable, useless to anyone who sees it. */
export function maskSecret(secret: string): string {
  return `${secret.slice(0, secretPrefix.length + 2)}…${secret.slice(-2)}`;
}
