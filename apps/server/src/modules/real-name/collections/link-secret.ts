import { createHash, randomBytes } from 'node:crypto';

/** The SHA-256 of a link's secret: what is stored and looked up, so a stolen table opens no link. */
export const linkDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link secret (32 random bytes, base64url: the contract's serviceHallTokenSchema) and its digest. */
export function newLinkSecret(): { token: string; digest: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, digest: linkDigest(token) };
}
